import { randomInt, randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminApplicationPath, type ApplicationDetail } from '../../../shared/api/admin';
import type { ApplicationCreated } from '../../../shared/journey/schemas';
import { suppressionOf } from '../../../functions/lib/mail-suppression';
import { localSesEventsPath } from '../../../infra/local/ses-events';
import { adminJson, signedIn, type Session } from '../admin/support';
import { mailsTo, storedApplication, table } from '../applications/support';
import { lostLinkPath } from '../../../shared/api/personal-link';
import { created } from '../status/support-links';
import { stack } from '../support';

/**
 * Mail that can fail visibly: SES's bounce and complaint events (as the configuration set publishes
 * them through SNS) reach the mail-events function through the local stand-in of that path. The
 * contact address is no longer mailed, and staff see the flag beside the phone number to call.
 */
let support: Session;
beforeAll(async () => {
  support = await signedIn('support');
});

function bounce(address: string, applicationId: string | undefined, bounceType = 'Permanent') {
  return {
    eventType: 'Bounce',
    bounce: {
      bounceType,
      bounceSubType: bounceType === 'Permanent' ? 'NoEmail' : 'MailboxFull',
      bouncedRecipients: [{ emailAddress: address, action: 'failed', status: '5.1.1' }],
      timestamp: new Date().toISOString(),
      feedbackId: randomUUID(),
    },
    mail: {
      timestamp: new Date().toISOString(),
      source: 'no-reply@kenya-eta.localhost',
      messageId: randomUUID(),
      destination: [address],
      tags: {
        'ses:configuration-set': ['kenya-eta-local'],
        ...(applicationId ? { application: [applicationId] } : {}),
      },
    },
  };
}

function complaint(address: string, applicationId: string) {
  return {
    eventType: 'Complaint',
    complaint: {
      complainedRecipients: [{ emailAddress: address }],
      complaintFeedbackType: 'abuse',
      timestamp: new Date().toISOString(),
      feedbackId: randomUUID(),
    },
    mail: { messageId: randomUUID(), destination: [address], tags: { application: [applicationId] } },
  };
}

/** Posts what SES would publish; `sns` wraps it in the SNS notification that carries it. */
async function publish(event: unknown, sns = false): Promise<unknown[]> {
  const body = sns
    ? { Type: 'Notification', MessageId: randomUUID(), Message: JSON.stringify(event) }
    : event;
  const res = await fetch(`${stack.url}${localSesEventsPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { outcomes: unknown[] }).outcomes;
}

/**
 * "Lost your link?" (a mail to the traveller) from a loopback address of its own: the endpoint's
 * per-client rate limit is shared with the personal-link tests that run against the same stack.
 */
function lostLink(applicationNumber: string, email: string): Promise<number> {
  const url = new URL(lostLinkPath, stack.url.replace('localhost', '127.0.0.1'));
  const body = JSON.stringify({ applicationNumber, email });
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        localAddress: `127.0.${randomInt(1, 255)}.${randomInt(1, 255)}`,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const detailOf = (app: ApplicationCreated) =>
  adminJson<ApplicationDetail>(support, 'GET', adminApplicationPath(app.id));

describe('a permanent bounce', () => {
  it('flags the application for staff, with one audit entry however often SNS delivers it', async () => {
    const { app, email } = await created();
    // SES reports the address as it was sent: the case of the contact e-mail does not matter.
    const event = bounce(email.toUpperCase(), app.id);
    expect(await publish(event, true)).toEqual([
      { outcome: 'suppressed', reason: 'bounce', addresses: 1, flagged: app.id },
    ]);
    expect(await publish(event)).toEqual([{ outcome: 'suppressed', reason: 'bounce', addresses: 1 }]);

    const detail = await detailOf(app);
    expect(detail.application.contactMailIssue).toMatchObject({ reason: 'bounce' });
    expect(detail.application.contactPhone).toBeTruthy();
    expect(detail.history.filter((h) => h.action === 'mail_bounced')).toHaveLength(1);
    expect(await suppressionOf(table, email)).toBe('bounce');
  });

  it('stops the mails to that address: "Lost your link?" sends nothing, and says the same', async () => {
    const { app, email } = await created();
    await publish(bounce(email, app.id));
    const before = (await mailsTo(email)).length;
    expect(await lostLink(app.applicationNumber, email)).toBe(202);
    expect(await mailsTo(email)).toHaveLength(before);
  });
});

describe('a complaint', () => {
  it('flags the application and is not undone by a later bounce', async () => {
    const { app, email } = await created();
    await publish(complaint(email, app.id));
    await publish(bounce(email, app.id));
    expect(await suppressionOf(table, email)).toBe('complaint');
    expect((await storedApplication(app.id))?.contactMailIssue).toMatchObject({ reason: 'complaint' });
    const actions = (await detailOf(app)).history.map((h) => h.action);
    expect(actions.filter((a) => a === 'mail_complained')).toHaveLength(1);
  });
});

describe('events that change nothing', () => {
  it('a transient bounce, a bounce for another address and a message that is not an SES event', async () => {
    const { app, email } = await created();
    expect(await publish(bounce(email, app.id, 'Transient'))).toEqual([
      { outcome: 'ignored', why: 'transient bounce' },
    ]);
    const other = `someone-${randomUUID()}@example.com`;
    expect(await publish(bounce(other, app.id))).toEqual([
      { outcome: 'suppressed', reason: 'bounce', addresses: 1 },
    ]);
    expect(await publish({ Type: 'Notification', Message: 'not json' })).toEqual([null]);
    expect(await publish({ eventType: 'Bounce' })).toEqual([null]);
    expect((await storedApplication(app.id))?.contactMailIssue).toBeUndefined();
    expect(await suppressionOf(table, email)).toBeUndefined();
    // The next mail still goes out.
    const before = (await mailsTo(email)).length;
    expect(await lostLink(app.applicationNumber, email)).toBe(202);
    expect(await mailsTo(email)).toHaveLength(before + 1);
  });
});
