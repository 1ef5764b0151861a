import { randomUUID } from 'node:crypto';
import { db } from '../lib/aws/dynamodb';
import { now } from '../lib/clock';
import { config } from '../lib/config';
import { log, withLogScope } from '../lib/log';
import { recordMailEvent, type MailEventOutcome } from './record-mail-event';
import { sesEventSchema } from './ses-event';

/** The SNS event the Lambda service hands the function (only what it reads). */
interface SnsEvent {
  readonly Records?: readonly { readonly Sns?: { readonly Message?: string; readonly MessageId?: string } }[];
}

const deps = { db, tableName: config.TABLE_NAME, now };

/** One SES event, as SNS delivered it: a message that is not one is logged and dropped (not retried). */
async function handleMessage(message: string | undefined): Promise<MailEventOutcome | undefined> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(message ?? '');
  } catch {
    log.warn('mail event dropped', { why: 'not JSON' });
    return undefined;
  }
  const event = sesEventSchema.safeParse(parsed);
  if (!event.success) {
    log.warn('mail event dropped', { why: 'not an SES event' });
    return undefined;
  }
  const outcome = await recordMailEvent(deps, event.data);
  if (outcome.outcome === 'ignored') log.info('mail event ignored', { why: outcome.why });
  else {
    log.info('mail address suppressed', {
      reason: outcome.reason,
      count: outcome.addresses,
      ...(outcome.flagged ? { applicationId: outcome.flagged } : {}),
    });
  }
  return outcome;
}

/**
 * The bounces and complaints of the mails the product sends: SES publishes them (the configuration
 * set's event destination) to an SNS topic, which invokes this function
 * (`infra/cloud/constructs/mail.ts`). Locally the stack hands it the same events
 * (`POST /__local/ses-events`). A store failure is thrown, so the Lambda service tries the event again.
 */
export const handler = (event: SnsEvent, context?: { readonly awsRequestId?: string }) =>
  withLogScope(
    { requestId: context?.awsRequestId ?? randomUUID(), concern: 'mail-events', route: 'sns' },
    async () => {
      const outcomes: (MailEventOutcome | undefined)[] = [];
      for (const record of event.Records ?? []) outcomes.push(await handleMessage(record.Sns?.Message));
      return outcomes;
    },
  );
