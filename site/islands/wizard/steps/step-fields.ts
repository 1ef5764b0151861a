import type { MessageKey } from '../../../../shared/i18n/types';
import type { WizardField, WizardForm } from '../../../../shared/wizard/form-data';
import type { Option } from '../../form-kit/fields';
import { prefixesOf } from '../../journey/i18n';
import { issueText } from '../field-ids';
import type { WizardStepProps } from '../step-props';

export type { WizardStepProps };

/** The answers that are typed or chosen as text (everything but the files and the boxes). */
export type TextAnswer = {
  [K in keyof WizardForm]: WizardForm[K] extends string ? K : never;
}[keyof WizardForm];

/** The yes/no questions of steps 5 and 6. */
export type YesNoAnswer = {
  [K in keyof WizardForm]: WizardForm[K] extends '' | 'yes' | 'no'
    ? '' extends WizardForm[K]
      ? K
      : never
    : never;
}[keyof WizardForm];

/**
 * The props every kit field of a step shares, from the answers and the issues: id and name are the
 * answer's name (the error summary links to them, see `wizardFieldTarget`), the message of the first
 * error and of the first warning of that answer, translated, and the screen-reader prefixes.
 */
export function stepFields({ form, issues, onChange, t }: WizardStepProps) {
  const prefixes = prefixesOf(t);
  const messages = (field: WizardField) => ({
    error: issueText(t, issues, field, 'error'),
    warning: issueText(t, issues, field, 'warning'),
    prefixes,
  });
  /** id, label, value, messages and onChange of one text answer (a text input, select or radio group). */
  const answer = (field: TextAnswer, label: MessageKey, optional = false) => ({
    id: field,
    label: optional ? `${t(label)} ${t('flow.form.optional')}` : t(label),
    value: form[field],
    onChange: (value: string) => onChange({ [field]: value } as Partial<WizardForm>),
    ...messages(field),
  });
  const labels = { day: t('flow.form.day'), month: t('flow.form.month'), year: t('flow.form.year') };
  /** The same for a date: a legend over day, month and year, hinting that the whole date can be typed. */
  const date = (field: TextAnswer, legend: MessageKey) => {
    const { label, ...rest } = answer(field, legend);
    return { ...rest, legend: label, labels, hint: t('flow.form.dateTyping') };
  };
  const yesNo: readonly Option[] = [
    { value: 'yes', label: t('common.form.yes') },
    { value: 'no', label: t('common.form.no') },
  ];
  /** A list's options from its labels' keys, e.g. `optionLabels.gender`. */
  const options = (labels: Readonly<Record<string, MessageKey>>): Option[] =>
    Object.entries(labels).map(([value, key]) => ({ value, label: t(key) }));
  return { prefixes, messages, answer, date, yesNo, options, choose: t('flow.form.choose') };
}

export type StepFields = ReturnType<typeof stepFields>;
