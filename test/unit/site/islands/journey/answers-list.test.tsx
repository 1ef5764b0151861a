import { describe, expect, it } from 'vitest';
import { pickMessages } from '../../../../../shared/i18n';
import { createTranslator } from '../../../../../shared/i18n/translate';
import type { MessageKey } from '../../../../../shared/i18n/types';
import { AnswersList } from '../../../../../site/islands/journey/AnswersList';
import type { AnswersDraft } from '../../../../../site/lib/journey/answers-draft';
import { islandPrefixes, visaIslandPrefixes } from '../../../../../site/lib/journey/island-messages';
import { withJourneyWords } from '../../../../../site/lib/journey/journey-words';
import { noneSameAsFirst } from '../../../../../site/lib/journey/same-as-first';
import { render } from '../form-kit/dom';
import { validApplicant, validStep1 } from '../../lib/journey/fixtures';

/** The answers of one traveller who has been to the destination before, with a contact there. */
const data = (portOfEntry: string) =>
  ({
    step1: validStep1,
    pricing: { processingType: 'normal', insurance: false },
    group: [],
    applicants: [
      validApplicant('a1', {
        portOfEntry,
        hasVisitedKenya: 'yes',
        lastVisitDate: '2024-5-1',
        refereeInKenya: 'Neema Mushi',
      }),
    ],
    sameAsFirst: noneSameAsFirst,
    agreements: { termsAccepted: true, privacyAccepted: true, dataAccuracy: true, paymentAgreement: true },
    signature: 'Ann Lee',
    optInOffers: false,
    residenceCountry: '',
    passportScans: [],
  }) as unknown as AnswersDraft;

const answers = (messages: Record<string, string>, portOfEntry: string) => {
  const t = createTranslator<MessageKey>('en', messages as Record<MessageKey, string>);
  const page = render(<AnswersList t={t} locale="en" countries={new Map()} data={data(portOfEntry)} />);
  return page.texts('dt, dd, h3').join(' | ');
};

describe('the answers of a traveller', () => {
  it('on Tanzania’s pages name Tanzania and its port', () => {
    const messages = withJourneyWords(
      {
        ...pickMessages('en', islandPrefixes.checkAnswers),
        ...pickMessages('en', visaIslandPrefixes('tanzania').details),
      },
      'tanzania',
    ) as Record<string, string>;
    const text = answers(messages, 'JRO');
    expect(text).toContain('Kilimanjaro International Airport');
    expect(text).toContain('Has this applicant visited Tanzania before?');
    expect(text).toContain('Contact person in Tanzania');
    expect(text).toContain('Previous visits and contacts in Tanzania');
    // The traveller's answers (step 1's rows are Kenya's journey's own: eTA type, how to Kenya).
    const traveller = text.slice(text.indexOf('Personal details'), text.indexOf('Terms of Service'));
    expect(traveller).toContain('Port of entry | Kilimanjaro International Airport');
    expect(traveller).not.toContain('Kenya');
  });

  it('on Kenya’s pages stay Kenya’s', () => {
    const text = answers(pickMessages('en', islandPrefixes.checkAnswers) as Record<string, string>, 'MOI');
    expect(text).toContain('Moi International Airport (Mombasa)');
    expect(text).toContain('Has this applicant visited Kenya before?');
    expect(text).toContain('Contact person in Kenya');
  });
});
