import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applicationsPath,
  confirmationPath,
  idempotencyKeyHeader,
  signedAgreementPath,
} from '../../../shared/api/applications';
import { paymentCallbackPath, paymentPath } from '../../../shared/api/payments';
import { checkStatusPath } from '../../../shared/status/lookup';
import type { ApplicationCreated } from '../../../shared/journey/schemas';
import { signCallback } from '../../../functions/payments/gateway/signing';
import { signatureHeader } from '../../../functions/payments/gateway/sandbox-protocol';
import { metricNames, metricsNamespace } from '../../../functions/lib/metrics';
import { allAgreed, applicant, pngSignature, submission } from '../applications/support';

/**
 * The whole local log of `npm start` (stdout and stderr of infra/local/start.ts, where every function
 * writes) while a traveller applies, signs, pays and looks the application up: no line may hold their
 * personal data, every line of one request carries that request's id, and the business metrics are
 * embedded metric lines.
 */
const root = fileURLToPath(new URL('../../..', import.meta.url));
let child: ChildProcess;
let output = '';
let origin = '';
let dataDir = '';

const traveller = {
  firstName: `Zawadi${randomUUID().slice(0, 6)}`,
  middleName: `Neema${randomUUID().slice(0, 6)}`,
  lastName: `Mwangi${randomUUID().slice(0, 6)}`,
  passportNumber: `P${randomUUID().replace(/\D/g, '').slice(0, 8).padEnd(8, '7')}`,
  phone: '+44 7700 912345',
  currentAddress: `${randomUUID().slice(0, 8)} Baobab Avenue, Mombasa`,
  email: `zawadi.${randomUUID().slice(0, 8)}@example.org`,
  dateOfBirth: '1987-11-23',
};
const contactEmail = `contact.${randomUUID().slice(0, 8)}@example.net`;
const contactPhone = '+254 712 009876';

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'kenya-eta-logs-'));
  child = spawn(join(root, 'node_modules/.bin/tsx'), ['infra/local/start.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      MAIL_PORT: '0',
      LOCAL_DATA_DIR: dataDir,
      SITE_DIR: process.env.SITE_DIR ?? join(root, 'dist'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (d: Buffer) => {
      output += String(d);
      if (output.includes('Press Ctrl-C to stop')) resolve();
    });
    child.stderr?.on('data', (d: Buffer) => (output += String(d)));
    child.once('exit', (code) => reject(new Error(`start exited with ${code}: ${output}`)));
  });
  origin = /http:\/\/localhost:(\d+)/.exec(output)?.[0]?.replace('localhost', '127.0.0.1') ?? '';
}, 120_000);

afterAll(async () => {
  if (child.exitCode === null) {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
  await rm(dataDir, { recursive: true, force: true });
});

async function post(path: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

type Line = Record<string, unknown>;
const jsonLines = (): Line[] =>
  output
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as Line);

describe('the local log of a whole application', () => {
  const requestIds: Record<string, string> = {};
  let created: ApplicationCreated;

  beforeAll(async () => {
    const body = submission({
      contactEmail,
      contactPhone,
      applicants: [applicant(traveller)],
    });
    const res = await post(applicationsPath, body, { [idempotencyKeyHeader]: randomUUID() });
    expect(res.status).toBe(201);
    created = (await res.json()) as ApplicationCreated;
    requestIds.create = res.headers.get('x-request-id') ?? '';
    const auth = { authorization: `Bearer ${created.accessToken}` };
    const steps: [string, string, unknown][] = [
      [
        'agreement',
        signedAgreementPath,
        {
          applicationId: created.id,
          customerName: `${traveller.firstName} ${traveller.lastName}`,
          customerEmail: contactEmail,
          signature: pngSignature,
          agreementDetails: allAgreed,
        },
      ],
      ['confirmation', confirmationPath, { applicationId: created.id }],
      ['payment', paymentPath, { applicationId: created.id }],
    ];
    for (const [name, path, payload] of steps) {
      const answer = await post(path, payload, auth);
      expect(answer.status, `${name}: ${await answer.clone().text()}`).toBeLessThan(300);
      requestIds[name] = answer.headers.get('x-request-id') ?? '';
      if (name === 'payment') {
        const { transactionId } = (await answer.json()) as { transactionId: string };
        const secret = (await readFile(join(dataDir, 'gateway-secret'), 'utf8')).trim();
        const callback = JSON.stringify({
          orderId: created.applicationNumber,
          transactionId,
          status: 'success',
          reply_code: '0000',
          reply_desc: 'Approved',
          amount: created.pricing.totalPrice,
          currency: 'USD',
          card_last4: '4242',
          occurred_at: new Date().toISOString(),
        });
        const paid = await fetch(`${origin}${paymentCallbackPath}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            [signatureHeader]: signCallback(secret, callback, new Date()),
          },
          body: callback,
        });
        expect(paid.status).toBe(200);
        requestIds.callback = paid.headers.get('x-request-id') ?? '';
      }
    }
    const status = await post(checkStatusPath, {
      applicationNumber: created.applicationNumber,
      email: contactEmail,
    });
    expect(status.status).toBe(200);
    requestIds.status = status.headers.get('x-request-id') ?? '';
  }, 60_000);

  it('holds none of the traveller’s personal data, in any line', () => {
    expect(output.length).toBeGreaterThan(0);
    const personal = [
      ...Object.values(traveller),
      contactEmail,
      contactPhone,
      traveller.passportNumber.toLowerCase(),
      contactEmail.split('@')[0] ?? contactEmail,
    ];
    for (const value of personal) expect(output, `the log holds ${value}`).not.toContain(value);
  });

  it('gives every line of one request that request’s id, concern, route and application id', () => {
    const lines = jsonLines();
    for (const [name, requestId] of Object.entries(requestIds)) {
      expect(requestId, name).toMatch(/^[\w-]{16,}$/);
      const own = lines.filter((l) => l.requestId === requestId);
      expect(own.length, `${name} has log lines`).toBeGreaterThan(0);
      for (const line of own) {
        expect(line, name).toMatchObject({
          concern: expect.any(String),
          route: expect.stringMatching(/^POST \/api\//),
        });
        expect(line.applicationId, `${name}: ${JSON.stringify(line)}`).toBe(created.id);
      }
    }
    // A line written by a function outside any request scope would have no request id.
    const functionLines = lines.filter((l) => typeof l.concern === 'string');
    expect(functionLines.every((l) => typeof l.requestId === 'string')).toBe(true);
  });

  it('writes applications created and payments settled as embedded metrics, in their request', () => {
    const metrics = jsonLines().filter((l) => l._aws !== undefined);
    const byName = (name: string) =>
      metrics.filter((m) =>
        (
          m._aws as { CloudWatchMetrics: { Namespace: string; Metrics: { Name: string }[] }[] }
        ).CloudWatchMetrics.some(
          (d) => d.Namespace === metricsNamespace && d.Metrics.some((x) => x.Name === name),
        ),
      );
    expect(
      byName(metricNames.applicationsCreated).find((m) => m.requestId === requestIds.create),
    ).toMatchObject({
      [metricNames.applicationsCreated]: 1,
      applicationId: created.id,
    });
    expect(
      byName(metricNames.paymentsSettled).find((m) => m.requestId === requestIds.callback),
    ).toMatchObject({
      [metricNames.paymentsSettled]: 1,
    });
  });
});
