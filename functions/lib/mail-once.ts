import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { TableRef } from './applications-table';
import { conditionalWrite } from './dynamo-writes';
import { MailDeliveryError } from './domain-errors';
import { errorFields, log } from './log';
import type { Mailer, MailMessage } from './mailer';

/**
 * A claim older than this is taken to be abandoned (its sender died between the claim and the send)
 * and may be taken over. It is much longer than any function runs (10 s) and than the store outages
 * the product rides out: when the store fails just after an e-mail went, its "sent" mark is not
 * written and the claim stays; the e-mail is then not sent a second time before this has passed.
 */
export const mailClaimStaleAfterMs = 10 * 60_000;

export interface MailOnce {
  /** The item that records the e-mail (an application: `applicationKeys.application(id)`). */
  readonly key: { readonly pk: string; readonly sk: string };
  /** Attribute path set to the time when the e-mail has gone: `receiptSentAt`, `decision.mailSentAt`. */
  readonly sentAt: string;
  /** Attribute path of the claim, `{at, version?}` while someone sends it: `receiptClaim`. */
  readonly claim: string;
  /**
   * For an e-mail that goes once per version (the signed agreement goes once per signature): the
   * version, and the attribute path of the version whose e-mail was sent.
   */
  readonly version?: { readonly value: string; readonly sentVersion: string };
  /** Send only when this also holds (names `#…` and values `:…` of its own), e.g. `paymentStatus = :paid`. */
  readonly only?: {
    readonly condition: string;
    readonly names?: Readonly<Record<string, string>>;
    readonly values?: Readonly<Record<string, unknown>>;
  };
  /** More attribute paths set to the sending time together with `sentAt` (e.g. `updatedAt`). */
  readonly alsoSet?: readonly string[];
}

/** `sent`: this call sent it. `already_sent`: it went before. `in_progress`: someone else holds the claim. */
export type MailOnceResult = 'sent' | 'already_sent' | 'in_progress' | 'not_applicable';

export interface MailOnceDeps extends TableRef {
  readonly now: () => Date;
}

/** `a.b` → `#m0.#m1` with the names, so that reserved words (`status`, `at`) are safe anywhere. */
function pathOf(path: string, names: Record<string, string>): string {
  return path
    .split('.')
    .map((segment) => {
      const name = `#m${Object.keys(names).length}`;
      names[name] = segment;
      return name;
    })
    .join('.');
}

function valueAt(item: Record<string, unknown> | undefined, path: string): unknown {
  let value: unknown = item;
  for (const segment of path.split('.')) {
    value =
      value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[segment] : undefined;
  }
  return value;
}

/**
 * Sends an e-mail that must go once, whatever the concurrency (a double click, two staff pressing
 * "send again", a gateway retry racing the reconciliation): a conditional write claims it (not sent
 * yet, nobody else sending), then `send` runs (with the claim's time, for writes that must still hold
 * the claim), then the time it went is recorded and the claim dropped. When `send` throws, the claim is released, so the next call sends it, and the error is
 * thrown again. The one implementation of the claim, used by every e-mail that goes once.
 */
export async function sendOnce(
  deps: MailOnceDeps,
  spec: MailOnce,
  send: (claimedAt: string) => Promise<void>,
): Promise<MailOnceResult> {
  const now = deps.now();
  const at = now.toISOString();
  const names: Record<string, string> = {
    ...spec.only?.names,
    '#claimAt': 'at',
    ...(spec.version ? { '#claimVersion': 'version' } : {}),
  };
  const sent = pathOf(spec.sentAt, names);
  const claim = pathOf(spec.claim, names);
  const values: Record<string, unknown> = {
    ...spec.only?.values,
    ':claim': { at, ...(spec.version ? { version: spec.version.value } : {}) },
    ':stale': new Date(now.getTime() - mailClaimStaleAfterMs).toISOString(),
  };
  const notSent = spec.version
    ? `(attribute_not_exists(${sent}) OR ${pathOf(spec.version.sentVersion, names)} <> :version)`
    : `attribute_not_exists(${sent})`;
  const free = `(attribute_not_exists(${claim}) OR ${claim}.#claimAt < :stale${spec.version ? ` OR ${claim}.#claimVersion <> :version` : ''})`;
  if (spec.version) values[':version'] = spec.version.value;
  const claimed = await conditionalWrite(
    deps.db,
    new UpdateCommand({
      TableName: deps.tableName,
      Key: spec.key,
      UpdateExpression: `SET ${claim} = :claim`,
      ConditionExpression: ['attribute_exists(pk)', notSent, free, spec.only?.condition]
        .filter(Boolean)
        .join(' AND '),
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    }),
  );
  if (!claimed) return whyNotClaimed(deps, spec);

  const ours = { names: { '#claimAt': 'at' } as Record<string, string>, values: { ':at': at } };
  const ourClaim = pathOf(spec.claim, ours.names);
  try {
    await send(at);
  } catch (e: unknown) {
    await conditionalWrite(
      deps.db,
      new UpdateCommand({
        TableName: deps.tableName,
        Key: spec.key,
        UpdateExpression: `REMOVE ${ourClaim}`,
        ConditionExpression: `${ourClaim}.#claimAt = :at`,
        ExpressionAttributeNames: ours.names,
        ExpressionAttributeValues: ours.values,
      }),
    ).catch((error: unknown) =>
      log.warn('mail claim not released', { claim: spec.claim, ...errorFields(error) }),
    );
    throw e;
  }
  const sentAt = deps.now().toISOString();
  const sets = [spec.sentAt, ...(spec.alsoSet ?? [])].map((path) => `${pathOf(path, ours.names)} = :sentAt`);
  await conditionalWrite(
    deps.db,
    new UpdateCommand({
      TableName: deps.tableName,
      Key: spec.key,
      UpdateExpression: `SET ${sets.join(', ')} REMOVE ${ourClaim}`,
      ConditionExpression: `${ourClaim}.#claimAt = :at`,
      ExpressionAttributeNames: ours.names,
      ExpressionAttributeValues: { ...ours.values, ':sentAt': sentAt },
    }),
  );
  return 'sent';
}

async function whyNotClaimed(deps: MailOnceDeps, spec: MailOnce): Promise<MailOnceResult> {
  const { Item: item } = await deps.db.send(
    new GetCommand({ TableName: deps.tableName, Key: spec.key, ConsistentRead: true }),
  );
  const sentVersionMatches =
    spec.version === undefined || valueAt(item, spec.version.sentVersion) === spec.version.value;
  if (valueAt(item, spec.sentAt) !== undefined && sentVersionMatches) return 'already_sent';
  if (valueAt(item, spec.claim) !== undefined) return 'in_progress';
  return 'not_applicable';
}

/**
 * Sends one message through the mailer; a refusal is logged (no personal data) and becomes a
 * MailDeliveryError with `failure` as its message, which the API answers 502 `mail_not_sent`.
 */
export async function mailOrFail(
  mailer: Mailer,
  message: MailMessage,
  failure: string,
  fields: Readonly<Record<string, string>>,
): Promise<void> {
  try {
    await mailer.send(message);
  } catch (e: unknown) {
    log.error(failure, { ...fields, ...errorFields(e) });
    throw new MailDeliveryError(failure);
  }
}
