import { useRef, useState, type KeyboardEvent } from 'react';
import type { ApplicantDraft } from '../../lib/journey/draft';
import type { QuestionSection } from '../../../shared/destinations/types';
import type { T } from './i18n';
import { SwitcherButtonText } from './SwitcherButtonText';
import { useDetailsChecksWhenIdle } from './use-details-checks';

interface Props {
  readonly t: T;
  readonly applicants: readonly ApplicantDraft[];
  /**
   * What the tags check: the applicants as checked (with what they take from applicant 1), today's
   * date, the visa type's own sections.
   */
  readonly checked: {
    readonly applicants: readonly ApplicantDraft[];
    readonly today: string;
    readonly sections?: readonly QuestionSection[] | undefined;
  };
  readonly current: number;
  readonly onSelect: (index: number) => void;
}

/**
 * Jump to any applicant; each shows its name and whether its details are complete. One tab stop (the
 * WAI-ARIA toolbar pattern, a roving tabindex): Tab reaches the shown applicant's button, the arrow keys
 * (mirrored right to left), Home and End move between the buttons, Enter or Space opens one.
 */
export function ApplicantSwitcher({ t, applicants, checked, current, onSelect }: Props) {
  // The tags, once the checks are there (loaded when the page is idle, by the switcher alone, so
  // that their arrival re-renders the switcher, not the whole form).
  const checks = useDetailsChecksWhenIdle();
  const complete = checks?.completeness(checked.applicants, checked.today, checked.sections);
  // The button Tab reaches: the one last moved to with the arrows, else the shown applicant's.
  const [roving, setRoving] = useState({ current, index: current });
  const active = roving.current === current ? roving.index : current;
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  if (applicants.length < 2) return null;
  const last = applicants.length - 1;

  const move = (event: KeyboardEvent<HTMLButtonElement>, i: number) => {
    // The arrow along the line points the other way right to left.
    const forward = getComputedStyle(event.currentTarget).direction === 'rtl' ? -1 : 1;
    const targets: Record<string, number> = {
      ArrowRight: i + forward,
      ArrowLeft: i - forward,
      ArrowDown: i + 1,
      ArrowUp: i - 1,
      Home: 0,
      End: last,
    };
    const to = targets[event.key];
    if (to === undefined) return;
    event.preventDefault();
    const next = (to + applicants.length) % applicants.length;
    setRoving({ current, index: next });
    buttons.current[next]?.focus();
  };

  return (
    <nav className="applicant-switcher" aria-label={t('common.label.applicants')}>
      <div className="applicant-switcher__list" role="toolbar" aria-label={t('common.label.applicants')}>
        {applicants.map((a, i) => (
          <button
            key={a.id}
            ref={(el) => {
              buttons.current[i] = el;
            }}
            type="button"
            className="applicant-switcher__button"
            aria-current={i === current ? 'step' : undefined}
            tabIndex={i === active ? 0 : -1}
            onClick={() => onSelect(i)}
            onKeyDown={(event) => move(event, i)}
          >
            <SwitcherButtonText t={t} index={i} applicant={a} complete={complete?.[i]} />
          </button>
        ))}
      </div>
    </nav>
  );
}
