import { insurancePricePerPerson, serviceFeeBands } from '../destinations/service-fee';
import type { JourneyKey } from '../i18n/types';
import { maxApplicants, minApplicants, type ProcessingType } from './options';

/**
 * The one price table of the product (DESIGN decision 1, spec §9), in whole US dollars per person.
 * The server computes every amount from it and ignores any total a browser sends.
 */
export const currency = 'USD';
export const governmentFee = 69;
export { insurancePricePerPerson };
/** Total shown when no pricing has been chosen yet: one applicant, normal processing, no insurance. */
export const fallbackTotal = 218;

// Service fee per applicant by group size, and insurance: our own prices, the same for every destination
// (`shared/destinations/service-fee.ts`); Kenya's definition is `shared/destinations/kenya.ts`.

export interface ProcessingOption {
  readonly fee: number;
  readonly minBusinessDays: number;
  readonly maxBusinessDays: number;
  /** A badge shown next to the option (translation key), if any. */
  readonly badge?: JourneyKey;
}

export const processingOptions: Readonly<Record<ProcessingType, ProcessingOption>> = {
  normal: { fee: 90, minBusinessDays: 7, maxBusinessDays: 15 },
  fast: { fee: 145, minBusinessDays: 3, maxBusinessDays: 5, badge: 'common.label.popular' },
  super_fast: {
    fee: 195,
    minBusinessDays: 1,
    maxBusinessDays: 2,
    badge: 'journey.processing.badge.urgent',
  },
};

export class ApplicantCountError extends RangeError {
  override name = 'ApplicantCountError';
}

function assertApplicantCount(applicantCount: number): void {
  if (!Number.isInteger(applicantCount) || applicantCount < minApplicants || applicantCount > maxApplicants) {
    throw new ApplicantCountError(`Applicant count must be an integer from 1 to 10, got ${applicantCount}`);
  }
}

/** The service fee per applicant for a group of this size (1 to 10). */
export function serviceFeeFor(applicantCount: number): number {
  assertApplicantCount(applicantCount);
  const band = serviceFeeBands.find((b) => applicantCount <= b.upTo);
  if (!band) throw new ApplicantCountError(`No service fee for ${applicantCount} applicants`);
  return band.fee;
}

/** The total shown on step 1, before a speed is chosen: (service fee + government fee) × applicants. */
export function step1Total(applicantCount: number): number {
  return (serviceFeeFor(applicantCount) + governmentFee) * applicantCount;
}

export interface PricingInput {
  readonly applicantCount: number;
  readonly processingType: ProcessingType;
  readonly insurance: boolean;
}

export interface Pricing {
  readonly serviceFee: number;
  readonly governmentFee: number;
  readonly processingFee: number;
  /** Insurance per person: 45 when chosen, else 0. */
  readonly insurancePrice: number;
  readonly totalPerPerson: number;
  readonly totalPrice: number;
  readonly processingTime: { readonly minBusinessDays: number; readonly maxBusinessDays: number };
  readonly currency: typeof currency;
  /** Set for a product of its own (the wizard's); absent for the group journey's prices. */
  readonly product?: ProductId;
  /** False for a non-refundable product (the wizard's); absent means the usual terms. */
  readonly refundable?: boolean;
}

/**
 * The products with a fixed price of their own, next to the group journey's table (DESIGN decision 2,
 * spec §9): the eight-step wizard's eTA is USD 30 for one traveller, standard processing in 3 working
 * days, non-refundable. The whole price is the processing fee: no service or government fee on top.
 */
export const products = {
  wizard: { price: 30, minBusinessDays: 3, maxBusinessDays: 3, refundable: false, applicants: 1 },
} as const;
export type ProductId = keyof typeof products;

/** The `Pricing` of a product of its own: the same shape, so payments, receipts and staff read `totalPrice`. */
export function computeProductPricing(product: ProductId): Pricing {
  const entry = products[product];
  return {
    serviceFee: 0,
    governmentFee: 0,
    processingFee: entry.price,
    insurancePrice: 0,
    totalPerPerson: entry.price,
    totalPrice: entry.price * entry.applicants,
    processingTime: { minBusinessDays: entry.minBusinessDays, maxBusinessDays: entry.maxBusinessDays },
    currency,
    product,
    refundable: entry.refundable,
  };
}

/** Every amount of an application: per person, and the total for the whole group. */
export function computePricing({ applicantCount, processingType, insurance }: PricingInput): Pricing {
  const serviceFee = serviceFeeFor(applicantCount);
  const option = processingOptions[processingType];
  const insurancePrice = insurance ? insurancePricePerPerson : 0;
  const totalPerPerson = serviceFee + governmentFee + option.fee + insurancePrice;
  return {
    serviceFee,
    governmentFee,
    processingFee: option.fee,
    insurancePrice,
    totalPerPerson,
    totalPrice: totalPerPerson * applicantCount,
    processingTime: { minBusinessDays: option.minBusinessDays, maxBusinessDays: option.maxBusinessDays },
    currency,
  };
}

const amountKeys = [
  'serviceFee',
  'governmentFee',
  'processingFee',
  'insurancePrice',
  'totalPerPerson',
  'totalPrice',
] as const;
const isWhole = (value: unknown) => Number.isSafeInteger(value);

/**
 * Whether a value read back from storage is a pricing the server computed: what `pricingSchema`
 * accepts, answered without zod for the payment screen, which validates nothing itself (a unit test
 * runs both over the same values and expects the same answer).
 */
export function isPricing(value: unknown): value is Pricing {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const v = value as Record<string, unknown>;
  const time = v.processingTime;
  return (
    amountKeys.every((k) => isWhole(v[k])) &&
    typeof time === 'object' &&
    time !== null &&
    !Array.isArray(time) &&
    isWhole((time as Record<string, unknown>).minBusinessDays) &&
    isWhole((time as Record<string, unknown>).maxBusinessDays) &&
    v.currency === currency &&
    (v.product === undefined || Object.hasOwn(products, v.product as string)) &&
    (v.refundable === undefined || typeof v.refundable === 'boolean')
  );
}
