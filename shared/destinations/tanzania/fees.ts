import type { FactsChecked } from '../types';

/**
 * Tanzania's government fee per e-visa type, in whole US dollars per person: the one table pages, the
 * server's prices, mails and receipts read (`governmentFees`).
 *
 * What was checked, and when (`governmentFeesChecked`): on 26 November 2026, without network access,
 * against the fees the Tanzania Immigration Services Department publishes for its e-visa types as they
 * were known to us offline (ordinary single entry USD 50, multiple entry USD 100, business USD 250,
 * transit USD 30). The official portal was not reachable: check the table against it before relying on
 * it, and update `governmentFeesChecked.on` when you do.
 */
export const governmentFeesChecked: FactsChecked = {
  on: '2026-11-26',
  source: 'Tanzania Immigration Services Department, published e-visa fees (as known offline)',
  officialUrl: 'https://visa.immigration.go.tz',
};

export const tanzaniaVisaTypeIds = ['ordinary', 'multiple_entry', 'business', 'transit'] as const;
export type TanzaniaVisaTypeId = (typeof tanzaniaVisaTypeIds)[number];

export const governmentFees: Readonly<Record<TanzaniaVisaTypeId, number>> = {
  ordinary: 50,
  multiple_entry: 100,
  business: 250,
  transit: 30,
};
