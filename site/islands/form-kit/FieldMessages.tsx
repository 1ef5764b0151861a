import type { FieldMessageTexts, FieldPrefixes } from './field-ids';

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
