import { describedBy, fieldClass } from './field-ids';
import { FieldMessages } from './FieldMessages';
import type { FieldProps } from './TextField';

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
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
