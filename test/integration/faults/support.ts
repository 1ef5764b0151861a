import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { expect } from 'vitest';
import {
  adminEvisaUploadPath,
  staffSessionCookie,
  type EvisaUpload,
  type StaffRole,
} from '../../../shared/api/admin';
import { applicationsPath, bearer, idempotencyKeyHeader } from '../../../shared/api/applications';
import { paymentPath, type CreatedPaymentAnswer } from '../../../shared/api/payments';
import type { ApplicationCreated } from '../../../shared/journey/schemas';
import { applicationKeys, emailIndex } from '../../../functions/lib/applications-table';
import { readCounters } from '../../../functions/admin/dashboard';
import { startLocalStack, type LocalStack } from '../../../infra/local/stack';
import { createTestStaff, signInByApi } from '../../support/staff';
import { localTotpSecretBox } from '../../../functions/lib/totp-secret-box';
import { submission } from '../applications/fixtures';

/**
 * The fault suite's own stack (not the shared one: its store and mail sink are stopped and started
 * here), on free ports with data in memory, and the reconciliation on a short timer (every 250 ms,
 * for payments pending over 1 s) instead of 60 s and 5 minutes.
 */
export async function startFaultStack(): Promise<FaultStack> {
  const environment = { ...process.env };
  const root = fileURLToPath(new URL('../../..', import.meta.url));
  const stack = await startLocalStack({
    port: 0,
    mailPort: 0,
    siteDir: join(root, 'dist'),
    reconcile: { intervalMs: 250, afterMs: 1000 },
    // Staff sign in with codes of the stack's time (test/support/staff.ts reads its clock).
    settableClock: true,
  });
  const db = DynamoDBDocumentClient.from(
    new DynamoDBClient({
      region: 'eu-west-1',
      endpoint: stack.endpoints.dynamodb,
      credentials: stack.credentials,
      maxAttempts: 1,
    }),
  );
  return new FaultStack(stack, db, async () => {
    await stack.stop();
    // The stack set the functions' configuration in this process: give the next test file its own.
    for (const name of Object.keys(process.env)) {
      if (!(name in environment)) Reflect.deleteProperty(process.env, name);
    }
    Object.assign(process.env, environment);
  });
}

export class FaultStack {
  readonly origin: string;
  constructor(
    readonly stack: LocalStack,
    readonly db: DynamoDBDocumentClient,
    readonly stop: () => Promise<void>,
  ) {
    this.origin = stack.url.replace('localhost', '127.0.0.1');
  }

  /** Stops the store right after it next answers `operation` successfully (the moment that matters). */
  stopStoreAfter(operation: string): void {
    const off = this.stack.faults.onStoreAnswer((answered, status) => {
      if (answered !== operation || status !== 200) return;
      off();
      this.stack.faults.store.stop();
    });
  }

  post(path: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
    return fetch(`${this.origin}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  }

  async newApplication(key = randomUUID()): Promise<ApplicationCreated & { contactEmail: string }> {
    const body = submission();
    const res = await this.post(applicationsPath, body, { [idempotencyKeyHeader]: key });
    expect(res.status, await res.clone().text()).toBe(201);
    return { ...((await res.json()) as ApplicationCreated), contactEmail: body.contactEmail };
  }

  async startPayment(app: ApplicationCreated): Promise<CreatedPaymentAnswer> {
    const res = await this.post(
      paymentPath,
      { applicationId: app.id },
      { authorization: bearer(app.accessToken) },
    );
    expect(res.status).toBe(200);
    return (await res.json()) as CreatedPaymentAnswer;
  }

  /** Pays on the sandbox's hosted page as the traveller does; resolves when the page sends them back. */
  async payOnHostedPage(payment: CreatedPaymentAnswer, card = '4242424242424242'): Promise<URL> {
    const session = new URL(payment.paymentUrl).searchParams.get('session') ?? '';
    const form = new URLSearchParams({
      session,
      cardNumber: card,
      expiry: '12/39',
      cvc: '123',
      name: 'Amina Otieno',
    });
    const res = await fetch(new URL('pay', payment.paymentUrl), {
      method: 'POST',
      body: form,
      redirect: 'manual',
    });
    expect(res.status).toBe(303);
    return new URL(res.headers.get('location') ?? '');
  }

  async application(id: string): Promise<Record<string, unknown> | undefined> {
    const result = await this.db.send(
      new GetCommand({
        TableName: this.stack.tableName,
        Key: applicationKeys.application(id),
        ConsistentRead: true,
      }),
    );
    return result.Item;
  }

  /** The applications of a contact e-mail (gsi2). */
  async applicationsOf(email: string): Promise<Record<string, unknown>[]> {
    const result = await this.db.send(
      new QueryCommand({
        TableName: this.stack.tableName,
        IndexName: emailIndex.name,
        KeyConditionExpression: 'gsi2pk = :pk',
        ExpressionAttributeValues: { ':pk': emailIndex.partition(email) },
        Limit: 10,
      }),
    );
    return result.Items ?? [];
  }

  async audit(id: string): Promise<Record<string, unknown>[]> {
    const result = await this.db.send(
      new QueryCommand({
        TableName: this.stack.tableName,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :audit)',
        ExpressionAttributeValues: { ':pk': applicationKeys.application(id).pk, ':audit': 'AUDIT#' },
        ConsistentRead: true,
      }),
    );
    return result.Items ?? [];
  }

  async paidCount(): Promise<number> {
    const counters = await readCounters({ db: this.db, tableName: this.stack.tableName });
    return counters.paidCount ?? 0;
  }

  /** The e-mails the sink holds for an address whose subject starts with `subject`. */
  async mails(to: string, subject: string): Promise<{ subject: string; attachments: unknown[] }[]> {
    const res = await fetch(`${this.stack.mailViewerUrl}store`);
    const { emails } = (await res.json()) as {
      emails: { subject: string; destination: { to: string[] }; attachments: unknown[] }[];
    };
    return emails.filter(
      (e) => e.destination.to.some((a) => a.includes(to)) && e.subject.startsWith(subject),
    );
  }

  /** A signed-in staff member: the headers of an admin call from the panel. */
  async staff(role: StaffRole = 'admin'): Promise<Record<string, string>> {
    // Sealed with this stack's own TOTP key, as it seals secrets itself.
    const account = await createTestStaff(
      { db: this.db, tableName: this.stack.tableName },
      { role, totpSecrets: localTotpSecretBox(this.stack.totpKey) },
    );
    const token = await signInByApi(this.stack.url, account.username, account.password, account.totpSecret);
    return { cookie: `${staffSessionCookie}=${token}`, origin: new URL(this.stack.url).origin };
  }

  admin(staff: Record<string, string>, method: string, path: string, body?: unknown): Promise<Response> {
    return fetch(`${this.origin}${path}`, {
      method,
      headers: { ...staff, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  }

  /** Uploads an e-visa PDF for an approval, as the panel does (presigned POST straight to the bucket). */
  async uploadEvisa(staff: Record<string, string>, id: string): Promise<string> {
    const bytes = new TextEncoder().encode('%PDF-1.7\n% e-visa of the fault suite\n');
    const presigned = await this.admin(staff, 'POST', adminEvisaUploadPath(id), {
      fileName: 'evisa.pdf',
      size: bytes.length,
    });
    expect(presigned.status).toBe(201);
    const upload = (await presigned.json()) as EvisaUpload;
    const form = new FormData();
    for (const [name, value] of Object.entries(upload.fields)) form.append(name, value);
    form.append('file', new Blob([bytes], { type: 'application/pdf' }), 'evisa.pdf');
    expect((await fetch(upload.url, { method: 'POST', body: form })).status).toBeLessThan(300);
    return upload.key;
  }
}
