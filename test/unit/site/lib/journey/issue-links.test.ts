import { describe, expect, it } from 'vitest';
import { serverIssueLinks } from '../../../../../site/lib/journey/issue-links';

describe("a 400's issues", () => {
  it("link an applicant's field to that applicant on the details page", () => {
    expect(
      serverIssueLinks(
        [{ path: 'applicants.1.passportNumber', message: 'journey.error.passportNumber.invalid' }],
        'en',
      ),
    ).toEqual([
      {
        target: 'applicant-2-passportNumber',
        href: '/kenya-eta-details#applicant-2-passportNumber',
        message: 'journey.error.passportNumber.invalid',
      },
    ]);
  });

  it('link contact and speed fields to step 1 and pricing, in the page language', () => {
    const links = serverIssueLinks(
      [
        { path: 'contactEmail', message: 'common.error.emailInvalid' },
        { path: 'processingType', message: 'journey.error.processingType.required' },
      ],
      'ar',
    );
    expect(links.map((l) => l.href)).toEqual([
      '/ar/kenya-eta-new-application#contactEmail',
      '/ar/kenya-eta-pricing#processingType-0',
    ]);
  });

  it('send anything else to the details page', () => {
    const [link] = serverIssueLinks([{ path: 'applicants.0.unknownField', message: 'x' }], 'en');
    expect(link?.href).toBe('/kenya-eta-details');
  });
});
