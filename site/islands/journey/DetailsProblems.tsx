import { problemLinks } from '../../lib/journey/details-problems';
import { takesFromFirst } from '../../lib/journey/same-as-first';
import { ErrorSummary, type SummaryItem } from '../form-kit/ErrorSummary';
import type { DetailsState } from './details-editor-state';
import type { T } from './i18n';

interface Props {
  readonly t: T;
  readonly state: DetailsState;
  /** True after a check could not load its code (offline). */
  readonly failed: boolean;
  /** A summary link was chosen: returns true when it showed another applicant (which focuses the field). */
  readonly onSelect: (target: string) => boolean;
}

/** The error summary (another applicant's problems say whose), the 5-second agreements message, offline. */
export function DetailsProblems({ t, state, failed, onSelect }: Props) {
  const group = state.all; // the group first: a link's applicant index is its place in it
  const links = problemLinks(state.errors, (i, field) =>
    takesFromFirst(state.sameAsFirst, group[i]?.id ?? '', field),
  );
  const items: SummaryItem[] = links.map((link) => ({
    target: link.target,
    text:
      link.applicantIndex !== undefined && link.applicantIndex !== state.index
        ? t('flow.details.problemFor', { n: link.applicantIndex + 1, message: t(link.message) })
        : t(link.message),
  }));
  return (
    <>
      <ErrorSummary
        title={t('common.form.errorSummaryTitle')}
        items={items}
        attempt={state.attempt}
        onSelect={onSelect}
      />
      {state.legalMessage > 0 && (
        <div className="notice notice--warning" role="alert">
          {t('journey.error.agreements.bothRequired')}
        </div>
      )}
      {failed && (
        <div className="notice notice--warning" role="alert">
          {t('flow.errors.checkUnavailable')}
        </div>
      )}
    </>
  );
}
