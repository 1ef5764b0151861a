import type { MessageKey } from '../../../shared/i18n/types';
import { getLocale, type LocaleCode } from '../../../shared/locales';
import { optionLabels } from '../../../shared/journey/options';
import {
  wizardDocumentSlots,
  type WizardFileSlot,
  type WizardForm,
  type WizardStepId,
} from '../../../shared/wizard/form-data';
import { wizardPortLabel } from '../../../shared/wizard/ports';
import { countryLabel, type CountryNames } from '../../lib/journey/country-lookup';
import { toIsoDate } from '../../lib/journey/date-parts';
import { SummaryList, type SummaryRow } from '../form-kit/SummaryList';
import { formatCalendarDate } from '../../../shared/time-format';
import type { T } from '../journey/i18n';
import { stepHash, stepTitle } from './StepList';
import type { StepNumber } from './wizard-state';

type Kind = 'text' | 'date' | 'country' | 'yesno' | 'gender' | 'purpose' | 'accommodation' | 'port' | 'file';
type Row = readonly [field: keyof WizardForm | WizardFileSlot, label: MessageKey, kind?: Kind];

/** Every answer of steps 1 to 7, by step, with the label its step shows. */
const sections: readonly (readonly [StepNumber, WizardStepId, readonly Row[]])[] = [
  [1, 'passport', [['passportFile', 'wizard.upload.passport.label', 'file']]],
  [2, 'photo', [['photoFile', 'wizard.upload.photo.label', 'file']]],
  [
    3,
    'contact',
    [
      ['firstName', 'common.field.firstName'],
      ['lastName', 'common.field.lastName'],
      ['dateOfBirth', 'common.field.dateOfBirth', 'date'],
      ['nationality', 'common.field.nationality', 'country'],
      ['gender', 'common.field.gender', 'gender'],
      ['passportNumber', 'common.field.passportNumber'],
      ['passportIssueCountry', 'common.field.passportIssuingCountry', 'country'],
      ['passportIssueDate', 'common.field.passportIssuedDate', 'date'],
      ['passportExpiryDate', 'common.field.passportExpiryDate', 'date'],
      ['email', 'common.field.email'],
      ['phoneNumber', 'common.field.phone'],
      ['homeAddress', 'wizard.field.homeAddress'],
      ['city', 'common.field.city'],
      ['stateProvince', 'common.field.stateProvince'],
      ['postalCode', 'common.field.postalCode'],
      ['country', 'wizard.field.country', 'country'],
    ],
  ],
  [
    4,
    'trip',
    [
      ['purposeOfVisit', 'common.field.purposeOfVisit', 'purpose'],
      ['arrivalDate', 'common.field.dateOfArrival', 'date'],
      ['departureDate', 'common.field.dateOfDeparture', 'date'],
      ['accommodationType', 'common.field.accommodationType', 'accommodation'],
      ['hotelName', 'common.field.hotelName'],
      ['hotelAddress', 'common.field.hotelAddress'],
      ['hostName', 'common.field.hostName'],
      ['hostAddress', 'common.field.hostAddress'],
      ['hostPhone', 'common.field.hostPhone'],
      ['hostEmail', 'wizard.field.hostEmail'],
    ],
  ],
  [
    5,
    'travel',
    [
      ['arrivalFlightNumber', 'wizard.field.arrivalFlightNumber'],
      ['departureFlightNumber', 'wizard.field.departureFlightNumber'],
      ['portOfEntry', 'common.field.portOfEntry', 'port'],
      ['portOfExit', 'wizard.field.portOfExit', 'port'],
      ['previousVisitToKenya', 'wizard.question.previousVisit', 'yesno'],
      ['lastVisitDate', 'common.field.lastVisitDate', 'date'],
      ['convictedOfCrime', 'wizard.question.convicted', 'yesno'],
      ['deniedVisa', 'wizard.question.deniedVisa', 'yesno'],
    ],
  ],
  [
    6,
    'customs',
    [
      ['carryingCash', 'wizard.question.cash', 'yesno'],
      ['cashAmount', 'common.field.cashAmount'],
      ['cashCurrency', 'wizard.field.cashCurrency'],
      ['carryingGoods', 'wizard.question.goods', 'yesno'],
      ['goodsDescription', 'wizard.field.goodsDescription'],
      ['carryingMedicine', 'wizard.question.medicine', 'yesno'],
      ['medicineDescription', 'wizard.field.medicineDescription'],
      ['carryingWeapons', 'wizard.question.weapons', 'yesno'],
      ['carryingDrugs', 'wizard.question.drugs', 'yesno'],
      ['carryingAnimals', 'wizard.question.animals', 'yesno'],
      ['animalsDescription', 'wizard.field.animalsDescription'],
    ],
  ],
  [7, 'documents', wizardDocumentSlots.map((slot) => [slot, `wizard.document.${slot}`, 'file'] as const)],
];

const isFileSlot = (field: string, kind: Kind | undefined): field is WizardFileSlot => kind === 'file';

function shown(t: T, locale: LocaleCode, names: CountryNames, form: WizardForm, row: Row): string {
  const [field, , kind] = row;
  if (isFileSlot(field, kind)) return form.files[field]?.fileName ?? '';
  const value = form[field as keyof WizardForm];
  if (typeof value !== 'string' || !value) return '';
  switch (kind) {
    case 'date': {
      const iso = toIsoDate(value);
      return iso ? formatCalendarDate(iso, getLocale(locale).tag) : value;
    }
    case 'country':
      return countryLabel(names, value);
    case 'yesno':
      return t(value === 'yes' ? 'common.form.yes' : 'common.form.no');
    case 'gender':
      return t(optionLabels.gender[value as keyof typeof optionLabels.gender]);
    case 'purpose':
      return t(optionLabels.purposeOfVisit[value as keyof typeof optionLabels.purposeOfVisit]);
    case 'accommodation':
      return t(`common.option.accommodationType.${value as 'hotel' | 'private' | 'other'}`);
    case 'port':
      return wizardPortLabel(value, t);
    default:
      return field === 'phoneNumber' ? `${form.phoneCountryCode} ${value}` : value;
  }
}

interface Props {
  readonly t: T;
  readonly locale: LocaleCode;
  readonly names: CountryNames;
  readonly form: WizardForm;
}

/**
 * Step 8's summary of every step (GOV.UK summary list): each answer given, with a Change link that goes
 * back to its step (the address `#step-…`, so it works as a plain link too).
 */
export function WizardSummary({ t, locale, names, form }: Props) {
  return (
    <div className="wizard-summary">
      {sections.map(([step, id, rows]) => {
        const title = stepTitle(t, step);
        const list: SummaryRow[] = rows.map((row) => ({
          key: row[0],
          label: t(row[1]),
          value: shown(t, locale, names, form, row),
          ltr: row[0] === 'email' || row[0] === 'phoneNumber' || row[0] === 'passportNumber',
          change: {
            href: stepHash(step),
            text: t('flow.check.change'),
            hidden: `${title}: ${t(row[1])}`,
          },
        }));
        return (
          <section key={id} aria-labelledby={`summary-${id}`} data-summary={id}>
            <h3 id={`summary-${id}`}>{title}</h3>
            <SummaryList rows={list} />
          </section>
        );
      })}
    </div>
  );
}
