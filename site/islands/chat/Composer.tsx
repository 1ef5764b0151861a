import { useState, type KeyboardEvent } from 'react';

interface Props {
  readonly id: string;
  readonly label: string;
  readonly hint: string;
  readonly sendLabel: string;
  readonly errorPrefix: string;
  /** Not connected: the text stays, but nothing can be typed or sent (spec §5). */
  readonly disabled: boolean;
  /** The message's problem in words, or undefined when it may be sent. */
  readonly validate: (text: string) => string | undefined;
  readonly onSend: (text: string) => void;
}

/** The message box: Enter sends, Shift+Enter starts a new line (spec §5); never while composing (IME). */
export function Composer({ id, label, hint, sendLabel, errorPrefix, disabled, validate, onSend }: Props) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();

  function submit(event?: { preventDefault(): void }) {
    event?.preventDefault();
    if (disabled) return;
    const problem = validate(text);
    setError(problem);
    if (problem !== undefined) return;
    onSend(text.trim());
    setText('');
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  }

  const describedBy = `${id}-hint${error ? ` ${id}-error` : ''}`;
  return (
    <form className="chat-composer" onSubmit={submit} noValidate>
      <label className="visually-hidden" htmlFor={id}>
        {label}
      </label>
      <p className="visually-hidden" id={`${id}-hint`}>
        {hint}
      </p>
      {error && (
        <p className="chat-composer__error" id={`${id}-error`}>
          <span className="visually-hidden">{errorPrefix}</span> {error}
        </p>
      )}
      <div className="chat-composer__row">
        <textarea
          id={id}
          name={id}
          rows={2}
          value={text}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          dir="auto"
          onChange={(e) => {
            setText(e.target.value);
            if (error) setError(undefined);
          }}
          onKeyDown={onKeyDown}
        />
        <button type="submit" className="chat-button" disabled={disabled || text.trim() === ''}>
          {sendLabel}
        </button>
      </div>
    </form>
  );
}
