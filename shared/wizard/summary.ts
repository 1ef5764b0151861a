import { countryName } from '../countries';
import type { MailKey, SiteKey } from '../i18n/types';
import { getLocale, type LocaleCode } from '../locales';
import type { WizardAnswers, YesNo } from './form-data';
import { wizardPorts } from './ports';

/**
 * The wizard's own sections of an application (`wizard` on the application item), as staff, the
 * confirmation mail and the agreement PDF show them (issue 15 "What to build" 5): home address, trip,
 * accommodation, flights, ports, previous visit, security answers and the customs declaration with its
 * descriptions. The labels are the ones the traveller saw on the wizard's steps; the personal, passport
 * and contact answers are the applicant's (shown with the applicant), so they are not repeated here.
 * Rows that do not apply (a hotel's fields for a private host, a description after No) are left out.
 */

/** The keys the sections use: in the site's dictionaries and copied into the mails' (which the PDF reads). */
export type WizardSummaryKey = Extract<SiteKey, MailKey>;

export type WizardSectionId =
  'homeAddress' | 'trip' | 'accommodation' | 'flights' | 'ports' | 'previousVisit' | 'security' | 'customs';

export type WizardSummaryValue =
  | { readonly kind: 'text' | 'ltr'; readonly text: string }
  | { readonly kind: 'date'; readonly date: string }
  | { readonly kind: 'yesNo'; readonly yes: boolean }
  | { readonly kind: 'country'; readonly code: string }
  | { readonly kind: 'option'; readonly key: WizardSummaryKey; readonly raw: string }
  | { readonly kind: 'port'; readonly code: string }
  | { readonly kind: 'cash'; readonly amount: string; readonly currency: string };

export interface WizardSummaryRow {
  readonly field: keyof WizardAnswers;
  readonly label: WizardSummaryKey;
  readonly value: WizardSummaryValue;
}

export interface WizardSummarySection {
  readonly id: WizardSectionId;
  readonly title: WizardSummaryKey;
  readonly rows: readonly WizardSummaryRow[];
}

export const wizardSectionTitles: Readonly<Record<WizardSectionId, WizardSummaryKey>> = {
  homeAddress: 'common.group.homeAddress',
  trip: 'common.group.trip',
  accommodation: 'common.group.accommodation',
  flights: 'common.group.flights',
  ports: 'common.group.ports',
  previousVisit: 'common.group.previousVisit',
  security: 'common.group.security',
  customs: 'wizard.step.customs.title',
};

type Row = WizardSummaryRow | undefined;
const text = (field: keyof WizardAnswers, label: WizardSummaryKey, value: string, ltr = false): Row =>
  value.trim() === ''
    ? undefined
    : { field, label, value: { kind: ltr ? 'ltr' : 'text', text: value.trim() } };
const date = (field: keyof WizardAnswers, label: WizardSummaryKey, value: string): Row =>
  value === '' ? undefined : { field, label, value: { kind: 'date', date: value } };
const yesNo = (field: keyof WizardAnswers, label: WizardSummaryKey, value: YesNo): Row =>
  value === '' ? undefined : { field, label, value: { kind: 'yesNo', yes: value === 'yes' } };
const when = (answer: YesNo, row: Row): Row => (answer === 'yes' ? row : undefined);

function option(field: 'purposeOfVisit' | 'accommodationType', label: WizardSummaryKey, value: string): Row {
  if (value === '') return undefined;
  const key = `common.option.${field}.${value}` as WizardSummaryKey;
  return { field, label, value: { kind: 'option', key, raw: value } };
}

const port = (field: 'portOfEntry' | 'portOfExit', label: WizardSummaryKey, code: string): Row =>
  code === '' ? undefined : { field, label, value: { kind: 'port', code } };

/** The sections of a wizard application, in the wizard's order; empty sections are left out. */
export function wizardSummary(a: WizardAnswers): WizardSummarySection[] {
  const hotel = a.accommodationType === 'hotel';
  const host = a.accommodationType === 'private';
  const sections: Record<WizardSectionId, Row[]> = {
    homeAddress: [
      text('homeAddress', 'wizard.field.homeAddress', a.homeAddress),
      text('city', 'common.field.city', a.city),
      text('stateProvince', 'common.field.stateProvince', a.stateProvince),
      text('postalCode', 'common.field.postalCode', a.postalCode, true),
      a.country
        ? { field: 'country', label: 'wizard.field.country', value: { kind: 'country', code: a.country } }
        : undefined,
    ],
    trip: [
      option('purposeOfVisit', 'common.field.purposeOfVisit', a.purposeOfVisit),
      date('arrivalDate', 'common.field.dateOfArrival', a.arrivalDate),
      date('departureDate', 'common.field.dateOfDeparture', a.departureDate),
    ],
    accommodation: [
      option('accommodationType', 'common.field.accommodationType', a.accommodationType),
      hotel ? text('hotelName', 'common.field.hotelName', a.hotelName) : undefined,
      hotel ? text('hotelAddress', 'common.field.hotelAddress', a.hotelAddress) : undefined,
      host ? text('hostName', 'common.field.hostName', a.hostName) : undefined,
      host ? text('hostAddress', 'common.field.hostAddress', a.hostAddress) : undefined,
      host ? text('hostPhone', 'common.field.hostPhone', a.hostPhone, true) : undefined,
      host ? text('hostEmail', 'wizard.field.hostEmail', a.hostEmail, true) : undefined,
    ],
    flights: [
      text('arrivalFlightNumber', 'wizard.field.arrivalFlightNumber', a.arrivalFlightNumber, true),
      text('departureFlightNumber', 'wizard.field.departureFlightNumber', a.departureFlightNumber, true),
    ],
    ports: [
      port('portOfEntry', 'common.field.portOfEntry', a.portOfEntry),
      port('portOfExit', 'wizard.field.portOfExit', a.portOfExit),
    ],
    previousVisit: [
      yesNo('previousVisitToKenya', 'wizard.question.previousVisit', a.previousVisitToKenya),
      when(a.previousVisitToKenya, date('lastVisitDate', 'common.field.lastVisitDate', a.lastVisitDate)),
    ],
    security: [
      yesNo('convictedOfCrime', 'wizard.question.convicted', a.convictedOfCrime),
      yesNo('deniedVisa', 'wizard.question.deniedVisa', a.deniedVisa),
    ],
    customs: [
      yesNo('carryingCash', 'wizard.question.cash', a.carryingCash),
      a.carryingCash === 'yes' && a.cashAmount.trim() !== ''
        ? {
            field: 'cashAmount',
            label: 'common.field.cashAmount',
            value: { kind: 'cash', amount: a.cashAmount.trim(), currency: a.cashCurrency },
          }
        : undefined,
      yesNo('carryingGoods', 'wizard.question.goods', a.carryingGoods),
      when(a.carryingGoods, text('goodsDescription', 'wizard.field.goodsDescription', a.goodsDescription)),
      yesNo('carryingMedicine', 'wizard.question.medicine', a.carryingMedicine),
      when(
        a.carryingMedicine,
        text('medicineDescription', 'wizard.field.medicineDescription', a.medicineDescription),
      ),
      yesNo('carryingWeapons', 'wizard.question.weapons', a.carryingWeapons),
      yesNo('carryingDrugs', 'wizard.question.drugs', a.carryingDrugs),
      yesNo('carryingAnimals', 'wizard.question.animals', a.carryingAnimals),
      when(
        a.carryingAnimals,
        text('animalsDescription', 'wizard.field.animalsDescription', a.animalsDescription),
      ),
      a.customsDeclaration
        ? {
            field: 'customsDeclaration',
            label: 'wizard.customs.declaration',
            value: { kind: 'yesNo', yes: true },
          }
        : undefined,
    ],
  };
  return (Object.keys(wizardSectionTitles) as WizardSectionId[])
    .map((id) => ({
      id,
      title: wizardSectionTitles[id],
      rows: sections[id].filter((r): r is WizardSummaryRow => r !== undefined),
    }))
    .filter((s) => s.rows.length > 0);
}

/** A calendar date (`YYYY-MM-DD`) as a medium date in the reader's language; the raw text otherwise. */
function calendarDate(value: string, locale: LocaleCode): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const instant = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(instant.getTime())) return value;
  return new Intl.DateTimeFormat(getLocale(locale).tag, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    instant,
  );
}

/** A currency's name in the reader's language ("euros"), or its code. */
function currencyText(code: string, locale: LocaleCode): string {
  if (!/^[A-Z]{3}$/.test(code)) return code;
  const name = new Intl.DisplayNames([getLocale(locale).tag], { type: 'currency', fallback: 'code' }).of(
    code,
  );
  return name && name !== code ? `${code} (${name})` : code;
}

/** A row's value as the reader's language writes it (`t` translates the keys above). */
export function wizardValueText(
  value: WizardSummaryValue,
  locale: LocaleCode,
  t: (key: WizardSummaryKey) => string,
): string {
  switch (value.kind) {
    case 'text':
    case 'ltr':
      return value.text;
    case 'date':
      return calendarDate(value.date, locale);
    case 'yesNo':
      return t(value.yes ? 'common.form.yes' : 'common.form.no');
    case 'country':
      return countryName(value.code, locale);
    case 'option': {
      const label = t(value.key);
      return label === value.key ? value.raw : label;
    }
    case 'port': {
      const known = wizardPorts.find((p) => p.code === value.code);
      if (!known) return value.code;
      return 'name' in known ? known.name : t('wizard.option.port.other');
    }
    case 'cash':
      return [value.amount, currencyText(value.currency, locale)].filter(Boolean).join(' ');
  }
}

/** Every section as label/value text: what the mail and the PDF print. */
export function wizardSummaryText(
  answers: WizardAnswers,
  locale: LocaleCode,
  t: (key: WizardSummaryKey) => string,
): { readonly title: string; readonly rows: readonly (readonly [string, string])[] }[] {
  return wizardSummary(answers).map((section) => ({
    title: t(section.title),
    rows: section.rows.map((row) => [t(row.label), wizardValueText(row.value, locale, t)] as const),
  }));
}
