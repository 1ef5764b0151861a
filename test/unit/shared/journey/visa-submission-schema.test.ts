import { describe, expect, it } from 'vitest';
import { tanzania, isTanzaniaVisaFree } from '../../../../shared/destinations/tanzania';
import { isEtaExempt } from '../../../../shared/eta-exemptions';
import { countryCodeList } from '../../../../shared/country-codes';
import { createVisaSubmissionSchema } from '../../../../shared/journey/visa-submission-schema';

const today = '2026-11-26';
const issuesOf = (body: unknown) =>
  (createVisaSubmissionSchema(tanzania, today).safeParse(body).error?.issues ?? []).map((i) => [
    i.path.join('.'),
    i.message,
  ]);

describe('the Tanzania create request schema', () => {
  it('keeps the details page’s date rules for every traveller', () => {
    const issues = issuesOf({ applicants: [{ nationality: 'US', dateOfArrival: '2026-11-20' }] });
    expect(issues).toContainEqual(['applicants.0.dateOfArrival', 'journey.error.dateOfArrival.tooSoon']);
  });

  it('does not refuse a nationality Kenya exempts but Tanzania does not (the group’s check asks Tanzania)', () => {
    const kenyaOnly = [...countryCodeList].filter((c) => isEtaExempt(c) && !isTanzaniaVisaFree(c));
    expect(kenyaOnly.length).toBeGreaterThan(0);
    const issues = issuesOf({ applicants: kenyaOnly.map((nationality) => ({ nationality })) });
    expect(issues.filter(([p]) => p?.endsWith('.nationality'))).toEqual([]);
  });
});
