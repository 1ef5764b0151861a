import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { adminApprovePath } from '../../../shared/api/admin';
import { evisaDownloadAnswerSchema, evisaDownloadPath } from '../../../shared/api/personal-link';
import type { ApplicationCreated } from '../../../shared/journey/schemas';
import { signToken } from '../../../functions/lib/personal-link';
import { adminCall, pdfOfSize, signedIn, uploadEvisa } from '../admin/support';
import { postJson, table } from '../applications/support';
import { paidApplication } from '../documents/support';
import { stack } from '../support';

const tokenFor = (app: ApplicationCreated) =>
  signToken(stack.personalLinkSecret, { a: app.id, g: 0, x: Math.floor(Date.now() / 1000) + 86_400 });

const auditActions = async (id: string) =>
  (
    (
      await table.db.send(
        new QueryCommand({
          TableName: table.tableName,
          KeyConditionExpression: 'pk = :pk AND begins_with(sk, :audit)',
          ExpressionAttributeValues: { ':pk': `APP#${id}`, ':audit': 'AUDIT#' },
          ConsistentRead: true,
        }),
      )
    ).Items ?? []
  ).map((item) => String(item.action));

describe('"Download your eTA" on the personal page', () => {
  it('is 404 until approved, then a short-lived link gives the PDF staff uploaded, as an attachment', async () => {
    const app = await paidApplication();
    expect((await postJson(evisaDownloadPath, { token: tokenFor(app) })).status).toBe(404);

    const admin = await signedIn('admin');
    const pdf = pdfOfSize(3072);
    const key = await uploadEvisa(admin, app.id, pdf);
    const approved = await adminCall(admin, 'PUT', adminApprovePath(app.id), {
      body: { status: 'approved', evisaFilePath: key },
    });
    expect(approved.status, await approved.text()).toBe(200);

    const res = await postJson(evisaDownloadPath, { token: tokenFor(app) });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const answer = evisaDownloadAnswerSchema.parse(await res.json());
    // The link itself lives 5 minutes (the stack's settable clock may run ahead of this process's).
    expect(new URL(answer.url).searchParams.get('X-Amz-Expires')).toBe('300');
    expect(Number.isNaN(Date.parse(answer.expiresAt))).toBe(false);
    const file = await fetch(answer.url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toBe(
      `attachment; filename="eTA-${app.applicationNumber}.pdf"`,
    );
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(pdf);
    expect(await auditActions(app.id)).toContain('evisa_downloaded');
  });

  it('answers 401 to a token that does not open the application', async () => {
    const app = await paidApplication();
    const forged = signToken('another-secret-of-at-least-32-characters', {
      a: app.id,
      g: 0,
      x: Math.floor(Date.now() / 1000) + 600,
    });
    expect((await postJson(evisaDownloadPath, { token: forged })).status).toBe(401);
  });
});
