import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { company } from '../../../shared/public/company';
import { draftsPath } from '../../../shared/api/drafts';
import { draftKey } from '../../../functions/drafts/draft-store';
import { signDraftToken } from '../../../functions/drafts/draft-link';
import { table } from '../applications/support';
import { stack } from '../support';
import {
  draftState,
  lastDraftToken,
  mailsTo,
  openDraft,
  post,
  randomSource,
  saveDraft,
  uniqueEmail,
} from './support';

const inDays = (days: number) => Math.floor(Date.now() / 1000) + days * 86_400;

async function expectRefused(answer: Promise<{ status: number; body: unknown }>) {
  const { status, body } = await answer;
  expect(status).toBe(401);
  expect(body).toEqual({ error: 'unauthorized', message: 'This link is not valid' });
}

describe('saving a draft', () => {
  it('stores the answers for 30 days and mails a link in the traveller’s language that opens them', async () => {
    const email = uniqueEmail();
    const saved = await saveDraft(email);
    expect(saved.status).toBe(200);
    expect(saved.headers['cache-control']).toBe('no-store');
    expect(saved.body).toMatchObject({ success: true, email, mailed: true, stored: true });
    const days = (Date.parse(saved.body.expiresAt as string) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);

    const [mail] = await mailsTo(email);
    expect(mail?.subject).toBe('Reprenez votre demande d’eTA pour le Kenya');
    expect(mail?.body.html).toContain(`${stack.url}/fr/continue-application#t=`);
    expect(mail?.body.text).toMatch(/continue-application#t=[\w.-]+&journey=kenya\b/);
    expect((mail as unknown as { replyTo: string[] }).replyTo).toEqual([company.supportEmail]);

    const opened = await openDraft(await lastDraftToken(email));
    expect(opened.status).toBe(200);
    expect(opened.headers['cache-control']).toBe('no-store');
    expect(opened.body).toMatchObject({
      draftId: saved.body.draftId,
      page: 'details',
      state: draftState(email),
    });
  });

  it('updates the same draft when saved again, without a second mail within minutes', async () => {
    const email = uniqueEmail();
    const first = await saveDraft(email);
    const state = draftState(email);
    state.kenyaEtaResidenceCountry = 'FR';
    const again = await saveDraft(email, { draftId: first.body.draftId, page: 'checkAnswers', state });
    expect(again.body).toMatchObject({ draftId: first.body.draftId, mailed: false, stored: true });
    expect(await mailsTo(email)).toHaveLength(1);
    const opened = await openDraft(await lastDraftToken(email));
    expect(opened.body).toMatchObject({ page: 'checkAnswers', state: { kenyaEtaResidenceCountry: 'FR' } });
  });

  it('keeps the newer save when an older one arrives later (another device)', async () => {
    const email = uniqueEmail();
    const first = await saveDraft(email);
    const older = new Date(Date.now() - 3_600_000).toISOString();
    const stale = { ...draftState(email), kenyaEtaResidenceCountry: 'US' };
    const late = await saveDraft(email, { draftId: first.body.draftId, savedAt: older, state: stale });
    expect(late.status).toBe(200);
    expect(late.body).toMatchObject({ stored: false, savedAt: first.body.savedAt });
    const opened = await openDraft(await lastDraftToken(email));
    expect(opened.body).toMatchObject({ state: { kenyaEtaResidenceCountry: 'GB' } });
  });

  it('mails the new address at once when the contact e-mail changed', async () => {
    const email = uniqueEmail();
    const other = uniqueEmail();
    const first = await saveDraft(email);
    const moved = await saveDraft(other, { draftId: first.body.draftId });
    expect(moved.body).toMatchObject({ mailed: true, email: other });
    expect(await mailsTo(other)).toHaveLength(1);
  });

  it('refuses what is not the journey’s stored shape, too large or without a contact e-mail, storing nothing', async () => {
    const email = uniqueEmail();
    const state = draftState(email);
    const bad = [
      { ...state, somethingElse: 'x' },
      { ...state, kenyaEtaApplication: { ...state.kenyaEtaApplication, script: '<x>' } },
      { ...state, kenyaEtaApplicants: [{ id: 'a1', notAField: 'x' }] },
      { ...state, kenyaEtaApplication: { ...state.kenyaEtaApplication, contactEmail: '' } },
    ];
    for (const s of bad) expect((await saveDraft(email, { state: s })).status).toBe(400);
    const big = {
      ...state,
      kenyaEtaApplicants: Array.from({ length: 10 }, (_, i) => ({
        id: `a${i}`,
        currentAddress: 'x'.repeat(1999),
        occupation: 'y'.repeat(1999),
        permanentAddress: 'z'.repeat(1999),
        employerAddress: 'w'.repeat(1999),
      })),
    };
    const tooLarge = await saveDraft(email, { state: big });
    expect(tooLarge.status).toBe(400);
    expect((await post(draftsPath, 'not json')).status).toBe(400);
    expect(await mailsTo(email)).toHaveLength(0);
  });
});

describe('the rate limits', () => {
  it('stop one client after 20 saves an hour and one address after 10, with Retry-After', async () => {
    const source = randomSource();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await saveDraft(uniqueEmail(), {}, source)).status);
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    const limited = await saveDraft(uniqueEmail(), {}, source);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

    const email = uniqueEmail();
    const first = await saveDraft(email);
    const perAddress: number[] = [first.status];
    for (let i = 0; i < 10; i++)
      perAddress.push((await saveDraft(email, { draftId: first.body.draftId })).status);
    expect(perAddress).toEqual([...Array<number>(10).fill(200), 429]);
    expect(await mailsTo(email)).toHaveLength(1);
  });
});

describe('a link that opens no draft', () => {
  it('answers 401 and the same body when forged, tampered, expired, malformed or for no draft', async () => {
    const email = uniqueEmail();
    const saved = await saveDraft(email);
    const draftId = saved.body.draftId as string;
    const genuine = await lastDraftToken(email);
    const [, , signature] = genuine.split('.');
    const otherPayload = Buffer.from(JSON.stringify({ d: 'x'.repeat(32), x: inDays(10) })).toString(
      'base64url',
    );
    const refused = [
      signDraftToken('another-secret-of-at-least-32-characters', { d: draftId, x: inDays(10) }),
      `d1.${otherPayload}.${signature}`,
      signDraftToken(stack.personalLinkSecret, { d: draftId, x: inDays(-1) }),
      signDraftToken(stack.personalLinkSecret, { d: 'y'.repeat(32), x: inDays(10) }),
      genuine.replace(/^d1\./, 'v1.'),
      'not-a-token',
      '',
      42,
    ];
    for (const token of refused) await expectRefused(openDraft(token));
    expect((await openDraft(genuine)).status).toBe(200);
  });

  it('answers 401 once the draft’s 30 days are over, even before the TTL sweep removes it', async () => {
    const email = uniqueEmail();
    const saved = await saveDraft(email);
    const token = await lastDraftToken(email);
    await table.db.send(
      new UpdateCommand({
        TableName: table.tableName,
        Key: draftKey(saved.body.draftId as string),
        UpdateExpression: 'SET expiresAt = :past',
        ExpressionAttributeValues: { ':past': Math.floor(Date.now() / 1000) - 60 },
      }),
    );
    await expectRefused(openDraft(token));
  });
});

describe('a draft of the Tanzania e-visa journey', () => {
  it('records its destination, mails a link in the Tanzania e-visa’s words and opens as Tanzania’s', async () => {
    const email = uniqueEmail();
    const state = draftState(email);
    state.kenyaEtaApplication = {
      ...state.kenyaEtaApplication,
      nationality: 'NG',
      visaType: 'ordinary',
      departureCountry: 'GB',
    };
    const saved = await saveDraft(email, { destination: 'tanzania', locale: 'en', state });
    expect(saved.status).toBe(200);
    const [mail] = await mailsTo(email);
    expect(mail?.subject).toBe('Continue your Tanzania e-visa application');
    expect(mail?.body.text).not.toContain('Kenya eTA application');
    // The link names the journey: expired, its page offers a new Tanzania application, not Kenya's.
    expect(mail?.body.text).toMatch(/continue-application#t=[\w.-]+&journey=tanzania\b/);

    const opened = await openDraft(await lastDraftToken(email));
    expect(opened.body).toMatchObject({ destination: 'tanzania', page: 'details', state });
  });

  it('keeps a draft that names no destination Kenya’s, as before', async () => {
    const email = uniqueEmail();
    await saveDraft(email);
    const opened = await openDraft(await lastDraftToken(email));
    expect(opened.body).toMatchObject({ destination: 'kenya' });
  });

  it('refuses a destination that is not one', async () => {
    expect((await saveDraft(uniqueEmail(), { destination: 'uganda' })).status).toBe(400);
  });
});
