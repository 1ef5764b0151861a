import { Fragment, lazy, Suspense, useEffect, useState, type ComponentProps } from 'react';
import type { MessageKey } from '../../../shared/i18n/types';
import type { AskedQuestions } from '../../../shared/journey/section-fields';
import type { LocaleCode } from '../../../shared/locales';
import { optionLabels } from '../../../shared/journey/options';
import {
  applicantFieldGroups,
  fieldLabel,
  type ApplicantField,
  type FieldGroup,
  type FieldSpec,
} from '../../lib/journey/applicant-fields';
import { countryOptions, type CountryNames } from '../../lib/journey/country-lookup';
import { detailsPorts } from '../../lib/journey/details-ports';
import type { ApplicantDraft } from '../../lib/journey/draft';
import {
  isSharedSection,
  sameAsFirstId,
  sharedSectionNames,
  takesFromFirst,
  type SameAsFirst,
  type SharedSection,
} from '../../lib/journey/same-as-first';
import type { FieldMessages } from '../../lib/journey/applicant-check';
import { DateField } from '../form-kit/DateField';
import { Checkbox, type Option, RadioGroup, SelectField, TextField } from '../form-kit/fields';
import { useRevealedCount } from '../form-kit/use-revealed-count';
import { prefixesOf, type T } from './i18n';

interface Props {
  readonly t: T;
  readonly locale: LocaleCode;
  readonly index: number;
  readonly applicant: ApplicantDraft;
  /** Applicant 1, for "same as applicant 1" (undefined for applicant 1 itself). */
  readonly first: ApplicantDraft | undefined;
  /** Per section, who chose "same as applicant 1". */
  readonly sameAsFirst: SameAsFirst;
  readonly onSameAsFirst: (section: SharedSection, same: boolean) => void;
  readonly onChange: (field: ApplicantField, value: string) => void;
  readonly errors: FieldMessages;
  readonly warnings: FieldMessages;
  /** The names of the countries in the page's language. */
  readonly countries: CountryNames;
  /** What the chosen visa type asks (`VisaType.questions`); absent: a visit's, every group. */
  readonly questions?: AskedQuestions | undefined;
  /** The field about to be focused (a Change link's): a section's own box shows the three choices. */
  readonly focusId?: string | undefined;
}

/** The words of each section's "same as applicant 1" choice. */
const sameAsFirstKeys = {
  contact: {
    label: 'flow.details.sameAsFirst.contact',
    hint: 'flow.details.sameAsFirst.contact.hint',
    copied: 'flow.details.sameAsFirst.contact.copied',
  },
  trip: {
    label: 'flow.details.sameAsFirst',
    hint: 'flow.details.sameAsFirst.hint',
    copied: 'flow.details.sameAsFirst.copied',
  },
  emergency: {
    label: 'flow.details.sameAsFirst.emergency',
    hint: 'flow.details.sameAsFirst.emergency.hint',
    copied: 'flow.details.sameAsFirst.emergency.copied',
  },
} as const satisfies Record<SharedSection, Record<string, MessageKey>>;

type SelectProps = Omit<ComponentProps<typeof SelectField>, 'options'>;

/** A list's options; the ports of entry are the journey's (`detailsPorts`). */
function optionsOf(t: T, spec: FieldSpec): Option[] {
  if (!spec.options) return [];
  if (spec.options === 'portOfEntry') {
    return detailsPorts.codes.map((value) => ({
      value,
      label: t(`journey.port.${value}` as MessageKey),
    }));
  }
  const labels = optionLabels[spec.options] as Record<string, MessageKey>;
  return Object.entries(labels).map(([value, key]) => ({ value, label: t(key) }));
}

/**
 * A country list that renders its chosen option only until it is focused or touched: the ~260
 * others come then, before a typed letter or the opened list can choose one (the first render of the
 * details page had 783 options in three lists, most of its ~1,270 elements: issue 12 item 4). A
 * link to the field (an error summary, a Change link) focuses it, which opens it too.
 */
function CountrySelect({ countries, ...props }: SelectProps & { readonly countries: CountryNames }) {
  const [all, setAll] = useState(false);
  const open = () => setAll(true);
  const chosen = countries.get(props.value);
  const options = all ? countryOptions(countries) : chosen ? [{ value: props.value, label: chosen }] : [];
  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- the select inside is the control: this only hears its focus and touch
    <div onFocus={open} onPointerDown={open}>
      <SelectField {...props} options={options} />
    </div>
  );
}

/** Every field of one applicant, in fieldsets; address and contact, trip and emergency contact can be "the same as applicant 1". */
/**
 * What applicant 1 gave for a section another applicant takes from them: its own chunk, asked for as
 * soon as the fields are on screen (it is there before the traveller reaches applicant 2), not with the
 * page's first script, which the details page's JavaScript budget keeps small.
 */
const loadSharedSectionSummary = () => import('./SharedSectionSummary');
const SharedSectionSummary = lazy(loadSharedSectionSummary);
/** The sections only some visa types ask (invitation, onward travel): loaded when the type asks one. */
const VisaSections = lazy(() => import('./VisaSections'));

export function ApplicantFields(props: Props) {
  useEffect(() => {
    void loadSharedSectionSummary();
  }, []);
  const { t, index, applicant, first, sameAsFirst, onSameAsFirst, onChange, errors, warnings } = props;
  // What the chosen visa type does not ask is not shown (nor checked); what only it asks comes on demand.
  const notAsked = props.questions?.notAsked ?? [];
  const own = props.questions?.own ?? [];
  const prefixes = prefixesOf(t);
  const optional = ` ${t('flow.form.optional')}`;

  const field = (spec: FieldSpec) => {
    const id = `applicant-${index + 1}-${spec.name}`;
    const label = t(fieldLabel(spec.name)) + (spec.optional ? optional : '');
    const common = {
      label,
      hint: spec.hint && t(spec.hint),
      error: errors[spec.name] && t(errors[spec.name] as MessageKey),
      warning: warnings[spec.name] && t(warnings[spec.name] as MessageKey),
      prefixes,
    };
    const value = applicant[spec.name] ?? '';
    const set = (v: string) => onChange(spec.name, v);
    switch (spec.kind) {
      case 'date':
        return (
          <DateField
            key={id}
            id={id}
            legend={label}
            {...common}
            // The field's own hint, then that the whole date can be typed (`9/12/1986` or pasted).
            hint={[common.hint, t('flow.form.dateTyping')].filter(Boolean).join(' ')}
            value={value}
            onChange={set}
            labels={{ day: t('flow.form.day'), month: t('flow.form.month'), year: t('flow.form.year') }}
            autoCompletePrefix={spec.autocomplete}
          />
        );
      case 'country':
        return (
          <CountrySelect
            key={id}
            id={id}
            {...common}
            value={value}
            onChange={set}
            countries={props.countries}
            placeholder={t('flow.form.choose')}
          />
        );
      case 'select':
        return (
          <SelectField
            key={id}
            id={id}
            {...common}
            value={value}
            onChange={set}
            options={optionsOf(t, spec)}
            placeholder={spec.optional ? t('flow.form.choose') : value ? undefined : t('flow.form.choose')}
          />
        );
      case 'radio':
      case 'yesno':
        return (
          <RadioGroup
            key={id}
            id={id}
            {...common}
            value={value}
            onChange={set}
            inline
            options={
              spec.kind === 'yesno'
                ? [
                    { value: 'yes', label: t('common.form.yes') },
                    { value: 'no', label: t('common.form.no') },
                  ]
                : optionsOf(t, spec)
            }
          />
        );
      default:
        return (
          <TextField
            key={id}
            id={id}
            {...common}
            value={value}
            onChange={set}
            type={spec.kind === 'textarea' ? 'text' : spec.kind}
            inputMode={spec.kind === 'email' ? 'email' : spec.kind === 'tel' ? 'tel' : undefined}
            multiline={spec.kind === 'textarea'}
            autoComplete={spec.autocomplete}
            ltr={spec.ltr}
            spellCheck={spec.ltr ? false : undefined}
          />
        );
    }
  };

  // Which fields this applicant is asked: those shown (lastVisitDate after a Yes), not taken from
  // applicant 1. The optional ones (but the middle name, which a passport's name includes) are behind
  // "Add optional details", closed by default, so a traveller giving only what is required passes
  // none of them; it is open from the start when one of them has an answer, and an error link to
  // one of them opens it (focusField).
  const asked = (group: FieldGroup) =>
    group.fields
      .filter((spec) => !notAsked.includes(spec.name))
      .filter((spec) => !spec.showWhen || applicant[spec.showWhen.field] === spec.showWhen.equals)
      .filter((spec) => index === 0 || !takesFromFirst(sameAsFirst, applicant.id, spec.name));
  const behind = (spec: FieldSpec) => spec.optional && spec.name !== 'middleName';
  // The trip first: the optional answers travellers give most (dates, where they stay).
  const optionalGroups = [...applicantFieldGroups]
    .sort((a, b) => Number(b.id === 'trip') - Number(a.id === 'trip'))
    .map((group) => ({ group, fields: asked(group).filter(behind) }))
    .filter((g) => g.fields.length > 0);
  const optionalFields = optionalGroups.flatMap((g) => g.fields);
  const [openAtStart] = useState(() =>
    optionalFields.some((spec) => spec.name !== 'purposeOfVisit' && applicant[spec.name] !== ''),
  );
  // A later applicant sharing all three sections has one box for them; unticking it (or a Change link
  // to one section's box) shows the three choices, each section's own box, until it is ticked again.
  const sharesAll = sharedSectionNames.every((s) => sameAsFirst[s].has(applicant.id));
  const [split, setSplit] = useState(() => !sharesAll || !!props.focusId?.includes('sameAsFirst'));

  // The fieldsets one by one (first the one on screen), the visa type's and the optional ones last;
  // at once when a Change link points at a field (`#applicant-2-email`), and on the server.
  const revealed = useRevealedCount(
    applicantFieldGroups.length + 1,
    1,
    typeof window === 'undefined' || window.location.hash !== '',
  );

  return (
    <>
      {applicantFieldGroups.slice(0, revealed).map((group) => {
        const section = first !== undefined && isSharedSection(group.id) ? group.id : undefined;
        const same = section !== undefined && sameAsFirst[section].has(applicant.id);
        const fields = asked(group).filter((spec) => !behind(spec));
        if ((!section && fields.length === 0) || group.fields.every((f) => notAsked.includes(f.name)))
          return null;
        return (
          <Fragment key={group.id}>
            {section === 'contact' && (
              <Checkbox
                id={`applicant-${index + 1}-sameAsFirst`}
                label={t('flow.details.sameAsFirst.all')}
                hint={t('flow.details.sameAsFirst.all.hint')}
                checked={sharesAll}
                onChange={(on) => {
                  setSplit(!on);
                  for (const s of sharedSectionNames) onSameAsFirst(s, on);
                }}
                prefixes={prefixes}
              />
            )}
            <fieldset className="fieldset fieldset--group">
              <legend className="fieldset__legend fieldset__legend--m">{t(group.legend)}</legend>
              {section && split && (
                <Checkbox
                  id={sameAsFirstId(index, section)}
                  label={t(sameAsFirstKeys[section].label)}
                  hint={t(sameAsFirstKeys[section].hint)}
                  checked={same}
                  onChange={(on) => onSameAsFirst(section, on)}
                  prefixes={prefixes}
                />
              )}
              {section && same && first && (
                <Suspense fallback={null}>
                  <SharedSectionSummary
                    t={props.t}
                    locale={props.locale}
                    countries={props.countries}
                    first={first}
                    section={section}
                    intro={t(sameAsFirstKeys[section].copied)}
                  />
                </Suspense>
              )}
              {fields.map(field)}
            </fieldset>
          </Fragment>
        );
      })}
      {revealed > applicantFieldGroups.length && own.length > 0 && (
        <Suspense fallback={null}>
          <VisaSections t={t} sections={own} field={field} />
        </Suspense>
      )}
      {revealed > applicantFieldGroups.length && optionalFields.length > 0 && (
        <details className="optional-details" open={openAtStart}>
          <summary className="optional-details__summary">{t('flow.details.optionalDetails')}</summary>
          {optionalGroups.map(({ group, fields }) => (
            <fieldset className="fieldset fieldset--group" key={group.id}>
              <legend className="fieldset__legend fieldset__legend--m">{t(group.legend)}</legend>
              {fields.map(field)}
            </fieldset>
          ))}
        </details>
      )}
    </>
  );
}
