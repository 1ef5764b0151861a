import { normalizeProcessingType, processingTypes, type ProcessingType } from './options';

/**
 * The speed an application is sold with, as every view names it (status page, personal page, mails,
 * admin): the speed the group journey's traveller chose, or the own speed of a product with a fixed
 * price (the wizard's: standard processing, 3 working days; DESIGN decision 2, spec §9). The record
 * keeps `processingType: 'normal'` for such a product; its promise lives in `pricing.processingTime`.
 */
export const productSpeeds = { wizard: 'standard' } as const;
export type ProductSpeed = (typeof productSpeeds)[keyof typeof productSpeeds];
export type SpeedId = ProcessingType | ProductSpeed;
export const speedIds = [...processingTypes, 'standard'] as const satisfies readonly SpeedId[];

interface Sold {
  readonly processingType?: unknown;
  readonly pricing?: { readonly product?: unknown };
}

/** The speed of an application record or answer: its product's own, else the chosen one (normal if unknown). */
export function speedOf(application: Sold): SpeedId {
  const product = application.pricing?.product;
  if (typeof product === 'string' && Object.hasOwn(productSpeeds, product)) {
    return productSpeeds[product as keyof typeof productSpeeds];
  }
  return normalizeProcessingType(application.processingType) ?? 'normal';
}
