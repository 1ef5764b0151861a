import { joinDateParts, splitDateValue, type DateParts } from '../../lib/journey/date-parts';

interface DateFieldProps {
  /** The inputs are `${id}-day`, `${id}-month` and `${id}-year`. */
  readonly id: string;
  readonly legend: string;
  readonly hint?: string;
  readonly error?: string;
  readonly warning?: string;
  /** Stored as `year-month-day`, exactly as typed. */
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly labels: { readonly day: string; readonly month: string; readonly year: string };
  readonly prefixes: { readonly error: string; readonly warning: string };
  /** 'bday' for a date of birth: the browser can fill the three parts. */
  readonly autoCompletePrefix?: string;
}

/** A date as day, month and year fields with a numeric keypad (GOV.UK date input). */
export function DateField(props: DateFieldProps) {
  const { id, legend, hint, error, warning, value, onChange, labels, prefixes } = props;
  const parts = splitDateValue(value);
  const set = (part: keyof DateParts, text: string) => onChange(joinDateParts({ ...parts, [part]: text }));
  const described = [hint && `${id}-hint`, error && `${id}-error`, warning && `${id}-warning`]
    .filter(Boolean)
    .join(' ');
  const input = (part: keyof DateParts, maxLength: number) => (
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
        maxLength={maxLength}
        value={parts[part]}
        aria-invalid={error ? true : undefined}
        autoComplete={props.autoCompletePrefix ? `${props.autoCompletePrefix}-${part}` : 'off'}
        onChange={(e) => set(part, e.target.value)}
      />
    </div>
  );
  return (
    <div className={`field${error ? ' field--error' : ''}`}>
      <fieldset className="fieldset" aria-describedby={described || undefined}>
        <legend className="fieldset__legend">{legend}</legend>
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
        <div className="date-input">
          {input('day', 2)}
          {input('month', 2)}
          {input('year', 4)}
        </div>
      </fieldset>
    </div>
  );
}
