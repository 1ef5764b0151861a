import type { InputHTMLAttributes } from 'react';

interface SignInFieldProps {
  readonly id: string;
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly hint?: string;
  readonly error?: string;
  /** "Error:" read before the inline message. */
  readonly errorPrefix: string;
  readonly input: Pick<
    InputHTMLAttributes<HTMLInputElement>,
    'type' | 'autoComplete' | 'inputMode' | 'spellCheck' | 'autoCapitalize' | 'className'
  >;
}

/** A GOV.UK text input: label, hint, inline error linked with aria-describedby; always left-to-right. */
export function SignInField({
  id,
  label,
  value,
  onChange,
  hint,
  error,
  errorPrefix,
  input,
}: SignInFieldProps) {
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field${error ? ' field--error' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {hint && (
        <p className="hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field__error" id={`${id}-error`}>
          <span className="visually-hidden">{errorPrefix}</span> {error}
        </p>
      )}
      <input
        {...input}
        id={id}
        name={id}
        className={`field__input ${input.className ?? ''}`.trim()}
        value={value}
        dir="ltr"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
