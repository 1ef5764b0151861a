import { joinDateParts, splitDateValue, type DateParts } from '../../lib/journey/date-parts';
import { nextDatePart } from './date-typing';
import { describedBy, fieldClass, FieldMessages, type FieldMessageTexts, type FieldPrefixes } from './fields';

interface DateFieldProps extends FieldMessageTexts {
  /** The inputs are `${id}-day`, `${id}-month` and `${id}-year`; link errors to `${id}-day`. */
  readonly id: string;
  readonly legend: string;
  /** Stored as `year-month-day`, exactly as typed. */
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly labels: { readonly day: string; readonly month: string; readonly year: string };
  readonly prefixes: FieldPrefixes;
  /** 'bday' for a date of birth: the browser can fill the three parts. */
  readonly autoCompletePrefix?: string;
}

/**
 * A date as day, month and year fields with a numeric keypad, in a fieldset (GOV.UK date input). The
 * focus never moves as digits are typed; a separator (`9/12/1986`) moves it to the next box
 * (`nextDatePart`). No maxlength: it would refuse the separator after two digits (`09/`);
 * `joinDateParts` keeps at most 2, 2 and 4 digits.
 */
export function DateField(props: DateFieldProps) {
  const { id, legend, error, value, onChange, labels } = props;
  const parts = splitDateValue(value);
  const set = (part: keyof DateParts, text: string) => {
    onChange(joinDateParts({ ...parts, [part]: text }));
    const next = nextDatePart(part, text);
    if (!next) return;
    // As a Tab would: the next box, its text selected.
    const box = document.getElementById(`${id}-${next}`) as HTMLInputElement | null;
    box?.focus();
    box?.select();
  };
  const input = (part: keyof DateParts) => (
    <div className="date-input__item">
      <label className="field__label date-input__label" htmlFor={`${id}-${part}`}>
        {labels[part]}
      </label>
      <input
        className={`field__input date-input__input date-input__input--${part}`}
        id={`${id}-${part}`}
        name={`${id}-${part}`}
        type="text"
        inputMode="numeric"
        dir="ltr"
        value={parts[part]}
        aria-invalid={error ? true : undefined}
        autoComplete={props.autoCompletePrefix ? `${props.autoCompletePrefix}-${part}` : 'off'}
        onChange={(e) => set(part, e.target.value)}
      />
    </div>
  );
  return (
    <div className={fieldClass(error)}>
      <fieldset className="fieldset" aria-describedby={describedBy(id, props)}>
        <legend className="fieldset__legend">{legend}</legend>
        <FieldMessages {...props} />
        <div className="date-input">
          {input('day')}
          {input('month')}
          {input('year')}
        </div>
      </fieldset>
    </div>
  );
}
