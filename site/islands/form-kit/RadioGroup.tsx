import { describedBy, fieldClass } from './field-ids';
import { FieldMessages } from './FieldMessages';
import type { Option } from './SelectField';
import type { FieldProps } from './TextField';

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
