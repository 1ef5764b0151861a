import type { ProcessingType } from '../../journey/options';
import { insurancePricePerPerson, serviceFeeBands } from '../service-fee';
import type { PriceTable, Speed } from '../types';
import { governmentFeesChecked } from './fees';

/**
 * Tanzania's price table apart from the government fees (`fees.ts`): our service fee and insurance (the
 * same as for every destination, `../service-fee.ts`) and the processing speeds. Normal processing costs
 * nothing extra and is decided within 15 business days; urgent adds USD 79 and super urgent USD 99 per
 * person (spec §9, "Tanzania translations"). The speeds keep the engine's ids (`ProcessingType`), so
 * requests, storage and `?rush=true` (the fastest speed) work as for Kenya; their names are Tanzania's.
 * The urgent speeds' promised times are our own commitments, as Kenya's are.
 */
export const tanzaniaPrices: PriceTable = {
  currency: 'USD',
  serviceFeeBands,
  insurancePricePerPerson,
  governmentFeesChecked,
};

export const tanzaniaSpeeds: readonly Speed<ProcessingType>[] = [
  { id: 'normal', label: 'journey.processing.normal', fee: 0, minBusinessDays: 7, maxBusinessDays: 15 },
  { id: 'fast', label: 'common.speed.urgent', fee: 79, minBusinessDays: 3, maxBusinessDays: 5 },
  { id: 'super_fast', label: 'common.speed.superUrgent', fee: 99, minBusinessDays: 1, maxBusinessDays: 2 },
];
