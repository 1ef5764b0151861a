import { useMemo } from 'react';
import type { AskedQuestions } from '../../../shared/journey/section-fields';
import { localizePath, type LocaleCode } from '../../../shared/locales';
import {
  applicantCountOf,
  applicantsForGroup,
  blankApplicant,
  etaTypeOf,
  newApplicantId,
  readAgreements,
  readApplicants,
  readSameAsFirst,
  readSignature,
  readStep1,
} from '../../lib/journey/draft';
import { parseCountryList, type CountryList } from '../../lib/journey/country-lookup';
import { applyDetailsPorts, type DetailsPorts } from '../../lib/journey/details-ports';
import { sharingByDefault } from '../../lib/journey/same-as-first';
import { journeyPaths } from '../../lib/journey/steps';
import { storageKeys } from '../../lib/journey/journey-keys';
import { readRecord, readString, type KeyValueStore } from '../../lib/journey/storage';
import { uiStorageKeys } from '../../lib/journey/ui-keys';
import { DetailsEditor } from './DetailsEditor';
import type { DetailsDraft } from './details-editor-state';
import { useT, type IslandMessages } from './i18n';
import { Loading, RedirectNotice } from './JourneyStatus';
import { useJourney } from './use-journey';

interface Props {
  readonly locale: LocaleCode;
  readonly messages: IslandMessages;
  /** The names of the countries in the page's language (`countryNamesFor`). */
  readonly countries: CountryList;
  /** Another journey's ports of entry (codes and the first traveller's default); Kenya's when absent. */
  readonly ports?: DetailsPorts;
  /** What a visa journey's types ask, by visa type (`askedQuestionsByType`); Kenya's page has none. */
  readonly questions?: Readonly<Record<string, AskedQuestions>>;
}

/** The draft the details page starts from (exported for its tests). */
export function load(store: KeyValueStore, questions?: Props['questions']): DetailsDraft {
  const step1 = readStep1(store);
  const count = applicantCountOf(step1);
  const diplomat = readString(store, uiStorageKeys.travellerType) === 'diplomat';
  const saved = readApplicants(store);
  // A visa journey's step 1 asks the travellers' nationality (it decides the visa types): new travellers
  // start with it. Its visa type decides the sections asked.
  const { nationality, visaType } = readRecord(store, storageKeys.application);
  const group = applicantsForGroup(saved, count, () => ({
    ...blankApplicant(newApplicantId(), etaTypeOf(step1), diplomat),
    ...(typeof nationality === 'string' && nationality ? { nationality } : {}),
  }));
  const savedIds = new Set(saved.map((a) => a.id));
  const added = group
    .slice(1)
    .filter((a) => !savedIds.has(a.id))
    .map((a) => a.id);
  return {
    count,
    all: [...group, ...saved.slice(count)],
    // A traveller added to the group starts with applicant 1's address, trip and emergency contact.
    sameAsFirst: sharingByDefault(readSameAsFirst(store), added),
    agreements: readAgreements(store),
    signature: readSignature(store),
    ...(questions && { questions: questions[String(visaType)] }),
  };
}

/** The details page (spec §3-§5): the guard, then the editor of every applicant. */
export function DetailsForm({ locale, messages, countries, ports, questions }: Props) {
  // Before anything reads them (the draft's new travellers, the fields, the checks).
  applyDetailsPorts(ports);
  const t = useT(locale, messages);
  const names = useMemo(() => parseCountryList(countries), [countries]);
  const journey = useJourney(locale, 'details', (store) => load(store, questions));
  if (journey.status === 'loading') return <Loading text={t('flow.loading')} />;
  if (journey.status === 'redirect') {
    return (
      <RedirectNotice title={t('flow.redirect.title')} linkText={t('flow.redirect.link')} to={journey.to} />
    );
  }
  return (
    <DetailsEditor
      t={t}
      locale={locale}
      store={journey.store}
      initial={journey.data}
      countries={names}
      next={localizePath(journeyPaths.checkAnswers, locale)}
    />
  );
}
