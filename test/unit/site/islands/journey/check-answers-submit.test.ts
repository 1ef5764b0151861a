import { describe, expect, it } from 'vitest';
import { pickMessages } from '../../../../../shared/i18n';
import { createTranslator } from '../../../../../shared/i18n/translate';
import type { MessageKey } from '../../../../../shared/i18n/types';
import {
  checkAnswersReducer,
  initialCheckAnswers,
  type CheckAnswersAction,
} from '../../../../../site/islands/journey/check-answers-state';
import { submitAnswers } from '../../../../../site/islands/journey/check-answers-submit';
import { readAnswersDraft } from '../../../../../site/lib/journey/answers-draft';
import { writeAgreements, writeApplicants, writeStep1 } from '../../../../../site/lib/journey/draft';
import { loadAnswersSubmission } from '../../../../../site/lib/journey/load-checks';
import { memoryStore, writeString } from '../../../../../site/lib/journey/storage';
import { storageKeys } from '../../../../../shared/journey/storage-keys';
import type { SubmitDeps } from '../../../../../site/lib/journey/submit';
import { today, validApplicant, validStep1 } from '../../lib/journey/fixtures';

const t = createTranslator<MessageKey>(
  'en',
  pickMessages('en', ['flow.', 'journey.', 'common.']) as Record<MessageKey, string>,
);

/** Runs a submit against answers in a memory store, the server answering with `answer`. */
async function submitWith(answer: Response | Error, fill = true, saved = false) {
  const store = memoryStore();
  if (saved) {
    writeString(store, storageKeys.savedApplicationId, '0b7c6f0e-8d4c-4a5b-9e1f-2a3b4c5d6e7f');
    writeString(store, storageKeys.accessToken, 'x'.repeat(43));
  }
  writeStep1(store, { ...validStep1, numberOfApplicants: '1' });
  if (fill) {
    writeApplicants(store, [validApplicant('a1')]);
    writeAgreements(store, allAgreed, new Date('2026-03-01T10:00:00Z'));
    writeString(store, storageKeys.signature, 'Ann Lee');
  }
  const actions: CheckAnswersAction[] = [];
  const navigated: string[] = [];
  const requests: string[] = [];
  const submit: SubmitDeps = {
    store,
    fetch: (async (url: string) => {
      requests.push(url);
      if (answer instanceof Error) throw answer;
      return answer.clone();
    }) as typeof fetch,
    newKey: () => 'idem-key',
    sleep: async () => undefined,
    log: () => undefined,
  };
  await submitAnswers(readAnswersDraft(store), 'en', t, {
    load: () => loadAnswersSubmission(),
    submit,
    today,
    navigate: (path) => void navigated.push(path),
    dispatch: (action) => void actions.push(action),
  });
  const state = actions.reduce(checkAnswersReducer, initialCheckAnswers);
  return { actions, navigated, requests, state, store };
}

const allAgreed = { termsAccepted: true, privacyAccepted: true, dataAccuracy: true, paymentAgreement: true };
const json = (status: number, value: unknown) =>
  new Response(JSON.stringify(value), { status, headers: { 'Content-Type': 'application/json' } });

describe('submitting the answers', () => {
  it('refuses missing answers before any request, each problem linked to its field on the details page', async () => {
    const { state, requests, navigated } = await submitWith(json(500, {}), false);
    expect(requests).toEqual([]);
    expect(navigated).toEqual([]);
    expect(state.phase.name).toBe('invalid');
    const items = state.phase.name === 'invalid' ? state.phase.items : [];
    expect(items.length).toBeGreaterThan(0);
    expect(items[0]?.href).toMatch(/^\/kenya-eta-details#/);
    expect(state.attempt).toBe(1);
  });

  it('shows the server’s 400 issues as links to where they are corrected', async () => {
    const issues = [{ path: 'applicants.0.passportNumber', message: 'journey.error.passportNumber.invalid' }];
    const { state, actions, requests, navigated } = await submitWith(
      json(400, { error: 'validation_failed', issues }),
    );
    expect(actions.map((a) => a.type)).toEqual(['submitted', 'valid', 'refused']);
    expect(requests).toHaveLength(1);
    expect(navigated).toEqual([]);
    expect(state.phase).toEqual({
      name: 'invalid',
      items: [
        {
          target: 'applicant-1-passportNumber',
          href: '/kenya-eta-details#applicant-1-passportNumber',
          message: 'journey.error.passportNumber.invalid',
          text: t('journey.error.passportNumber.invalid'),
        },
      ],
    });
  });

  it('says the server failed on a 5xx and the network failed when nothing answers, and stays on the page', async () => {
    const server = await submitWith(json(503, {}));
    expect(server.state.phase).toEqual({ name: 'failed', message: 'flow.check.serverError' });
    expect(server.navigated).toEqual([]);
    const network = await submitWith(new TypeError('Failed to fetch'));
    expect(network.state.phase).toEqual({ name: 'failed', message: 'flow.check.networkError' });
  });

  it('keeps everything and offers a retry when the checks cannot be loaded', async () => {
    const actions: CheckAnswersAction[] = [];
    const store = memoryStore();
    await submitAnswers(readAnswersDraft(store), 'en', t, {
      load: async () => undefined,
      submit: {} as SubmitDeps,
      today,
      navigate: () => undefined,
      dispatch: (action) => void actions.push(action),
    });
    expect(actions).toEqual([{ type: 'submitted' }, { type: 'unavailable' }]);
  });

  it('after a change the agreement covers, asks for the signature again and forgets the old one', async () => {
    const pricing = {
      serviceFee: 57,
      governmentFee: 69,
      processingFee: 145,
      insurancePrice: 45,
      totalPerPerson: 316,
      totalPrice: 316,
      processingTime: { minBusinessDays: 3, maxBusinessDays: 5 },
      currency: 'USD',
    };
    const updated = {
      id: '0b7c6f0e-8d4c-4a5b-9e1f-2a3b4c5d6e7f',
      applicationNumber: 'KE-12345678',
      contactEmail: 'ann@example.com',
      pricing,
      revision: 2,
      changed: ['applicants[0].lastName'],
      signAgain: true,
    };
    const { state, navigated, requests, store } = await submitWith(json(200, updated), true, true);
    expect(requests).toEqual([`/api/kenya-eta-applications/${updated.id}`]);
    expect(navigated).toEqual([]);
    expect(store.getItem(storageKeys.signature)).toBeNull();
    expect(state.phase).toEqual({
      name: 'invalid',
      items: [{ target: 'signature', href: '/kenya-eta-details#signature', text: t('flow.check.signAgain') }],
    });
  });

  it('shows a refused change in the server’s words, a price change linked to where it is undone', async () => {
    const message = 'Your application is paid, and this change would alter the price.';
    const { state } = await submitWith(json(409, { error: 'price_change_refused', message }), true, true);
    expect(state.phase).toEqual({
      name: 'invalid',
      items: [{ target: 'processingType', href: '/kenya-eta-pricing#processingType', text: message }],
    });
  });
});
