import { useEffect, useEffectEvent, useRef } from 'react';
import { focusField } from './focus';

export interface SummaryItem {
  /** The id of the field the item links to. */
  readonly target: string;
  readonly text: string;
  /** A page to go to when the field is not on this page. */
  readonly href?: string;
}

interface ErrorSummaryProps {
  readonly title: string;
  readonly items: readonly SummaryItem[];
  /** Changes on every failed submit: the summary takes focus again (and scrolls into view). */
  readonly attempt: number;
  /** Called before focusing a field (e.g. to show another applicant). Returns true if it handled focus. */
  readonly onSelect?: (target: string) => boolean;
}

/** "There is a problem": focused after a failed submit, each item a link to its field (GOV.UK). */
export function ErrorSummary({ title, items, attempt, onSelect }: ErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  // Focus only when a new submit fails, not on every keystroke that changes the list.
  const focusIfShown = useEffectEvent(() => {
    if (items.length > 0) ref.current?.focus();
  });
  useEffect(() => focusIfShown(), [attempt]);
  if (items.length === 0) return null;
  return (
    <div className="error-summary" role="alert" tabIndex={-1} ref={ref} aria-labelledby="error-summary-title">
      <h2 className="error-summary__title" id="error-summary-title">
        {title}
      </h2>
      <ul className="error-summary__list">
        {items.map((item, i) => (
          <li key={`${item.target}-${i}`}>
            <a
              href={item.href ?? `#${item.target}`}
              onClick={(event) => {
                if (item.href) return;
                event.preventDefault();
                if (!onSelect?.(item.target)) focusField(item.target);
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
