import { describedBy, fieldClass, type FieldMessageTexts, type FieldPrefixes } from './field-ids';
import { FieldMessages } from './FieldMessages';

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
