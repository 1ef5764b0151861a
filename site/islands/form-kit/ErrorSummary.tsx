import { useEffect, useEffectEvent, useRef, type ReactNode } from 'react';
import { focusField } from './focus';

export interface SummaryItem {
  /** The id of the field the item links to (a group's first input, a date's day). */
  readonly target: string;
  readonly text: string;
  /** A page to go to when the field is not on this page. */
  readonly href?: string;
}

interface ErrorSummaryProps {
  /** "There is a problem": t('common.form.errorSummaryTitle'). */
  readonly title: string;
  readonly items: readonly SummaryItem[];
  /** Changes on every failed submit: the summary takes focus again (and scrolls into view). */
  readonly attempt: number;
  /** Unique on the page; the heading is `${id}-title` (two forms may show a summary at once). */
  readonly id?: string;
  /** The heading's level: 2 on a page's form, 3 inside a panel or widget. */
  readonly level?: 2 | 3;
  /** The block's class; its parts are `${className}__title` and `${className}__list`. */
  readonly className?: string;
  /** A problem that is no field's (a failed request), shown above the list. */
  readonly children?: ReactNode;
  /** Called before focusing a field (e.g. to show another applicant). Returns true if it handled focus. */
  readonly onSelect?: (target: string) => boolean;
}

/**
 * The one error summary (GOV.UK): a "There is a problem" heading and a list of links to the fields,
 * focused when a submit fails so that a screen reader reads it and a keyboard user goes on from it.
 * Shown only while it has items or a message.
 */
export function ErrorSummary(props: ErrorSummaryProps) {
  const { title, items, attempt, id = 'error-summary', level = 2, children, onSelect } = props;
  const base = props.className ?? 'error-summary';
  const ref = useRef<HTMLDivElement>(null);
  const shown = items.length > 0 || Boolean(children);
  // Focus only when a new submit fails, not on every keystroke that changes the list.
  const focusIfShown = useEffectEvent(() => {
    if (shown) ref.current?.focus();
  });
  useEffect(() => focusIfShown(), [attempt]);
  if (!shown) return null;
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div className={base} role="alert" tabIndex={-1} ref={ref} aria-labelledby={`${id}-title`}>
      <Heading className={`${base}__title`} id={`${id}-title`}>
        {title}
      </Heading>
      {children}
      {items.length > 0 && (
        <ul className={`${base}__list`}>
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
      )}
    </div>
  );
}
