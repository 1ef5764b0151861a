import { describe, expect, it } from 'vitest';
import { pickMessages } from '../../../../../shared/i18n';
import { createTranslator } from '../../../../../shared/i18n/translate';
import type { MessageKey } from '../../../../../shared/i18n/types';
import { ApplicantFields } from '../../../../../site/islands/journey/ApplicantFields';
import { applicantFields } from '../../../../../site/lib/journey/applicant-fields';
import { blankApplicant, type ApplicantDraft } from '../../../../../site/lib/journey/draft';
import {
  noneSameAsFirst,
  sharedSections,
  type SameAsFirst,
} from '../../../../../site/lib/journey/same-as-first';
import { render } from '../form-kit/dom';

const t = createTranslator<MessageKey>(
  'en',
  pickMessages('en', ['flow.', 'journey.', 'common.']) as Record<MessageKey, string>,
);
const noop = () => undefined;
const first = { ...blankApplicant('a1', 'tourist'), firstName: 'Ann', accommodationName: 'Safari Lodge' };

function fields(
  applicant: ApplicantDraft,
  index = 0,
  sameAsFirst: SameAsFirst = noneSameAsFirst,
  errors = {},
  focusId?: string,
) {
  return render(
    <ApplicantFields
      t={t}
      locale="en"
      index={index}
      applicant={applicant}
      first={index > 0 ? first : undefined}
      sameAsFirst={sameAsFirst}
      onSameAsFirst={noop}
      onChange={noop}
      errors={errors}
      warnings={{}}
      countries={new Map()}
      focusId={focusId}
    />,
  );
}

/** The names of the inputs inside and outside "Add optional details" (`applicant-1-middleName`…). */
function split(page: ReturnType<typeof render>) {
  const names = (selector: string) => [
    ...new Set(
      page.all(selector).map((e) => String(e.attribs.name).replace(/^applicant-\d-|-(day|month|year)$/g, '')),
    ),
  ];
  const behind = names('details.optional-details :is(input, select, textarea)');
  return { shown: names(':is(input, select, textarea)').filter((n) => !behind.includes(n)), behind };
}

const required = applicantFields.filter((f) => !f.optional).map((f) => f.name);
const optional = applicantFields.filter((f) => f.optional && !f.showWhen && f.name !== 'middleName');

describe('the fields of one applicant', () => {
  it('asks every required question (and the middle name) first; the optional ones are behind one closed disclosure', () => {
    const page = fields(blankApplicant('a1', 'tourist'));
    const { shown, behind } = split(page);
    expect(shown).toEqual([...required.slice(0, 1), 'middleName', ...required.slice(1)]);
    expect(page.count('details.optional-details')).toBe(1);
    expect(page.attr('details.optional-details', 'open')).toBeUndefined();
    expect(page.text('details.optional-details > summary')).toBe('Add optional details');
    // The trip first, then in the page's order.
    expect(behind.slice(0, 7)).toEqual(sharedSections.trip.filter((f) => f !== 'portOfEntry'));
    expect([...behind].sort()).toEqual(optional.map((f) => f.name).sort());
  });

  it('is open from the start when an optional question has an answer', () => {
    expect(fields(first).attr('details.optional-details', 'open')).toBe('');
    // The purpose of the visit has a default: it alone does not open it.
    expect(
      fields({ ...blankApplicant('a1', 'tourist'), purposeOfVisit: 'business' }).attr('details', 'open'),
    ).toBe(undefined);
  });

  it('for an applicant sharing with applicant 1, shows neither the shared fields nor their optional ones', () => {
    const all: SameAsFirst = { contact: new Set(['a2']), trip: new Set(['a2']), emergency: new Set(['a2']) };
    const page = fields(blankApplicant('a2', 'tourist'), 1, all);
    const { shown, behind } = split(page);
    const shared: readonly string[] = Object.values(sharedSections).flat();
    expect(shown.filter((f) => shared.includes(f))).toEqual([]);
    expect(behind.filter((f) => shared.includes(f))).toEqual([]);
    expect(behind).toEqual([
      'countryOfBirth',
      'placeOfBirth',
      'employerName',
      'employerAddress',
      'employerPhone',
      'hasVisitedKenya',
      'refereeInKenya',
      'refereePhone',
    ]);
    // One box for the three sections, ticked, before the first of them: no box of each section.
    expect(page.all('input[type="checkbox"]').map((e) => [e.attribs.id, e.attribs.checked])).toEqual([
      ['applicant-2-sameAsFirst', ''],
    ]);
    expect(page.text('label[for="applicant-2-sameAsFirst"]')).toBe(
      'Same address and contact details, trip and emergency contact as applicant 1',
    );
  });

  it('shows each section’s own box beside the one box when not all three are shared, or a Change link asks for one', () => {
    const contactOnly: SameAsFirst = { ...noneSameAsFirst, contact: new Set(['a2']) };
    const boxes = (page: ReturnType<typeof render>) =>
      page.all('input[type="checkbox"]').map((e) => [e.attribs.id, e.attribs.checked === '']);
    expect(boxes(fields(blankApplicant('a2', 'tourist'), 1, contactOnly))).toEqual([
      ['applicant-2-sameAsFirst', false],
      ['applicant-2-sameAsFirst-contact', true],
      ['applicant-2-sameAsFirst-emergency', false],
      ['applicant-2-sameAsFirst-trip', false],
    ]);
    const all: SameAsFirst = { contact: new Set(['a2']), trip: new Set(['a2']), emergency: new Set(['a2']) };
    const page = fields(blankApplicant('a2', 'tourist'), 1, all, {}, 'applicant-2-sameAsFirst-trip');
    expect(boxes(page)).toEqual([
      ['applicant-2-sameAsFirst', true],
      ['applicant-2-sameAsFirst-contact', true],
      ['applicant-2-sameAsFirst-emergency', true],
      ['applicant-2-sameAsFirst-trip', true],
    ]);
    // Applicant 1 has none.
    expect(fields(first).count('input[type="checkbox"]')).toBe(0);
  });

  it('hints at each date that the whole date can be typed, after the field’s own hint', () => {
    const page = fields({ ...blankApplicant('a1', 'tourist'), hasVisitedKenya: 'yes' });
    const typing = 'You can also type the whole date, like 27/3/1985.';
    const fieldset = (name: string) => `fieldset[aria-describedby^="applicant-1-${name}-"]`;
    expect(page.described(fieldset('dateOfBirth'))).toEqual([`For example, 27 3 1985. ${typing}`]);
    expect(page.described(fieldset('dateOfArrival'))).toEqual([`At least 3 days from today. ${typing}`]);
    // A date without a hint of its own has this one alone.
    expect(page.described(fieldset('lastVisitDate'))).toEqual([typing]);
  });
});
