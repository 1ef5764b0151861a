import { TextField, type TextFieldProps } from '../form-kit/fields';

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
    TextFieldProps,
    'type' | 'autoComplete' | 'inputMode' | 'spellCheck' | 'autoCapitalize'
  > & {
    readonly className?: string;
  };
}

/** A sign-in input: the form kit's text field, always left-to-right (names, passwords and codes). */
export function SignInField({ input, errorPrefix, ...field }: SignInFieldProps) {
  const { className, ...rest } = input;
  return (
    <TextField
      {...field}
      {...rest}
      inputClass={className}
      ltr
      prefixes={{ error: errorPrefix, warning: '' }}
    />
  );
}
