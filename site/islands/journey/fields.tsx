import type { ReactNode } from 'react';

/**
 * GOV.UK-style form fields: a label, an optional hint, an inline error (announced with its field
 * through aria-describedby) and a non-blocking warning. Plain React state lives in the forms.
 */
interface Common {
  readonly id: string;
  readonly label: string;
  readonly hint?: string;
  readonly error?: string;
  readonly warning?: string;
  /** "Error:" / "Warning:" read before the message by screen readers. */
  readonly prefixes: { readonly error: string; readonly warning: string };
}

function describedBy(id: string, { hint, error, warning }: Pick<Common, 'hint' | 'error' | 'warning'>) {
  const ids = [hint && `${id}-hint`, error && `${id}-error`, warning && `${id}-warning`].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

function Messages({ id, hint, error, warning, prefixes }: Omit<Common, 'label'>) {
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

interface TextFieldProps extends Common {
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly type?: 'text' | 'email' | 'tel';
  readonly multiline?: boolean;
  readonly autoComplete?: string;
  readonly inputMode?: 'text' | 'email' | 'tel' | 'numeric';
  readonly ltr?: boolean;
  readonly spellCheck?: boolean;
  readonly width?: 'short' | 'medium';
}

export function TextField(props: TextFieldProps) {
  const { id, label, value, onChange, error, ltr, multiline, width } = props;
  const shared = {
    id,
    name: id,
    value,
    className: `field__input${width ? ` field__input--${width}` : ''}`,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, props),
    autoComplete: props.autoComplete ?? 'off',
    dir: ltr ? 'ltr' : undefined,
    spellCheck: props.spellCheck,
  } as const;
  return (
    <div className={`field${error ? ' field--error' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <Messages {...props} />
      {multiline ? (
        <textarea {...shared} rows={3} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input
          {...shared}
          type={props.type ?? 'text'}
          inputMode={props.inputMode}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </div>
  );
}

export interface Option {
  readonly value: string;
  readonly label: string;
  readonly hint?: string;
  readonly badge?: string;
}

interface SelectFieldProps extends Common {
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly options: readonly Option[];
  /** The text of the empty first option; none when a value is always chosen. */
  readonly placeholder?: string;
  readonly autoComplete?: string;
}

export function SelectField(props: SelectFieldProps) {
  const { id, label, value, onChange, options, placeholder, error } = props;
  return (
    <div className={`field${error ? ' field--error' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <Messages {...props} />
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
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

interface RadioGroupProps extends Common {
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly options: readonly Option[];
  readonly inline?: boolean;
  readonly cards?: boolean;
}

/** Radios in a fieldset; the first radio's id is `${id}-0` (the target of error links). */
export function RadioGroup(props: RadioGroupProps) {
  const { id, label, value, onChange, options, error, inline, cards } = props;
  return (
    <div className={`field${error ? ' field--error' : ''}`}>
      <fieldset className="fieldset" aria-describedby={describedBy(id, props)}>
        <legend className="fieldset__legend">{label}</legend>
        <Messages {...props} />
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
  readonly prefixes: Common['prefixes'];
}

export function Checkbox({ id, label, checked, onChange, hint, error, prefixes }: CheckboxProps) {
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`checkbox${error ? ' field--error' : ''}`}>
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
