import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AssetProcess } from '../../../infra/cloud/assembly/asset-process';
import {
  assemblyFunctions,
  readTemplate,
  type AssemblyFunction,
  type CfnTemplate,
} from '../../../infra/cloud/assembly/cloud-assembly';
import { scheduledEvent, snsEvent, webSocketEvent } from '../../../infra/cloud/assembly/events';
import { synthesizeAssembly } from '../../../infra/cloud/assembly/synth';
import { etaStackId } from '../../../infra/cloud/eta-app';
import {
  applicationsPath,
  idempotencyKeyHeader,
  signedAgreementPath,
} from '../../../shared/api/applications';
import { authLoginPath, authSecondFactorPath, staffLoginCookie } from '../../../shared/api/admin';
import { chatStartPath } from '../../../shared/api/chat';
import { draftsPath, openDraftPath } from '../../../shared/api/drafts';
import { paymentCallbackPath, paymentPath } from '../../../shared/api/payments';
import { healthPath } from '../../../shared/api/health';
import { contactPath } from '../../../shared/public/contact';
import { documentsPath, uploadsPath, type PresignedUpload } from '../../../shared/documents/rules';
import { checkStatusPath } from '../../../shared/status/lookup';
import type { ApplicationCreated } from '../../../shared/journey/schemas';
import { signCallback } from '../../../functions/payments/gateway/signing';
import { signatureHeader } from '../../../functions/payments/gateway/sandbox-protocol';
import { allAgreed, mailsTo, submission, table } from '../applications/support';
import { callbackFor } from '../payments/support';
import { jpegBytes, postToS3 } from '../documents/support';
import { createTestStaff } from '../../support/staff';
import { stack } from '../support';
import { KMSClient } from '@aws-sdk/client-kms';
import { kmsTotpSecretBox } from '../../../functions/lib/totp-secret-box';
import { kmsKeyArnOf } from '../../../infra/cloud/assembly/resolve-environment';
import { totpCode } from '../../../functions/auth/totp';
import { callHttp, cookiePair, siteOrigin, StandIns, startArtifact } from './support';

/**
 * The deployment artifacts as `cdk deploy` would upload them: `cdk synth` builds every function, then
 * each artifact runs alone from its own folder in a fresh Node process (no project `node_modules`, no
 * runtime SDK), with the environment the synthesised template gives it, against the local stand-ins.
 * Every HTTP function answers a real request, the WebSocket function its routes, and every scheduled
 * function runs once. A request that needs a record made by another function gets it from that
 * function's artifact, so the artifacts also work together as deployed.
 */
const standIns = new StandIns();
let template: CfnTemplate;
let functions: AssemblyFunction[];
const artifacts = new Map<string, AssetProcess>();
let originSecret = '';

/** The HTTP concern or chat construct a function belongs to: `KenyaEta/Api/<name>/Function`. */
const nameOf = (fn: AssemblyFunction) => fn.path.split('/')[2] ?? fn.logicalId;
const artifact = (name: string): AssetProcess => {
  const found = artifacts.get(name);
  if (!found) throw new Error(`no function ${name} in the template`);
  return found;
};
const call = (name: string, request: Parameters<typeof callHttp>[2]) =>
  callHttp(artifact(name), originSecret, request);
/** Functions some test below has invoked: every function of the template must be among them. */
const exercised = new Set<string>();

beforeAll(async () => {
  const assembly = await synthesizeAssembly({ siteDir: 'test/infra/no-site-build' });
  template = readTemplate(assembly, etaStackId);
  functions = assemblyFunctions(assembly, etaStackId);
  await standIns.start(template);
  const originSecretId = Object.keys(template.Resources).find((id) => id.startsWith('OriginVerifySecret'));
  originSecret = standIns.resources(template).secretValue(originSecretId ?? '');
  for (const fn of functions) artifacts.set(nameOf(fn), startArtifact(fn, template, standIns));
  await Promise.all([...artifacts.values()].map((a) => a.initMs));
}, 600_000);

afterAll(async () => {
  await Promise.all([...artifacts.values()].map((a) => a.stop()));
  await standIns.stop();
});

describe('every function artifact of the template', () => {
  it('starts alone from its own folder, finding no package outside it', async () => {
    expect(functions.length).toBeGreaterThanOrEqual(10);
    for (const a of artifacts.values()) {
      expect(await a.outside, a.fn.path).toBe('none');
      expect(await a.initMs, a.fn.path).toBeGreaterThan(0);
    }
  });

  it('gets PAYMENT_GATEWAY_URL and every other setting its start needs from the template alone', () => {
    const payments = artifact('payments').fn.environment;
    expect(payments.PAYMENT_GATEWAY_URL).toBe(`${siteOrigin}/sandbox-gateway`);
    expect(payments.PAYMENT_GATEWAY_SECRET).toBeUndefined();
  });
});

describe('the HTTP artifacts, each answering a real request', () => {
  let created: ApplicationCreated;
  let contactEmail = '';

  it('health checks the table, the bucket and SES', async () => {
    const res = await call('health', { method: 'GET', path: healthPath });
    expect(res.status).toBe(200);
    expect(res.json()).toEqual({ ok: true, dynamodb: true, s3: true, ses: true });
    exercised.add('health');
  });

  it('applications stores an application and mails the signed agreement with its PDF', async () => {
    const body = submission();
    contactEmail = body.contactEmail;
    const res = await call('applications', {
      method: 'POST',
      path: applicationsPath,
      headers: { [idempotencyKeyHeader]: randomUUID() },
      json: body,
    });
    expect(res.status, res.body).toBe(201);
    created = res.json<ApplicationCreated>();
    const signed = await call('applications', {
      method: 'POST',
      path: signedAgreementPath,
      headers: { authorization: `Bearer ${created.accessToken}` },
      json: {
        applicationId: created.id,
        customerName: 'Amina Otieno',
        customerEmail: contactEmail,
        signature: 'Amina Otieno',
        agreementDetails: allAgreed,
      },
    });
    expect(signed.status, signed.body).toBe(200);
    const mail = (await mailsTo(contactEmail)).find((m) => m.attachments.length > 0);
    const pdf = mail?.attachments.find((a) => a.contentType === 'application/pdf');
    expect(
      Buffer.from(pdf?.content ?? '', 'base64')
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    exercised.add('applications');
  });

  it('status finds the application by number and e-mail', async () => {
    const res = await call('status', {
      method: 'POST',
      path: checkStatusPath,
      json: { applicationNumber: created.applicationNumber, email: contactEmail },
    });
    expect(res.status, res.body).toBe(200);
    expect(res.json<{ application: { status: string } }>().application.status).toBe('pending');
    exercised.add('status');
  });

  it('mailEvents takes an SES bounce from its SNS topic and flags the application', async () => {
    const bounce = {
      eventType: 'Bounce',
      bounce: { bounceType: 'Permanent', bouncedRecipients: [{ emailAddress: `x-${contactEmail}` }] },
      mail: { messageId: randomUUID(), tags: { application: [created.id] } },
    };
    // Another address than the contact's: the application is not flagged, and its mails keep going.
    const { result, error } = await artifact('mailEvents').invoke(snsEvent(JSON.stringify(bounce)));
    expect(error, artifact('mailEvents').log).toBeUndefined();
    expect(result).toEqual([{ outcome: 'suppressed', reason: 'bounce', addresses: 1 }]);
    exercised.add('mailEvents');
  });

  it('payments opens a payment and a signed gateway callback marks it paid, with a PDF receipt', async () => {
    const started = await call('payments', {
      method: 'POST',
      path: paymentPath,
      headers: { authorization: `Bearer ${created.accessToken}` },
      json: { applicationId: created.id },
    });
    expect(started.status, started.body).toBe(200);
    const payment = started.json<{ paymentUrl: string; transactionId: string; success: true }>();
    expect(payment.paymentUrl.startsWith(`${siteOrigin}/sandbox-gateway/`)).toBe(true);
    const gatewaySecretId = Object.keys(template.Resources).find((id) => id.includes('GatewaySecret')) ?? '';
    const body = JSON.stringify(callbackFor(created, payment));
    const callback = await callHttp(artifact('payments'), originSecret, {
      method: 'POST',
      path: paymentCallbackPath,
      headers: {
        'content-type': 'application/json',
        [signatureHeader]: signCallback(standIns.secretValues.get(gatewaySecretId) ?? '', body, new Date()),
      },
      json: JSON.parse(body) as unknown,
    });
    expect(callback.status, callback.body).toBe(200);
    const receipt = (await mailsTo(contactEmail)).find((m) =>
      m.attachments.some((a) => a.filename?.toLowerCase().includes('receipt')),
    );
    expect(receipt).toBeDefined();
    exercised.add('payments');
  });

  it('documents presigns an upload, records the uploaded file and serves the PDF receipt', async () => {
    const auth = { authorization: `Bearer ${created.accessToken}` };
    const bytes = jpegBytes(2048);
    const presigned = await call('documents', {
      method: 'POST',
      path: uploadsPath,
      headers: auth,
      json: {
        applicationId: created.id,
        applicantIndex: 0,
        type: 'photo',
        fileName: 'photo.jpg',
        contentType: 'image/jpeg',
        size: bytes.length,
      },
    });
    expect(presigned.status, presigned.body).toBe(201);
    const upload = presigned.json<PresignedUpload>();
    expect((await postToS3(upload, bytes, 'image/jpeg')).status).toBeLessThan(300);
    const recorded = await call('documents', {
      method: 'POST',
      path: documentsPath,
      headers: auth,
      json: {
        applicationId: created.id,
        applicantIndex: 0,
        type: 'photo',
        key: upload.key,
        fileName: 'photo.jpg',
      },
    });
    expect(recorded.status, recorded.body).toBe(200);
    const receipt = await call('documents', {
      method: 'GET',
      path: `/api/kenya-eta-applications/${created.id}/receipt`,
      headers: auth,
    });
    expect(receipt.status).toBe(200);
    const bytesOut = Buffer.from(receipt.body, receipt.isBase64Encoded ? 'base64' : 'utf8');
    expect(bytesOut.subarray(0, 5).toString()).toBe('%PDF-');
    exercised.add('documents');
  });

  it('contact stores a message and mails it to support', async () => {
    const res = await call('contact', {
      method: 'POST',
      path: contactPath,
      sourceIp: `198.51.100.${Math.floor(Math.random() * 250) + 1}`,
      json: {
        firstName: 'Amina',
        lastName: 'Odhiambo',
        email: `contact+${randomUUID()}@example.com`,
        subject: 'Arrival date',
        message: 'My flight moved by two days. Is my eTA still valid?',
        locale: 'en',
      },
    });
    expect(res.status, res.body).toBe(201);
    exercised.add('contact');
  });

  it('drafts saves a draft, mails its link, and refuses a forged one', async () => {
    const email = `draft+${randomUUID()}@example.com`;
    const saved = await call('drafts', {
      method: 'POST',
      path: draftsPath,
      sourceIp: `198.51.100.${Math.floor(Math.random() * 250) + 1}`,
      json: {
        savedAt: new Date().toISOString(),
        page: 'step1',
        locale: 'en',
        state: { kenyaEtaApplication: { numberOfApplicants: '1', contactEmail: email } },
      },
    });
    expect(saved.status, saved.body).toBe(200);
    expect(JSON.parse(saved.body)).toMatchObject({ mailed: true, stored: true });
    const forged = await call('drafts', { method: 'POST', path: openDraftPath, json: { token: 'd1.x.y' } });
    expect(forged.status, forged.body).toBe(401);
    exercised.add('drafts');
  });

  it('auth signs a staff member in with password and code, and admin lists applications for them', async () => {
    // Sealed with the template's KMS key (the stand-in), as the deployed auth function seals it.
    // The staff TOTP key, not the mail events' topic key (the template has both).
    const keyId = Object.keys(template.Resources).find(
      (id) => template.Resources[id]?.Type === 'AWS::KMS::Key' && id.includes('TotpKey'),
    );
    const kms = new KMSClient({
      region: 'eu-west-1',
      endpoint: standIns.kmsEndpoint,
      credentials: stack.credentials,
    });
    const totpSecrets = kmsTotpSecretBox(kms, kmsKeyArnOf(standIns.resources(template), keyId ?? ''));
    const staff = await createTestStaff(table, { role: 'admin', totpSecrets });
    kms.destroy();
    const headers = { origin: siteOrigin };
    const login = await call('auth', {
      method: 'POST',
      path: authLoginPath,
      headers,
      json: { username: staff.username, password: staff.password },
    });
    expect(login.status, login.body).toBe(200);
    const loginCookie = login.cookies.map(cookiePair).find((c) => c.startsWith(`${staffLoginCookie}=`));
    const second = await call('auth', {
      method: 'POST',
      path: authSecondFactorPath,
      headers,
      cookies: [loginCookie ?? ''],
      // The artifacts run with Lambda's clock (no local offset): the code of this moment.
      json: { code: totpCode(staff.totpSecret, new Date()) },
    });
    expect(second.status, second.body).toBe(200);
    const session = second.cookies.map(cookiePair);
    const list = await call('admin', {
      method: 'GET',
      path: '/api/kenya-eta-applications?status=pending',
      headers,
      cookies: session,
    });
    expect(list.status, list.body).toBe(200);
    exercised.add('auth').add('admin');
  });

  it('chat starts a support chat', async () => {
    // No agent is online here: the chat then asks for an e-mail, so that the reply can reach the visitor.
    const res = await call('chat', {
      method: 'POST',
      path: chatStartPath,
      json: { customerName: 'Amina', customerEmail: 'amina@example.com' },
    });
    expect(res.status, res.body).toBe(201);
    expect(res.json<{ sessionId: string }>().sessionId).toMatch(/\S{16,}/);
    exercised.add('chat');
  });
});

describe('the WebSocket artifact', () => {
  it('accepts $connect, answers a ping through the management API and accepts $disconnect', async () => {
    const socket = artifact('socket');
    const connectionId = `conn-${randomUUID()}`;
    const send = async (routeKey: string, body?: string) =>
      (await socket.invoke(webSocketEvent({ routeKey, connectionId, ...(body ? { body } : {}) }))).result;
    expect(await send('$connect')).toMatchObject({ statusCode: 200 });
    expect(await send('ping', JSON.stringify({ type: 'ping', id: 'p-1' }))).toMatchObject({
      statusCode: 200,
    });
    expect(standIns.posts).toContainEqual({ connectionId, frame: { type: 'pong', id: 'p-1' } });
    expect(await send('$disconnect')).toMatchObject({ statusCode: 200 });
    exercised.add('socket');
  });
});

describe('coverage', () => {
  it('runs every scheduled function once, and every function of the template was exercised', async () => {
    for (const fn of functions.filter((f) => f.triggers.some((t) => t.kind === 'schedule'))) {
      const { error } = await artifact(nameOf(fn)).invoke(scheduledEvent());
      expect(error, `${fn.path}: ${artifact(nameOf(fn)).log}`).toBeUndefined();
      exercised.add(nameOf(fn));
    }
    expect([...exercised].sort()).toEqual(functions.map(nameOf).sort());
  });

  it('traces the AWS SDK calls of the artifacts to X-Ray', () => {
    const services = new Set(
      standIns.segments
        .flatMap((s) => [s, ...((s.subsegments as Record<string, unknown>[] | undefined) ?? [])])
        .filter((s) => s.namespace === 'aws')
        .map((s) => String(s.name)),
    );
    expect([...services]).toEqual(expect.arrayContaining(['DynamoDB', 'S3', 'SESv2']));
  });
});
