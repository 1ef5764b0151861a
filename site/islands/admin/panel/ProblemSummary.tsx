import { useEffect, useEffectEvent, useRef } from 'react';
import { focusField } from '../../form-kit/focus';

interface Props {
  /** Unique on the page (two forms may show a summary at once). */
  readonly id: string;
  readonly title: string;
  readonly items: readonly { readonly target: string; readonly text: string }[];
  /** Changes on every failed submit: the summary takes focus again. */
  readonly attempt: number;
}

/** GOV.UK's "There is a problem": focused after a failed submit, each item a link to its field. */
export function ProblemSummary({ id, title, items, attempt }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  // Focus only when a new submit fails, not whenever the list changes.
  const focusIfShown = useEffectEvent(() => {
    if (items.length > 0) ref.current?.focus();
  });
  useEffect(() => focusIfShown(), [attempt]);
  if (items.length === 0) return null;
  return (
    <div className="error-summary" role="alert" tabIndex={-1} ref={ref} aria-labelledby={`${id}-title`}>
      <h3 className="error-summary__title" id={`${id}-title`}>
        {title}
      </h3>
      <ul className="error-summary__list">
        {items.map((item) => (
          <li key={item.target}>
            <a
              href={`#${item.target}`}
              onClick={(event) => {
                event.preventDefault();
                focusField(item.target);
              }}
            >
              {item.text}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
