import * as z from 'zod/mini';
import details from '../../config/company.json' with { type: 'json' };

/**
 * The operator's public details, from the one configuration `config/company.json`: the about, contact,
 * payment-success and legal pages show them, mails take the support inbox from them (Reply-To, contact
 * messages), and the CDK app gives the same inbox to the functions (`SUPPORT_EMAIL`).
 *
 * A value that is not known yet is `null` (a placeholder): pages leave it out rather than show a
 * made-up value, and a production build (`npm run build:cloud`) fails while any is left
 * (`companyPlaceholders`), so a deployment never publishes an incomplete company. `npm start` and
 * `npm test` work with the placeholders of a fresh clone.
 */
const companySchema = z.object({
  tradingName: z.string().check(z.minLength(1)),
  legalName: z.string().check(z.minLength(1)),
  /** In English, for the legal texts (pages show the translated `company.jurisdiction`). */
  jurisdiction: z.string().check(z.minLength(1)),
  companyNumber: z.nullable(z.string().check(z.minLength(1))),
  /** Lines of the registered office address. */
  registeredOffice: z.nullable(z.array(z.string().check(z.minLength(1))).check(z.minLength(2))),
  /** The support inbox: where travellers write, and where every mail's Reply-To leads. */
  supportEmail: z.email(),
  businessEmail: z.email(),
  privacyEmail: z.email(),
});

export type CompanyDetails = z.infer<typeof companySchema>;

export class CompanyDetailsError extends Error {
  override name = 'CompanyDetailsError';
}

/** Validates company details (any source); throws with every problem and its field. */
export function parseCompanyDetails(value: unknown): CompanyDetails {
  const result = companySchema.safeParse(value);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new CompanyDetailsError(`Invalid company details in config/company.json: ${problems}`);
  }
  return result.data;
}

export const company: CompanyDetails = parseCompanyDetails(details);

/** The fields still placeholders (`null`): a production build refuses to publish them. */
export function companyPlaceholders(details: CompanyDetails): (keyof CompanyDetails)[] {
  return (Object.keys(details) as (keyof CompanyDetails)[]).filter((key) => details[key] === null);
}
