import { describe, expect, it } from 'vitest';
import { localeCodes } from '../../../../shared/locales';
import { pickMessages } from '../../../../shared/i18n';
import { emptyWizardForm, wizardSteps, type WizardForm } from '../../../../shared/wizard/form-data';
import { checkWizardStep } from '../../../../shared/wizard/rules';
import { otherPortLabel, wizardPortLabel, wizardPorts } from '../../../../shared/wizard/ports';
import { today, withAnswers } from './fixtures';

/** Forms that, between them, make the rules give many different messages. */
const forms: WizardForm[] = [
  emptyWizardForm(),
  withAnswers({ carryingCash: 'yes', carryingGoods: 'yes', carryingMedicine: 'yes', carryingAnimals: 'yes' }),
  withAnswers({ accommodationType: 'private', previousVisitToKenya: 'yes', dateOfBirth: '1850-01-01' }),
  withAnswers({ arrivalDate: '2026-06-15', departureDate: '2026-06-01', passportExpiryDate: '2026-01-01' }),
];

describe('the wizard’s messages', () => {
  const messages = new Set(
    forms.flatMap((form) =>
      wizardSteps.flatMap((step) => checkWizardStep(step, form, today).map((i) => i.message)),
    ),
  );

  it('are many different ones', () => {
    expect(messages.size).toBeGreaterThan(40);
  });

  it.each(localeCodes)('exist in %s, translated', (code) => {
    const dictionary: Record<string, string> = pickMessages(code, [
      'wizard.',
      'journey.error.',
      'documents.errors.',
    ]);
    for (const key of messages) expect(dictionary[key], key).toMatch(/\S/);
  });

  it.each(localeCodes.filter((c) => c !== 'en'))('are not English copies in %s', (code) => {
    const english: Record<string, string> = pickMessages('en', ['wizard.']);
    const local: Record<string, string> = pickMessages(code, ['wizard.']);
    const copies = Object.keys(english).filter((key) => local[key] === english[key]);
    expect(copies).toEqual([]);
  });

  it('read as the specification writes them in English', () => {
    const english = pickMessages('en', ['wizard.']);
    expect(english['wizard.error.passportIssueDate.tooOld']).toBe(
      'Passport is too old. Please renew your passport.',
    );
    expect(english['wizard.error.departureDate.maxStay']).toBe(
      'Maximum stay is 90 days. Please adjust your departure date.',
    );
    expect(english['wizard.warning.passportValidity.long']).toBe(
      'Passport validity period seems unusually long. Please verify dates.',
    );
  });
});

describe('the wizard’s ports', () => {
  it('are the eight of the specification, with unique codes', () => {
    expect(wizardPorts.map((p) => p.code)).toEqual([
      'JKIA',
      'MOI',
      'ELD',
      'KLM',
      'MAL',
      'NAMANGA',
      'BUSIA',
      'OTHER',
    ]);
  });

  it('are named by their proper name, "other" in the reader’s language', () => {
    const turkish: Record<string, string> = pickMessages('tr', ['wizard.']);
    const t = (key: string) => turkish[key] ?? key;
    expect(wizardPortLabel('JKIA', t)).toBe('Jomo Kenyatta International Airport (Nairobi)');
    expect(wizardPortLabel('OTHER', t)).toBe(turkish[otherPortLabel]);
  });
});
