import { computeVisaPricing } from '../destinations/rules';
import {
  governmentFeesChecked,
  tanzania,
  visaFreeChecked,
  visaFreeNationalities,
} from '../destinations/tanzania';

/**
 * The figures Tanzania's pages show (/tanzania, /visa-fees, /processing, the FAQ), read from Tanzania's
 * configuration (`shared/destinations/tanzania/`) and never written twice: a fee or a promised time changed
 * there changes every page. Only Tanzania's pages import this module, so Kenya's pages keep their bundles.
 */
const bands = tanzania.prices.serviceFeeBands;
const fees = bands.map((b) => b.fee);

export const tanzaniaFees = {
  currency: tanzania.prices.currency,
  /** Each visa type with its government fee and the nationalities it is limited to or not issued to. */
  visaTypes: tanzania.visaTypes.map(({ id, label, governmentFee, onlyFor = [], notFor = [] }) => ({
    id,
    label,
    governmentFee,
    onlyFor,
    notFor,
  })),
  /** Our service fee per person, falling with the group size: one row per band of group sizes. */
  serviceFee: {
    min: Math.min(...fees),
    max: Math.max(...fees),
    bands: bands.map((band, i) => ({ from: (bands[i - 1]?.upTo ?? 0) + 1, to: band.upTo, fee: band.fee })),
  },
  /** The speeds, fastest last; `fee` is the surcharge per person (0: included). */
  speeds: tanzania.speeds,
  insurance: tanzania.prices.insurancePricePerPerson,
} as const;

/** Who may visit without a visa, and when that table and the fees were last checked. */
export const tanzaniaFacts = {
  visaFreeNationalities,
  visaFreeChecked,
  governmentFeesChecked,
} as const;

/** The documents every traveller is asked for, and those asked only when a condition holds. */
export const tanzaniaRequiredDocuments = tanzania.documents.filter((d) => d.required).map((d) => d.type);

/** The worked example of /visa-fees: two travellers, ordinary visas, the first faster speed, no insurance. */
export const tanzaniaFeeExample = computeVisaPricing(tanzania, {
  visaType: 'ordinary',
  applicantCount: 2,
  processingType: tanzania.speeds[1]?.id ?? 'normal',
  insurance: false,
});
