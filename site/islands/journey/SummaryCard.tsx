import type { ReactNode } from 'react';
import type { T } from './i18n';
import { SummaryList } from '../form-kit/SummaryList';

export interface Row {
  readonly key: string;
  readonly label: string;
  readonly value: ReactNode;
  /** A row answered on another page than the section's first field (the residence country) has its own Change link. */
  readonly href?: string;
}

interface Props {
  readonly t: T;
  /** The section's heading, shown and read with its Change link. */
  readonly title: string;
  /** What the hidden part of the Change link adds to the title (e.g. "Applicant 2"). */
  readonly owner?: string;
  readonly level: 2 | 3;
  /** Where Change goes: the section's first field. */
  readonly href: string;
  readonly rows: readonly Row[];
  readonly note?: ReactNode;
}

/**
 * One section of answers with a single Change link beside its heading: one tab stop per section
 * rather than per answer, so a keyboard user reaches Submit without crossing a hundred links.
 */
export function SummaryCard({ t, title, owner, level, href, rows, note }: Props) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div className="summary-card">
      <div className="summary-card__header">
        <Heading className="summary-card__title">{title}</Heading>
        <a className="summary-card__change" href={href}>
          {t('flow.check.change')}
          <span className="visually-hidden">
            {' '}
            {title}
            {owner && ` (${owner})`}
          </span>
        </a>
      </div>
      {note}
      <SummaryList
        empty={t('flow.check.notProvided')}
        rows={rows.map((row) => ({
          key: row.key,
          label: row.label,
          value: row.value ?? '',
          change: row.href ? { href: row.href, text: t('flow.check.change') } : undefined,
        }))}
      />
    </div>
  );
}
