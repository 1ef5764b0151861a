import { afterEach, describe, expect, it, vi } from 'vitest';
import { tanzaniaDefaultPort, tanzaniaPortCodes } from '../../../../../shared/destinations/tanzania/ports';
import { pickMessages } from '../../../../../shared/i18n';
import { createTranslator } from '../../../../../shared/i18n/translate';
import type { MessageKey } from '../../../../../shared/i18n/types';
import { noneSameAsFirst } from '../../../../../site/lib/journey/same-as-first';
import { render } from '../form-kit/dom';
import { today, validApplicant } from '../../lib/journey/fixtures';

/**
 * The details page's modules as a page at `path` loads them: the journey is read from the path when
 * they are first imported (`currentJourney`), so each case imports fresh copies.
 */
async function detailsPageAt(path: string) {
  vi.resetModules();
  vi.stubGlobal('location', { pathname: path });
  // The Tanzania page gives the form Tanzania's ports (DetailsForm's `ports`).
  if (path.includes('/apply-visa')) {
    const { applyDetailsPorts } = await import('../../../../../site/lib/journey/details-ports');
    applyDetailsPorts({ codes: tanzaniaPortCodes, default: tanzaniaDefaultPort });
  }
  return {
    ...(await import('../../../../../site/lib/journey/draft')),
    ...(await import('../../../../../site/lib/journey/details-validation')),
    ...(await import('../../../../../site/islands/journey/ApplicantFields')),
    ...(await import('../../../../../site/lib/journey/current-journey')),
  };
}

const t = createTranslator<MessageKey>(
  'en',
  pickMessages('en', ['flow.', 'journey.', 'common.']) as Record<MessageKey, string>,
);

async function portsOffered(path: string) {
  const page = await detailsPageAt(path);
  const html = render(
    <page.ApplicantFields
      t={t}
      locale="en"
      index={0}
      applicant={page.blankApplicant('a1', 'tourist')}
      first={undefined}
      sameAsFirst={noneSameAsFirst}
      onSameAsFirst={() => undefined}
      onChange={() => undefined}
      errors={{}}
      warnings={{}}
      countries={new Map()}
    />,
  );
  return {
    page,
    values: html.all('#applicant-1-portOfEntry option').map((o) => o.attribs.value),
    labels: html.texts('#applicant-1-portOfEntry option'),
    chosen: html.all('#applicant-1-portOfEntry option[selected]').map((o) => o.attribs.value),
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('the ports of entry of the details page', () => {
  it('on Tanzania’s journey are Tanzania’s, Julius Nyerere for a new traveller', async () => {
    const { page, values, labels, chosen } = await portsOffered('/fr/apply-visa/details');
    expect(page.currentJourney).toBe('tanzania');
    expect(values).toEqual(['DAR', 'JRO', 'ZNZ', 'NAMANGA', 'HOLILI', 'HOROHORO', 'SIRARI', 'TUNDUMA']);
    expect(labels[0]).toBe('Julius Nyerere International Airport (Dar es Salaam)');
    expect(labels[7]).toBe('Tunduma border post (from Zambia)');
    expect(chosen).toEqual(['DAR']);
    expect(page.blankApplicant('a2', 'business').portOfEntry).toBe('DAR');
  });

  it('on Tanzania’s journey take a Tanzania port and refuse a Kenya one', async () => {
    const { page } = await portsOffered('/apply-visa/details');
    const traveller = { ...validApplicant('a1'), nationality: 'US' };
    expect(page.applicantErrors({ ...traveller, portOfEntry: 'ZNZ' }, today)).toEqual({});
    expect(page.applicantErrors({ ...traveller, portOfEntry: 'JKIA' }, today)).toEqual({
      portOfEntry: 'journey.error.option.invalid',
    });
  });

  it('on Kenya’s journey stay Kenya’s five, Jomo Kenyatta first, and refuse a Tanzania port', async () => {
    const { page, values, chosen } = await portsOffered('/kenya-eta-details');
    expect(page.currentJourney).toBe('kenya');
    expect(values).toEqual(['JKIA', 'MOI', 'KLM', 'MAL', 'NYK']);
    expect(chosen).toEqual(['JKIA']);
    expect(page.applicantErrors({ ...validApplicant('a1'), portOfEntry: 'DAR' }, today)).toEqual({
      portOfEntry: 'journey.error.option.invalid',
    });
    expect(page.applicantErrors(validApplicant('a1'), today)).toEqual({});
  });
});
