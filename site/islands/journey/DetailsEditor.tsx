import { lazy, Suspense, useEffect, useMemo, useRef, useState, type SubmitEvent } from 'react';
import type { MessageKey } from '../../../shared/i18n/types';
import type { LocaleCode } from '../../../shared/locales';
import { parseFieldId, type ApplicantField } from '../../lib/journey/applicant-fields';
import { countryOptions, type CountryNames } from '../../lib/journey/country-lookup';
import { localToday } from '../../lib/journey/date-parts';
import {
  hasProblems,
  missesLegalAgreements,
  problemLinks,
  type DetailsErrors,
} from '../../lib/journey/details-problems';
import {
  writeAgreements,
  writeApplicants,
  writeSameAsFirst,
  type AgreementsDraft,
  type ApplicantDraft,
} from '../../lib/journey/draft';
import {
  takesFromFirst,
  withChoice,
  withSharedDetails,
  type SameAsFirst,
  type SharedSection,
} from '../../lib/journey/same-as-first';
import { writeString, type KeyValueStore } from '../../lib/journey/storage';
import { storageKeys } from '../../../shared/journey/storage-keys';
import { applicantWarnings, type FieldMessages } from '../../lib/journey/applicant-check';
import { ApplicantPassportScan } from '../passport/ApplicantPassportScan';
import { AgreementsSection } from './AgreementsSection';
import { ApplicantFields } from './ApplicantFields';
import { ApplicantSwitcher } from './ApplicantSwitcher';
import { ErrorSummary, type SummaryItem } from '../form-kit/ErrorSummary';
import { focusElement, focusField } from '../form-kit/focus';
import type { T } from './i18n';
import { useDetailsChecks } from './use-details-checks';

/**
 * The signature (drawn or typed) ends the last traveller's page, below the fold: its code is a chunk of
 * its own, fetched as soon as this module runs, so the page's first JavaScript stays within its budget.
 */
const signatureModule = import('./SignatureField');
const SignatureField = lazy(() => signatureModule.then((m) => ({ default: m.SignatureField })));

/** What the editor starts from: the stored draft of the details page. */
export interface DetailsDraft {
  readonly count: number;
  /** The group's applicants first, then any the group no longer includes (kept, not lost). */
  readonly all: readonly ApplicantDraft[];
  readonly sameAsFirst: SameAsFirst;
  readonly agreements: AgreementsDraft;
  readonly signature: string;
}

interface Props {
  readonly t: T;
  readonly locale: LocaleCode;
  readonly store: KeyValueStore;
  readonly initial: DetailsDraft;
  /** The names of the countries in the page's language. */
  readonly countries: CountryNames;
  /** Check your answers. */
  readonly next: string;
}

/** How long the spec's "accept both Privacy Policy and Terms of Service" message stays (§5). */
export const legalMessageMs = 5000;
const headingId = 'applicant-heading';

/** A Change link (`#applicant-2-email`, `#signature`) opens the right applicant and focuses the field. */
function openingFromHash(count: number) {
  const id = decodeURIComponent(window.location.hash.slice(1));
  if (!id) return undefined;
  // A field, or a section's "same as applicant 1" box (`applicant-2-sameAsFirst-trip`).
  const applicant = parseFieldId(id)?.index ?? applicantIndexOf(id);
  return { index: applicant !== undefined ? Math.min(applicant, count - 1) : count - 1, id };
}
function applicantIndexOf(id: string): number | undefined {
  const match = /^applicant-(\d{1,2})-/.exec(id);
  return match ? Number(match[1]) - 1 : undefined;
}
const noErrors: DetailsErrors = { applicants: [], agreements: {} };

/** One applicant at a time with Previous/Next and a switcher; agreements and signature at the last. */
export function DetailsEditor({ t, locale, store, initial, countries, next }: Props) {
  const { count } = initial;
  const [all, setAll] = useState(initial.all);
  const [sameAsFirst, setSameAsFirst] = useState(initial.sameAsFirst);
  const [opening] = useState(() => openingFromHash(count));
  const [index, setIndex] = useState(opening?.index ?? 0);
  const [agreements, setAgreements] = useState(initial.agreements);
  const [signature, setSignature] = useState(initial.signature);
  const [errors, setErrors] = useState<DetailsErrors>(noErrors);
  const [attempt, setAttempt] = useState(0);
  const [legalMessage, setLegalMessage] = useState(0);
  // Each request is a new object, so asking twice for the same field focuses it twice.
  const [focusRequest, setFocusRequest] = useState<{ readonly id: string } | undefined>(opening);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const today = useMemo(() => localToday(), []);
  const options = useMemo(() => countryOptions(countries), [countries]);
  const { checks, failed, load } = useDetailsChecks(count > 1);

  const group = all.slice(0, count);
  const effective = withSharedDetails(group, sameAsFirst);
  const complete = checks && effective.map((a) => Object.keys(checks.applicantErrors(a, today)).length === 0);
  const isLast = index === count - 1;
  const current = group[index] as ApplicantDraft;

  useEffect(() => {
    if (!focusRequest) return;
    if (focusRequest.id === headingId) focusElement(headingRef.current);
    else focusField(focusRequest.id);
  }, [focusRequest]);

  useEffect(() => {
    if (!legalMessage) return;
    const timer = window.setTimeout(() => setLegalMessage(0), legalMessageMs);
    return () => window.clearTimeout(timer);
  }, [legalMessage]);

  const clearError = (applicantIndex: number, field: ApplicantField) => {
    if (!errors.applicants[applicantIndex]?.[field]) return;
    const without = (e: FieldMessages) => Object.fromEntries(Object.entries(e).filter(([k]) => k !== field));
    setErrors({
      ...errors,
      applicants: errors.applicants.map((e, i) => (i === applicantIndex ? without(e) : e)),
    });
  };

  const changeField = (field: ApplicantField, value: string) => {
    const patch: Partial<ApplicantDraft> = { [field]: value };
    if (field === 'hasVisitedKenya' && value !== 'yes') patch.lastVisitDate = '';
    const nextAll = all.map((a, i) => (i === index ? { ...a, ...patch } : a));
    setAll(nextAll);
    writeApplicants(store, nextAll);
    clearError(index, field);
  };

  /** Several fields at once: the values read from a passport ("Use these details"). */
  const changeFields = (patch: Partial<ApplicantDraft>) => {
    const nextAll = all.map((a, i) => (i === index ? { ...a, ...patch } : a));
    setAll(nextAll);
    writeApplicants(store, nextAll);
    for (const field of Object.keys(patch) as ApplicantField[]) clearError(index, field);
  };

  const changeSame = (section: SharedSection, same: boolean) => {
    const value = withChoice(sameAsFirst, section, current.id, same);
    setSameAsFirst(value);
    writeSameAsFirst(store, value);
    writeApplicants(store, all);
  };

  const changeAgreements = (value: AgreementsDraft) => {
    setAgreements(value);
    writeAgreements(store, value, new Date());
    const remaining = Object.fromEntries(
      Object.entries(errors.agreements).filter(([name]) => !value[name as keyof AgreementsDraft]),
    );
    setErrors({ ...errors, agreements: remaining });
  };

  const changeSignature = (value: string) => {
    setSignature(value);
    writeString(store, storageKeys.signature, value);
    if (value && errors.signature) setErrors({ ...errors, signature: undefined });
  };

  const go = (target: number) => {
    setIndex(target);
    setErrors(noErrors);
    setFocusRequest({ id: headingId });
  };

  const fail = (found: DetailsErrors) => {
    setErrors(found);
    setAttempt((a) => a + 1);
  };

  const check = async () => {
    const loaded = await load();
    if (!loaded) return;
    if (!isLast) {
      const found = loaded.applicantErrors(effective[index] as ApplicantDraft, today);
      if (Object.keys(found).length > 0)
        fail({ ...noErrors, applicants: group.map((_, i) => (i === index ? found : {})) });
      else go(index + 1);
      return;
    }
    const found = loaded.validateDetails(effective, agreements, signature, today);
    // A new value restarts the message's timer.
    if (missesLegalAgreements(agreements)) setLegalMessage((shown) => shown + 1);
    if (hasProblems(found)) fail(found);
    else window.location.assign(next);
  };
  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    void check();
  };

  const links = problemLinks(errors, (i, field) => takesFromFirst(sameAsFirst, group[i]?.id ?? '', field));
  const summary: SummaryItem[] = links.map((link) => ({
    target: link.target,
    text:
      link.applicantIndex !== undefined && link.applicantIndex !== index
        ? t('flow.details.problemFor', { n: link.applicantIndex + 1, message: t(link.message) })
        : t(link.message),
  }));
  const selectProblem = (target: string): boolean => {
    const parsed = parseFieldId(target);
    const owner = parsed ? parsed.index : count - 1;
    if (owner === index) return false;
    setIndex(owner);
    setFocusRequest({ id: target });
    return true;
  };
  const shownErrors = errors.applicants[index] ?? {};

  return (
    <form className="journey-form" noValidate onSubmit={submit}>
      <ErrorSummary
        title={t('common.form.errorSummaryTitle')}
        items={summary}
        attempt={attempt}
        onSelect={selectProblem}
      />
      {legalMessage > 0 && (
        <div className="notice notice--warning" role="alert">
          {t('journey.error.agreements.bothRequired')}
        </div>
      )}
      {failed && (
        <div className="notice notice--warning" role="alert">
          {t('flow.errors.checkUnavailable')}
        </div>
      )}
      <ApplicantSwitcher t={t} applicants={group} complete={complete} current={index} onSelect={go} />
      <h2 className="applicant-heading" id={headingId} tabIndex={-1} ref={headingRef}>
        {t('flow.details.applicantOf', { n: index + 1, count })}
      </h2>
      <ApplicantPassportScan
        key={`scan-${current.id}`}
        t={t}
        locale={locale}
        store={store}
        applicantId={current.id}
        onApply={changeFields}
      />
      <ApplicantFields
        key={current.id}
        t={t}
        locale={locale}
        index={index}
        applicant={current}
        first={index > 0 ? group[0] : undefined}
        sameAsFirst={sameAsFirst}
        onSameAsFirst={changeSame}
        onChange={changeField}
        errors={shownErrors}
        warnings={applicantWarnings(effective[index] as ApplicantDraft, today)}
        countries={countries}
        countryOptions={options}
      />
      {isLast && (
        <>
          <AgreementsSection
            t={t}
            locale={locale}
            value={agreements}
            onChange={changeAgreements}
            errors={errors.agreements}
          />
          <Suspense fallback={<div className="signature-placeholder" />}>
            <SignatureField
              t={t}
              value={signature}
              onChange={changeSignature}
              error={errors.signature && t(errors.signature as MessageKey)}
            />
          </Suspense>
        </>
      )}
      <div className="button-row">
        {index > 0 && (
          <button type="button" className="button button--secondary" onClick={() => go(index - 1)}>
            {t('flow.details.previous')}
          </button>
        )}
        <button type="submit" className="button">
          {isLast ? t('flow.details.continue') : t('flow.details.next')}
        </button>
      </div>
    </form>
  );
}
