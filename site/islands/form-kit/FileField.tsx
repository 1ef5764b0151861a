import { describedBy, fieldClass, FieldMessages, type FieldProps } from './fields';

interface FileFieldProps extends FieldProps {
  /** Called with the file picked; the input is then emptied so that the same file can be picked again. */
  readonly onFile: (file: File) => void;
  /** Extensions and content types, e.g. ".pdf,.jpg,application/pdf,image/jpeg". */
  readonly accept: string;
  /** Opens the camera on phones ('environment' for a document, 'user' for a selfie). */
  readonly capture?: 'environment' | 'user';
  readonly disabled?: boolean;
}

/** A labelled file input: the hint states the types and size limit, the error is inline (GOV.UK). */
export function FileField(props: FileFieldProps) {
  const { id, label, error, onFile, accept, capture, disabled } = props;
  return (
    <div className={fieldClass(error)}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <FieldMessages {...props} />
      <input
        id={id}
        name={id}
        type="file"
        className="field__file"
        accept={accept}
        capture={capture}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, props)}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) onFile(file);
          event.target.value = '';
        }}
      />
    </div>
  );
}
