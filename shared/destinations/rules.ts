import type { Pricing } from '../journey/pricing';
import type { Destination, DocumentRequirement, ServiceFeeBand, Speed, VisaType } from './types';

/**
 * The engine's questions to a destination's definition: which visa types a nationality may have, which
 * documents a traveller is asked for, what a group pays. Generic: nothing here names a country.
 */

/** The visa types a nationality (ISO alpha-2, any case) may apply for: none when it needs no visa. */
export function visaTypesFor<V extends string>(
  destination: Destination<V>,
  nationality: string,
): VisaType<V>[] {
  const code = nationality.trim().toUpperCase();
  if (destination.isExempt(code)) return [];
  return destination.visaTypes.filter(
    (t) => (t.onlyFor === undefined || t.onlyFor.includes(code)) && !(t.notFor ?? []).includes(code),
  );
}

export function visaTypeOf<V extends string>(
  destination: Destination<V>,
  id: string,
): VisaType<V> | undefined {
  return destination.visaTypes.find((t) => t.id === id);
}

export function speedOf<S extends string>(
  destination: Destination<string, S>,
  id: string,
): Speed<S> | undefined {
  return destination.speeds.find((s) => s.id === id);
}

/** The fastest speed (`?rush=true` preselects it): the one with the shortest promised time. */
export function fastestSpeed<S extends string>(destination: Destination<string, S>): Speed<S> {
  const [first, ...rest] = destination.speeds;
  if (!first) throw new Error(`${destination.id} has no speeds`);
  return rest.reduce((a, b) => (b.maxBusinessDays < a.maxBusinessDays ? b : a), first);
}

/** Our service fee per person for a group of this size, from a band table. */
export function serviceFeeFromBands(
  bands: readonly ServiceFeeBand[],
  applicantCount: number,
): number | undefined {
  return bands.find((b) => applicantCount <= b.upTo)?.fee;
}

export interface TravellerFacts {
  /** Under 18 on the day of arrival. */
  readonly minor: boolean;
  /** Coming from (or transiting through) a country with a risk of yellow fever. */
  readonly yellowFeverOrigin: boolean;
}

/** The documents a traveller is asked for (required or optional), given what is known about them. */
export function documentsFor(destination: Destination, traveller: TravellerFacts): DocumentRequirement[] {
  return destination.documents.filter(
    (d) =>
      d.when === 'always' ||
      (d.when === 'minor' && traveller.minor) ||
      (d.when === 'yellowFeverOrigin' && traveller.yellowFeverOrigin),
  );
}

/** The documents a traveller must upload before the documents can be submitted. */
export const requiredDocumentsFor = (destination: Destination, traveller: TravellerFacts) =>
  documentsFor(destination, traveller).filter((d) => d.required);

/** The pattern of the destination's application numbers (`KE-12345678`). */
export function applicationNumberPatternOf(destination: Destination): RegExp {
  const { prefix, digits } = destination.applicationNumber;
  return new RegExp(`^${prefix}\\d{${digits}}$`);
}

export interface VisaPricingInput {
  readonly visaType: string;
  readonly applicantCount: number;
  readonly processingType: string;
  readonly insurance: boolean;
}

/** Every amount of a visa application, per person and for the group: the journey's `Pricing` and its type. */
export interface VisaPricing extends Omit<Pricing, 'product' | 'refundable'> {
  readonly visaType: string;
}

export class PricingInputError extends RangeError {
  override name = 'PricingInputError';
}

/**
 * What a group pays for a destination's visa type: (service fee for the group's size + the type's
 * government fee + the speed's fee + insurance) × travellers. Throws on an unknown type or speed or a
 * group size outside the service fee table: the server computes every amount and ignores any total sent.
 */
export function computeVisaPricing(destination: Destination, input: VisaPricingInput): VisaPricing {
  const type = visaTypeOf(destination, input.visaType);
  const speed = speedOf(destination, input.processingType);
  const { applicantCount } = input;
  const serviceFee =
    Number.isInteger(applicantCount) && applicantCount >= 1
      ? serviceFeeFromBands(destination.prices.serviceFeeBands, applicantCount)
      : undefined;
  if (!type) throw new PricingInputError(`${destination.id} has no visa type ${input.visaType}`);
  if (!speed) throw new PricingInputError(`${destination.id} has no speed ${input.processingType}`);
  if (serviceFee === undefined)
    throw new PricingInputError(`No service fee for ${applicantCount} applicants`);
  const insurancePrice = input.insurance ? destination.prices.insurancePricePerPerson : 0;
  const totalPerPerson = serviceFee + type.governmentFee + speed.fee + insurancePrice;
  return {
    visaType: type.id,
    serviceFee,
    governmentFee: type.governmentFee,
    processingFee: speed.fee,
    insurancePrice,
    totalPerPerson,
    totalPrice: totalPerPerson * applicantCount,
    processingTime: { minBusinessDays: speed.minBusinessDays, maxBusinessDays: speed.maxBusinessDays },
    currency: destination.prices.currency,
  };
}
