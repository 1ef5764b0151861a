import { useReducer, type SubmitEvent } from 'react';
import type { MessageKey } from '../../../shared/i18n/types';
import { localizePath, type LocaleCode } from '../../../shared/locales';
import {
  applicantCountOf,
  readStep1,
  step1Fields,
  writeStep1,
  type Step1Draft,
  type Step1Field,
} from '../../lib/journey/draft';
import { journeyPaths } from '../../lib/journey/steps';
import { ErrorSummary } from '../form-kit/ErrorSummary';
import { fieldErrors, summaryItems } from '../form-kit/server-issues';
import { prefixesOf, useT, type IslandMessages, type T } from './i18n';
import { Loading, RedirectNotice } from './JourneyStatus';
import { Step1ContactFields } from './Step1ContactFields';
import { Step1Total } from './Step1Total';
import { Step1TripFields } from './Step1TripFields';
import { useFocusFromHash } from './use-focus-from-hash';
import { initialStep1, step1FieldId, step1Reducer, type Step1Errors } from './step1-state';
import { useJourney } from './use-journey';

interface Props {
  readonly locale: LocaleCode;
  readonly messages: IslandMessages;
}

/** The problems of step 1 by the shared schema, loaded when the traveller first continues. */
async function validate(draft: Step1Draft, t: T): Promise<Step1Errors> {
  const { step1Schema } = await import('../../../shared/journey/step1-schema');
  const result = step1Schema.safeParse(draft);
  if (result.success) return {};
  return fieldErrors<Step1Field, string>(result.error.issues, { message: (key) => t(key as MessageKey) });
}

/** Step 1 (spec §3, §5): group size, eTA type, transport, contact details, with a live total. */
export function Step1Form({ locale, messages }: Props) {
  const t = useT(locale, messages);
  const journey = useJourney(locale, undefined, readStep1);
  const [state, dispatch] = useReducer(step1Reducer, initialStep1);
  const { errors, attempt, unavailable } = state;
  useFocusFromHash(journey.status === 'ready');

  if (journey.status === 'loading') return <Loading text={t('flow.loading')} />;
  if (journey.status === 'redirect') {
    return (
      <RedirectNotice title={t('flow.redirect.title')} linkText={t('flow.redirect.link')} to={journey.to} />
    );
  }
  const { store } = journey;
  const values = state.draft ?? journey.data;
  const count = applicantCountOf(values);

  const change = (field: Step1Field) => (value: string) => {
    writeStep1(store, { ...values, [field]: value });
    dispatch({ type: 'changed', from: values, field, value });
  };

  const check = async () => {
    const found = await validate(values, t).catch(() => undefined);
    if (!found) return dispatch({ type: 'checkUnavailable' });
    dispatch({ type: 'checked', errors: found });
    if (Object.keys(found).length > 0) return;
    writeStep1(store, values);
    window.location.assign(localizePath(journeyPaths.pricing, locale));
  };
  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    void check();
  };

  const summary = summaryItems(errors, step1Fields, (text) => text, step1FieldId);
  const fields = { t, locale, values, errors, prefixes: prefixesOf(t), change };

  return (
    <form className="journey-form" noValidate onSubmit={submit}>
      <ErrorSummary title={t('common.form.errorSummaryTitle')} items={summary} attempt={attempt} />
      {unavailable && (
        <div className="notice notice--warning" role="alert">
          {t('flow.errors.checkUnavailable')}
        </div>
      )}
      <Step1TripFields {...fields} />
      <Step1ContactFields {...fields} />
      <Step1Total t={t} locale={locale} count={count} />
      <div className="button-row">
        <button className="button" type="submit">
          {t('common.form.continue')}
        </button>
      </div>
    </form>
  );
}
