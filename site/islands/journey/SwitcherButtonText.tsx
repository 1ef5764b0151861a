import type { ApplicantDraft } from '../../lib/journey/draft';
import type { T } from './i18n';

interface TextProps {
  readonly t: T;
  readonly index: number;
  readonly applicant: ApplicantDraft;
  /** Whether the applicant's details are complete; undefined until the checks are loaded. */
  readonly complete?: boolean | undefined;
}

/**
 * What one button of the applicant switcher says: "Applicant n", the name typed so far, and a tag,
 * Complete or Incomplete. Until the checks are loaded the tag's line is kept, with an invisible
 * "Incomplete" (what a new applicant's tag says), so that the tags' arrival moves nothing below.
 */
export function SwitcherButtonText({ t, index, applicant, complete }: TextProps) {
  const name = [applicant.firstName, applicant.lastName].filter((s) => s.trim()).join(' ');
  const tag = complete === undefined ? 'tag--pending' : complete ? 'tag--done' : 'tag--todo';
  return (
    <>
      <span className="applicant-switcher__title">{t('flow.details.applicantN', { n: index + 1 })}</span>
      {name && <span className="applicant-switcher__name">{name}</span>}
      <span className={`tag ${tag}`} aria-hidden={complete === undefined || undefined}>
        {complete ? t('flow.details.complete') : t('flow.details.incomplete')}
      </span>
    </>
  );
}

interface PlaceholderProps {
  readonly t: T;
  readonly applicants: readonly ApplicantDraft[];
  readonly current: number;
}

/**
 * The switcher's place while its chunk loads: the same boxes with the same words, inert (no focus, not
 * in the accessibility tree), so that the switcher taking its place moves nothing the traveller sees.
 */
export function SwitcherPlaceholder({ t, applicants, current }: PlaceholderProps) {
  return (
    <div className="applicant-switcher" inert>
      <div className="applicant-switcher__list">
        {applicants.map((a, i) => (
          <span
            key={a.id}
            className="applicant-switcher__button"
            aria-current={i === current ? 'step' : undefined}
          >
            <SwitcherButtonText t={t} index={i} applicant={a} />
          </span>
        ))}
      </div>
    </div>
  );
}
