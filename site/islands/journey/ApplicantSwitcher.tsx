import type { ApplicantDraft } from '../../lib/journey/draft';
import type { T } from './i18n';

interface Props {
  readonly t: T;
  readonly applicants: readonly ApplicantDraft[];
  /** Whether each applicant's details are complete; undefined until the checks have loaded. */
  readonly complete: readonly boolean[] | undefined;
  readonly current: number;
  readonly onSelect: (index: number) => void;
}

/** Jump to any applicant; each shows its name and whether its details are complete. */
export function ApplicantSwitcher({ t, applicants, complete, current, onSelect }: Props) {
  if (applicants.length < 2) return null;
  return (
    <nav className="applicant-switcher" aria-label={t('common.label.applicants')}>
      <ol className="applicant-switcher__list">
        {applicants.map((a, i) => {
          const name = [a.firstName, a.lastName].filter((s) => s.trim()).join(' ');
          return (
            <li key={a.id}>
              <button
                type="button"
                className="applicant-switcher__button"
                aria-current={i === current ? 'step' : undefined}
                onClick={() => onSelect(i)}
              >
                <span className="applicant-switcher__title">
                  {t('flow.details.applicantN', { n: i + 1 })}
                </span>
                {name && <span className="applicant-switcher__name">{name}</span>}
                {complete && (
                  <span className={`tag ${complete[i] ? 'tag--done' : 'tag--todo'}`}>
                    {complete[i] ? t('flow.details.complete') : t('flow.details.incomplete')}
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
