import { describe, expect, it } from 'vitest';
import type { WizardAnswers, WizardForm } from '../../../../shared/wizard/form-data';
import { wizardSummary, wizardSummaryText } from '../../../../shared/wizard/summary';
import { mailTranslator } from '../../../../functions/applications/mail/mail-text';
import { completeWizardForm, withAnswers } from './fixtures';

function answersOf(form: WizardForm): WizardAnswers {
  const {
    files: _files,
    confirmDataAccuracy: _a,
    confirmTerms: _b,
    confirmPrivacy: _c,
    confirmPayment: _d,
    ...answers
  } = form;
  return answers;
}

const privateHost = answersOf(
  withAnswers({
    accommodationType: 'private',
    hotelName: 'left over from the hotel choice',
    hostName: 'Wanjiru Kamau',
    hostAddress: 'Ngong Road 4, Nairobi',
    hostPhone: '+254 712 345678',
    hostEmail: 'wanjiru@example.com',
    previousVisitToKenya: 'yes',
    lastVisitDate: '2019-03-27',
    carryingCash: 'yes',
    cashAmount: '12000',
    cashCurrency: 'EUR',
    carryingMedicine: 'yes',
    medicineDescription: 'Insulin, 10 pens',
    goodsDescription: 'not asked: goods answered No',
    portOfExit: 'NAMANGA',
  }),
);

describe('the wizard’s sections for staff, mails and the PDF', () => {
  it('lists the sections in the wizard’s order, without the applicant’s own answers', () => {
    const sections = wizardSummary(answersOf(completeWizardForm()));
    expect(sections.map((s) => s.id)).toEqual([
      'homeAddress',
      'trip',
      'accommodation',
      'flights',
      'ports',
      'previousVisit',
      'security',
      'customs',
    ]);
    const fields = sections.flatMap((s) => s.rows.map((r) => r.field));
    expect(fields).not.toContain('firstName');
    expect(fields).not.toContain('passportNumber');
    expect(fields).toContain('hotelName');
    expect(fields).not.toContain('hostName');
    expect(fields).not.toContain('lastVisitDate');
  });

  it('shows a private host’s fields, the last visit and the customs descriptions only where they apply', () => {
    const rows = wizardSummary(privateHost).flatMap((s) => s.rows.map((r) => r.field));
    expect(rows).toEqual(expect.arrayContaining(['hostName', 'hostEmail', 'lastVisitDate', 'cashAmount']));
    expect(rows).toContain('medicineDescription');
    expect(rows).not.toContain('hotelName');
    expect(rows).not.toContain('goodsDescription');
  });

  it('writes the answers in the reader’s language (English)', () => {
    const t = mailTranslator('en');
    const text = wizardSummaryText(privateHost, 'en', t);
    const section = (title: string) => Object.fromEntries(text.find((s) => s.title === title)?.rows ?? []);
    expect(section('Home address')).toMatchObject({ Country: 'Türkiye', City: 'İstanbul' });
    expect(section('Trip details')).toMatchObject({
      'Purpose of visit': 'Tourism',
      'Arrival date': 'Jul 1, 2026',
    });
    expect(section('Accommodation')['Type of accommodation']).toBe('Private accommodation (host)');
    expect(section('Ports of entry and exit')).toEqual({
      'Port of entry': 'Jomo Kenyatta International Airport (Nairobi)',
      'Port of exit': 'Namanga One Stop Border Post',
    });
    expect(section('Previous visit to Kenya')).toEqual({
      'Have you visited Kenya before?': 'Yes',
      'Date of the last visit': 'Mar 27, 2019',
    });
    const customs = section('Customs Declaration');
    expect(customs['Amount of cash']).toBe('12000 EUR (Euro)');
    expect(customs['Describe the medicines and their quantities']).toBe('Insulin, 10 pens');
    expect(customs['Are you carrying firearms, ammunition or other weapons?']).toBe('No');
  });

  it('writes them in Turkish with the Turkish labels', () => {
    const t = mailTranslator('tr');
    const text = wizardSummaryText(privateHost, 'tr', t);
    const titles = text.map((s) => s.title);
    expect(titles).toContain('Ev adresi');
    expect(titles).toContain('Güvenlik soruları');
    const previous = text.find((s) => s.title === 'Kenya’ya önceki ziyaret');
    expect(previous?.rows[0]?.[1]).toBe('Evet');
    expect(previous?.rows[1]?.[1]).toBe('27 Mar 2019');
  });
});
