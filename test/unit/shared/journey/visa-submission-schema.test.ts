import { describe, expect, it } from 'vitest';
import { kenya } from '../../../../shared/destinations/kenya';
import { tanzania, isTanzaniaVisaFree } from '../../../../shared/destinations/tanzania';
import { isEtaExempt } from '../../../../shared/eta-exemptions';
import { countryCodeList } from '../../../../shared/country-codes';
import {
  createVisaSubmissionSchema,
  visaSubmissionSchemaFor,
} from '../../../../shared/journey/visa-submission-schema';
import { validApplicant, validSubmission } from './fixtures';

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

describe('the ports of entry of a Tanzania application', () => {
  const fixtureToday = '2025-06-15';
  const body = (portOfEntry?: string) => ({
    ...validSubmission({
      applicants: [validApplicant(portOfEntry === undefined ? {} : ({ portOfEntry } as never))],
    }),
    visaType: 'ordinary',
    departureCountry: 'GB',
  });
  const portIssues = (result: { error?: { issues: readonly { path: PropertyKey[]; message: string }[] } }) =>
    (result.error?.issues ?? [])
      .filter((i) => i.path.join('.') === 'applicants.0.portOfEntry')
      .map((i) => i.message);

  it.each(tanzania.portsOfEntry)('accepts Tanzania’s %s', (port) => {
    const parsed = createVisaSubmissionSchema(tanzania, fixtureToday).safeParse(body(port));
    expect(parsed.error?.issues ?? []).toEqual([]);
    expect(parsed.data?.applicants[0]?.portOfEntry).toBe(port);
    expect(visaSubmissionSchemaFor(tanzania).safeParse(body(port)).success).toBe(true);
  });

  it.each(kenya.portsOfEntry)('refuses Kenya’s %s with the usual option message', (port) => {
    expect(portIssues(createVisaSubmissionSchema(tanzania, fixtureToday).safeParse(body(port)))).toEqual([
      'journey.error.option.invalid',
    ]);
    expect(portIssues(visaSubmissionSchemaFor(tanzania).safeParse(body(port)))).toEqual([
      'journey.error.option.invalid',
    ]);
  });

  it('starts a traveller who names no port at Tanzania’s default, Julius Nyerere (DAR)', () => {
    const parsed = createVisaSubmissionSchema(tanzania, fixtureToday).parse(body());
    expect(parsed.applicants[0]?.portOfEntry).toBe('DAR');
    expect(tanzania.defaultPortOfEntry).toBe('DAR');
  });
});
