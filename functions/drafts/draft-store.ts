import { randomBytes } from 'node:crypto';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { draftMailQuietSeconds, draftTtlDays, type DraftPage } from '../../shared/api/drafts';
import type { DraftState, SaveDraftRequest } from '../../shared/api/draft-schemas';
import { defaultDestinationId } from '../../shared/destinations/numbers';
import { destinationIds, type DestinationId } from '../../shared/destinations/types';
import type { LocaleCode } from '../../shared/locales';
import type { TableRef } from '../lib/applications-table';
import { conditionalWrite } from '../lib/dynamo-writes';

/** A saved draft: one item, expired by the table's TTL 30 days after its last save. */
export interface StoredDraft {
  readonly draftId: string;
  readonly email: string;
  readonly locale: LocaleCode;
  readonly page: DraftPage;
  /** The journey saved: its pages and browser records reopen, its words are the mail's. */
  readonly destination: DestinationId;
  readonly savedAt: string;
  /** Epoch seconds (the TTL attribute). */
  readonly expiresAt: number;
  readonly state: DraftState;
}

export interface DraftStoreDeps extends TableRef {
  readonly now: () => Date;
}

export const draftKey = (draftId: string) => ({ pk: `DRAFT#${draftId}`, sk: 'DRAFT' });

export const newDraftId = (): string => randomBytes(24).toString('base64url');

/**
 * Stores a save unless the draft holds a newer one (a later `savedAt`, e.g. from another device):
 * `stored` says which. Every save that is stored restarts the 30 days. The browser's `savedAt` is
 * taken no later than the server's clock, so that a fast clock cannot pin a draft.
 */
export async function saveDraft(
  deps: DraftStoreDeps,
  request: SaveDraftRequest,
  email: string,
): Promise<{ draft: StoredDraft; stored: boolean }> {
  const now = deps.now();
  const draftId = request.draftId ?? newDraftId();
  const savedAt = new Date(Math.min(Date.parse(request.savedAt), now.getTime())).toISOString();
  const expiresAt = Math.floor(now.getTime() / 1000) + draftTtlDays * 86_400;
  const result = await conditionalWrite(
    deps.db,
    new UpdateCommand({
      TableName: deps.tableName,
      Key: draftKey(draftId),
      UpdateExpression:
        'SET #type = :type, email = :email, locale = :locale, page = :page, destination = :destination, ' +
        'savedAt = :savedAt, expiresAt = :expiresAt, #state = :state',
      ConditionExpression: 'attribute_not_exists(pk) OR savedAt <= :savedAt',
      ExpressionAttributeNames: { '#type': 'type', '#state': 'state' },
      ExpressionAttributeValues: {
        ':type': 'draft',
        ':email': email,
        ':locale': request.locale,
        ':page': request.page,
        ':destination': request.destination ?? defaultDestinationId,
        ':savedAt': savedAt,
        ':expiresAt': expiresAt,
        ':state': request.state,
      },
      ReturnValues: 'ALL_NEW',
    }),
  );
  if (result) return { draft: toDraft(result.Attributes ?? {}), stored: true };
  const existing = await getDraft(deps, draftId);
  if (!existing) throw new Error('Draft vanished between its conditional write and its read');
  return { draft: existing, stored: false };
}

function toDraft(item: Record<string, unknown>): StoredDraft {
  return {
    draftId: String(item.pk).slice('DRAFT#'.length),
    email: item.email as string,
    locale: item.locale as LocaleCode,
    page: item.page as DraftPage,
    // A draft saved before drafts knew their destination is Kenya's.
    destination: (destinationIds as readonly unknown[]).includes(item.destination)
      ? (item.destination as DestinationId)
      : defaultDestinationId,
    savedAt: item.savedAt as string,
    expiresAt: item.expiresAt as number,
    state: item.state as DraftState,
  };
}

/** The draft, unless missing or past its expiry (the TTL sweep runs late; an expired draft is gone). */
export async function getDraft(deps: DraftStoreDeps, draftId: string): Promise<StoredDraft | undefined> {
  const { Item } = await deps.db.send(
    new GetCommand({ TableName: deps.tableName, Key: draftKey(draftId), ConsistentRead: true }),
  );
  if (!Item || typeof Item.expiresAt !== 'number') return undefined;
  if (Item.expiresAt * 1000 <= deps.now().getTime()) return undefined;
  return toDraft(Item);
}

/**
 * Claims the draft's mail: true unless a link went to the same address less than `draftMailQuietSeconds`
 * ago (one conditional write, so two quick saves send one mail). `release` gives the claim back when
 * the mail could not be sent, so that the next save tries again.
 */
export async function claimDraftMail(deps: DraftStoreDeps, draft: StoredDraft): Promise<string | undefined> {
  const at = deps.now().toISOString();
  const quiet = new Date(deps.now().getTime() - draftMailQuietSeconds * 1000).toISOString();
  const claimed = await conditionalWrite(
    deps.db,
    new UpdateCommand({
      TableName: deps.tableName,
      Key: draftKey(draft.draftId),
      UpdateExpression: 'SET mailedAt = :at, mailedTo = :email',
      ConditionExpression:
        'attribute_exists(pk) AND (attribute_not_exists(mailedAt) OR mailedAt < :quiet OR mailedTo <> :email)',
      ExpressionAttributeValues: { ':at': at, ':quiet': quiet, ':email': draft.email },
    }),
  );
  return claimed ? at : undefined;
}

export async function releaseDraftMail(deps: DraftStoreDeps, draftId: string, at: string): Promise<void> {
  await conditionalWrite(
    deps.db,
    new UpdateCommand({
      TableName: deps.tableName,
      Key: draftKey(draftId),
      UpdateExpression: 'REMOVE mailedAt, mailedTo',
      ConditionExpression: 'mailedAt = :at',
      ExpressionAttributeValues: { ':at': at },
    }),
  );
}
