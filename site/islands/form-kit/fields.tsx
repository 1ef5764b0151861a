import { useMemo, type ReactNode } from 'react';

/*
 * The form kit's fields, in one module so that an island loads them as one small chunk: text, select,
 * radios, checkboxes; the date is DateField.tsx, the file FileField.tsx. GOV.UK's pattern throughout:
 * a label (a legend for a group), a hint, an inline error and a warning, chained by aria-describedby.
 */

/**
 * The ids the form kit gives a field's parts, so that links and tests can name them: the hint is
 * `${id}-hint`, the inline error `${id}-error`, the warning `${id}-warning`. A group's first input
 * (radios, checkboxes) is `${id}-0`, a date's parts `${id}-day`, `${id}-month` and `${id}-year`.
 */
export interface FieldMessageTexts {
  readonly hint?: string;
  readonly error?: string;
  readonly warning?: string;
}

/** "Error:" / "Warning:" read before the message by screen readers (common.form.errorPrefix). */
export interface FieldPrefixes {
  readonly error: string;
  readonly warning: string;
}

/** The aria-describedby value for a field: its hint, then its error, then its warning (GOV.UK order). */
export function describedBy(id: string, { hint, error, warning }: FieldMessageTexts): string | undefined {
  const ids = [hint && `${id}-hint`, error && `${id}-error`, warning && `${id}-warning`].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

/** The class of a field's wrapper: `field`, plus `field--error` while it has an error. */
export const fieldClass = (error: string | undefined, base = 'field') =>
  error ? `${base} field--error` : base;

interface Props extends FieldMessageTexts {
  readonly id: string;
  readonly prefixes: FieldPrefixes;
}

/** A field's hint, inline error and non-blocking warning, with the ids `describedBy` names. */
export function FieldMessages({ id, hint, error, warning, prefixes }: Props) {
  return (
    <>
      {hint && (
        <p className="hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field__error" id={`${id}-error`}>
          <span className="visually-hidden">{prefixes.error}</span> {error}
        </p>
      )}
      {warning && (
        <p className="field__warning" id={`${id}-warning`}>
          <span className="visually-hidden">{prefixes.warning}</span> {warning}
        </p>
      )}
    </>
  );
}

/** What every single-input field of the kit takes: an id (also its name), a label, messages. */
export interface FieldProps extends FieldMessageTexts {
  readonly id: string;
  readonly label: string;
  readonly prefixes: FieldPrefixes;
}

export interface TextFieldProps extends FieldProps {
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly type?: 'text' | 'email' | 'tel' | 'password';
  readonly multiline?: boolean;
  readonly autoComplete?: string;
  readonly inputMode?: 'text' | 'email' | 'tel' | 'numeric';
  /** Typed in Latin letters or digits whatever the page's direction (e-mail, numbers, codes). */
  readonly ltr?: boolean;
  readonly spellCheck?: boolean;
  readonly autoCapitalize?: 'none' | 'characters' | 'words';
  readonly maxLength?: number;
  readonly required?: boolean;
  readonly width?: 'short' | 'medium';
  /** Extra classes on the input (e.g. a code input's wide letter spacing). */
  readonly inputClass?: string;
}

/** A labelled text input or textarea, GOV.UK style: label, hint, inline error, then the input. */
export function TextField(props: TextFieldProps) {
  const { id, label, value, onChange, error, ltr, multiline, width, inputClass } = props;
  const classes = ['field__input', width && `field__input--${width}`, inputClass].filter(Boolean).join(' ');
  const shared = {
    id,
    name: id,
    value,
    className: classes,
    'aria-invalid': error ? true : undefined,
    'aria-required': props.required ? true : undefined,
    'aria-describedby': describedBy(id, props),
    autoComplete: props.autoComplete ?? 'off',
    dir: ltr ? 'ltr' : undefined,
    spellCheck: props.spellCheck,
    maxLength: props.maxLength,
  } as const;
  return (
    <div className={fieldClass(error)}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <FieldMessages {...props} />
      {multiline ? (
        <textarea {...shared} rows={3} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input
          {...shared}
          type={props.type ?? 'text'}
          inputMode={props.inputMode}
          autoCapitalize={props.autoCapitalize}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </div>
  );
}

/** One choice of a select, a radio group or a checkbox group. */
export interface Option {
  readonly value: string;
  readonly label: string;
  readonly hint?: string;
  readonly badge?: string;
}

interface SelectFieldProps extends FieldProps {
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly options: readonly Option[];
  /** The text of the empty first option; none when a value is always chosen. */
  readonly placeholder?: string;
  readonly autoComplete?: string;
}

/** A labelled select (a long list: countries, ports); radios are better for a few choices. */
export function SelectField(props: SelectFieldProps) {
  const { id, label, value, onChange, options, placeholder, error } = props;
  // The same elements while the list is the same: a long list (the countries, ~250) is not rebuilt
  // and compared option by option each time the form renders.
  const optionElements = useMemo(
    () =>
      options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      )),
    [options],
  );
  return (
    <div className={fieldClass(error)}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <FieldMessages {...props} />
      <select
        id={id}
        name={id}
        className="field__input field__select"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, props)}
        autoComplete={props.autoComplete ?? 'off'}
        onChange={(e) => onChange(e.target.value)}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {optionElements}
      </select>
    </div>
  );
}

interface RadioGroupProps extends FieldProps {
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly options: readonly Option[];
  readonly inline?: boolean;
  readonly cards?: boolean;
}

/** Radios in a fieldset whose legend is the question; the first radio's id is `${id}-0` (error links' target). */
export function RadioGroup(props: RadioGroupProps) {
  const { id, label, value, onChange, options, error, inline, cards } = props;
  return (
    <div className={fieldClass(error)}>
      <fieldset className="fieldset" aria-describedby={describedBy(id, props)}>
        <legend className="fieldset__legend">{label}</legend>
        <FieldMessages {...props} />
        <div className={`radios${inline ? ' radios--inline' : ''}${cards ? ' radios--cards' : ''}`}>
          {options.map((o, i) => (
            <div className="radio" key={o.value}>
              <input
                className="radio__input"
                type="radio"
                id={`${id}-${i}`}
                name={id}
                value={o.value}
                checked={value === o.value}
                aria-describedby={o.hint ? `${id}-${i}-hint` : undefined}
                onChange={() => onChange(o.value)}
              />
              <label className="radio__label" htmlFor={`${id}-${i}`}>
                {o.label}
                {o.badge && <span className="badge">{o.badge}</span>}
              </label>
              {o.hint && (
                <p className="hint radio__hint" id={`${id}-${i}-hint`}>
                  {o.hint}
                </p>
              )}
            </div>
          ))}
        </div>
      </fieldset>
    </div>
  );
}

interface CheckboxProps {
  readonly id: string;
  readonly label: ReactNode;
  readonly checked: boolean;
  readonly onChange: (checked: boolean) => void;
  readonly hint?: ReactNode;
  readonly error?: string;
  readonly prefixes: FieldPrefixes;
}

/** One checkbox on its own (a confirmation, "same as applicant 1"), its error above it. */
export function Checkbox({ id, label, checked, onChange, hint, error, prefixes }: CheckboxProps) {
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={fieldClass(error, 'checkbox')}>
      {error && (
        <p className="field__error" id={`${id}-error`}>
          <span className="visually-hidden">{prefixes.error}</span> {error}
        </p>
      )}
      <input
        className="checkbox__input"
        type="checkbox"
        id={id}
        name={id}
        checked={checked}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        onChange={(e) => onChange(e.target.checked)}
      />
      <label className="checkbox__label" htmlFor={id}>
        {label}
      </label>
      {hint && (
        <div className="hint checkbox__hint" id={`${id}-hint`}>
          {hint}
        </div>
      )}
    </div>
  );
}

interface CheckboxGroupProps extends FieldProps {
  /** The values ticked, in any order. */
  readonly value: readonly string[];
  readonly onChange: (value: readonly string[]) => void;
  readonly options: readonly Option[];
}

/** "Select all that apply": checkboxes in a fieldset; the first box's id is `${id}-0`. */
export function CheckboxGroup(props: CheckboxGroupProps) {
  const { id, label, value, onChange, options, error } = props;
  const toggle = (option: string, on: boolean) =>
    onChange(
      on
        ? options.map((o) => o.value).filter((v) => v === option || value.includes(v))
        : value.filter((v) => v !== option),
    );
  return (
    <div className={fieldClass(error)}>
      <fieldset className="fieldset" aria-describedby={describedBy(id, props)}>
        <legend className="fieldset__legend">{label}</legend>
        <FieldMessages {...props} />
        <div className="checkboxes">
          {options.map((o, i) => (
            <div className="checkbox" key={o.value}>
              <input
                className="checkbox__input"
                type="checkbox"
                id={`${id}-${i}`}
                name={id}
                value={o.value}
                checked={value.includes(o.value)}
                aria-describedby={o.hint ? `${id}-${i}-hint` : undefined}
                onChange={(e) => toggle(o.value, e.target.checked)}
              />
              <label className="checkbox__label" htmlFor={`${id}-${i}`}>
                {o.label}
              </label>
              {o.hint && (
                <p className="hint checkbox__hint" id={`${id}-${i}-hint`}>
                  {o.hint}
                </p>
              )}
            </div>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
