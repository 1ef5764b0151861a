import { lazy, Suspense, type RefObject } from 'react';
import type { LocaleCode } from '../../../shared/locales';
import { applicantWarnings } from '../../lib/journey/applicant-check';
import type { CountryNames } from '../../lib/journey/country-lookup';
import type { ApplicantDraft } from '../../lib/journey/draft';
import type { KeyValueStore } from '../../lib/journey/storage';
import { ApplicantPassportScan } from '../passport/ApplicantPassportScan';
import { ApplicantFields } from './ApplicantFields';
import {
  effectiveOf,
  groupOf,
  headingId,
  type DetailsAction,
  type DetailsState,
} from './details-editor-state';
import type { T } from './i18n';
import { SwitcherPlaceholder } from './SwitcherButtonText';

/**
 * The switcher between the travellers of a group: a chunk of its own, loaded only for a group (one
 * traveller has none), not with the page's first script, which the details page's budget keeps small.
 * Until it is there, an inert placeholder of the same size holds its place (no layout shift).
 */
const ApplicantSwitcher = lazy(() =>
  import('./ApplicantSwitcher').then((m) => ({ default: m.ApplicantSwitcher })),
);

interface Props {
  readonly t: T;
  readonly locale: LocaleCode;
  readonly store: KeyValueStore;
  readonly state: DetailsState;
  readonly dispatch: (action: DetailsAction) => void;
  readonly today: string;
  readonly countries: CountryNames;
  readonly headingRef: RefObject<HTMLHeadingElement | null>;
}

/** The switcher, then the shown applicant: its heading, "Scan passport" and its fields. */
export function ApplicantStep({ headingRef, ...props }: Props) {
  const { t, locale, state, dispatch } = props;
  const { index, count } = state;
  const group = groupOf(state);
  const current = group[index] as ApplicantDraft;
  return (
    <>
      {count > 1 && (
        <Suspense fallback={<SwitcherPlaceholder t={t} applicants={group} current={index} />}>
          <ApplicantSwitcher
            t={t}
            applicants={group}
            checked={{
              applicants: effectiveOf(state),
              today: props.today,
              sections: state.questions?.sections,
            }}
            current={index}
            onSelect={(i) => dispatch({ type: 'went', index: i })}
          />
        </Suspense>
      )}
      <h2 className="applicant-heading" id={headingId} tabIndex={-1} ref={headingRef}>
        {t('flow.details.applicantOf', { n: index + 1, count })}
      </h2>
      <ApplicantPassportScan
        key={`scan-${current.id}`}
        t={t}
        locale={locale}
        store={props.store}
        applicantId={current.id}
        onApply={(patch) => dispatch({ type: 'edited', patch })}
      />
      <ApplicantFields
        key={current.id}
        t={t}
        locale={locale}
        index={index}
        applicant={current}
        first={index > 0 ? group[0] : undefined}
        sameAsFirst={state.sameAsFirst}
        onSameAsFirst={(section, same) => dispatch({ type: 'sameChosen', section, same })}
        onChange={(field, value) => dispatch({ type: 'edited', patch: { [field]: value } })}
        errors={state.errors.applicants[index] ?? {}}
        warnings={applicantWarnings(effectiveOf(state)[index] as ApplicantDraft, props.today)}
        countries={props.countries}
        questions={state.questions}
        focusId={state.focus?.id}
      />
    </>
  );
}
