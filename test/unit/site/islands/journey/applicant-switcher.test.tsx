import { describe, expect, it } from 'vitest';
import { pickMessages } from '../../../../../shared/i18n';
import { createTranslator } from '../../../../../shared/i18n/translate';
import type { MessageKey } from '../../../../../shared/i18n/types';
import { ApplicantSwitcher } from '../../../../../site/islands/journey/ApplicantSwitcher';
import { SwitcherPlaceholder } from '../../../../../site/islands/journey/SwitcherButtonText';
import { blankApplicant } from '../../../../../site/lib/journey/draft';
import { render } from '../form-kit/dom';

const t = createTranslator<MessageKey>(
  'en',
  pickMessages('en', ['flow.', 'common.']) as Record<MessageKey, string>,
);
const group = [
  { ...blankApplicant('a1', 'tourist'), firstName: 'Ann', lastName: 'Lee' },
  blankApplicant('a2', 'tourist'),
];

/** The switcher, rendered on the server (where the checks are never loaded), with `current` shown. */
const switcherAt = (current: number) =>
  render(
    <ApplicantSwitcher
      t={t}
      applicants={group}
      checked={{ applicants: group, today: '2026-11-27' }}
      current={current}
      onSelect={() => undefined}
    />,
  );

describe('the applicant switcher and the placeholder that holds its place', () => {
  it('renders the same boxes with the same words, the placeholder inert and out of the accessibility tree', () => {
    const placeholder = render(<SwitcherPlaceholder t={t} applicants={group} current={1} />);
    const switcher = switcherAt(1);
    const boxes = '.applicant-switcher .applicant-switcher__button';
    expect(placeholder.texts(boxes)).toEqual(['Applicant 1Ann LeeIncomplete', 'Applicant 2Incomplete']);
    expect(switcher.texts(boxes)).toEqual(placeholder.texts(boxes));
    expect(placeholder.all(`${boxes}[aria-current="step"]`)).toHaveLength(1);
    expect(placeholder.attr('.applicant-switcher', 'inert')).toBe('');
    expect(placeholder.all('nav, button, [role], [tabindex]')).toHaveLength(0);
  });

  it('keeps the tag line, unseen and unread, until the checks say Complete or Incomplete', () => {
    const switcher = switcherAt(0);
    // Rendered on the server, the checks are not loaded: every tag is the pending one.
    expect(switcher.all('.tag.tag--pending[aria-hidden="true"]')).toHaveLength(2);
    expect(switcher.all('.tag--done, .tag--todo')).toHaveLength(0);
  });
});
