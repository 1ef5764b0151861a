import type { ReactNode } from 'react';

export interface SummaryRow {
  /** React's key; the label when omitted. */
  readonly key?: string;
  readonly label: string;
  /** Rows whose value is undefined are left out; '' shows `empty` ("Not provided") when given. */
  readonly value: ReactNode;
  /** Typed in Latin letters or digits whatever the page's direction (numbers, e-mail, references). */
  readonly ltr?: boolean;
  /** A Change link for this answer: where it goes and what its hidden text adds (the label by default). */
  readonly change?: { readonly href: string; readonly text: string; readonly hidden?: string };
}

interface SummaryListProps {
  readonly rows: readonly SummaryRow[];
  /** Shown for an answer left empty; without it, empty rows are left out. */
  readonly empty?: string;
  /** Extra classes (e.g. a panel's tighter rows). */
  readonly className?: string;
  /** Rows without the dividing lines (the default); false for a result that stands on its own. */
  readonly plain?: boolean;
}

/**
 * The one "check your answers" / detail list (GOV.UK summary list): a description list of label and
 * value rows, each with an optional Change link whose hidden text names the answer it changes.
 */
export function SummaryList({ rows, empty, className, plain = true }: SummaryListProps) {
  const shown = rows.filter(
    (r) => r.value !== undefined && r.value !== null && r.value !== false && (r.value !== '' || empty),
  );
  const classes = ['summary-list', plain && 'summary-list--plain', className].filter(Boolean).join(' ');
  return (
    <dl className={classes}>
      {shown.map((row) => (
        <div className="summary-list__row" key={row.key ?? row.label}>
          <dt className="summary-list__key">{row.label}</dt>
          <dd className="summary-list__value" dir={row.ltr ? 'ltr' : undefined}>
            {row.value === '' ? empty : row.value}
          </dd>
          {row.change && (
            <dd className="summary-list__actions">
              <a href={row.change.href}>
                {row.change.text}
                <span className="visually-hidden"> {row.change.hidden ?? row.label}</span>
              </a>
            </dd>
          )}
        </div>
      ))}
    </dl>
  );
}
