import type { ReactNode } from 'react';
import { describedBy, fieldClass, type FieldPrefixes } from './field-ids';
import { FieldMessages } from './FieldMessages';
import type { Option } from './SelectField';
import type { FieldProps } from './TextField';

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
