import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { linkAccessTtlMinutes, type LinkAccessAnswer } from '../../shared/api/personal-link';
import { hashAccessToken, newAccessToken, type LinkAccessGrant } from '../lib/application-access';
import {
  applicationKeys,
  getApplication,
  type StoredApplication,
  type TableRef,
} from '../lib/applications-table';
import { ConflictError } from '../lib/domain-errors';
import { conditionalWrite } from '../lib/dynamo-writes';
import { log } from '../lib/log';

/** Grants kept per application at most: the newest unexpired ones (a few devices at once). */
const maxGrants = 5;

type Granting = StoredApplication & {
  readonly linkAccess?: readonly LinkAccessGrant[];
  readonly linkGeneration?: number;
};

/** Only what can still be paid or uploaded gets a grant: a closed application gets none. */
const closed = (status: string) =>
  ['approved', 'rejected', 'declined', 'refunded', 'withdrawn'].includes(status);

/**
 * Gives the device that opened the personal link a short-lived access token to the application, for
 * paying and the documents (issue 14 item 4): a random token whose SHA-256 is stored among the
 * application's `linkAccess` grants with its expiry and the link's generation. The list is replaced
 * only if no one else changed it since it was read (else read again), and keeps the newest grants.
 */
export async function grantLinkAccess(
  deps: TableRef & { readonly now: () => Date },
  application: Granting,
): Promise<LinkAccessAnswer> {
  if (closed(application.status)) throw new ConflictError('This application is closed');
  const token = newAccessToken();
  const at = deps.now();
  const grant: LinkAccessGrant = {
    hash: hashAccessToken(token),
    expiresAt: new Date(at.getTime() + linkAccessTtlMinutes * 60_000).toISOString(),
    generation: application.linkGeneration ?? 0,
  };
  let current: Granting | undefined = application;
  for (let attempt = 0; current && attempt < 4; attempt += 1) {
    if (await storeGrant(deps, current, grant, at)) {
      log.info('link access granted', { applicationId: application.id, expiresAt: grant.expiresAt });
      return {
        success: true,
        applicationId: application.id,
        applicationNumber: application.applicationNumber,
        accessToken: token,
        expiresAt: grant.expiresAt,
      };
    }
    current = (await getApplication(deps, application.id)) as Granting | undefined;
  }
  throw new ConflictError('The access could not be recorded: try again');
}

/** Replaces the grants with the unexpired newest ones plus `grant`, if the list is as it was read. */
async function storeGrant(deps: TableRef, application: Granting, grant: LinkAccessGrant, at: Date) {
  const previous = application.linkAccess ?? [];
  const kept = previous.filter((g) => Date.parse(g.expiresAt) > at.getTime()).slice(-(maxGrants - 1));
  const written = await conditionalWrite(
    deps.db,
    new UpdateCommand({
      TableName: deps.tableName,
      Key: applicationKeys.application(application.id),
      UpdateExpression: 'SET linkAccess = :grants',
      ConditionExpression:
        previous.length === 0
          ? 'attribute_exists(pk) AND attribute_not_exists(linkAccess)'
          : 'attribute_exists(pk) AND size(linkAccess) = :length',
      ExpressionAttributeValues: {
        ':grants': [...kept, grant],
        ...(previous.length === 0 ? {} : { ':length': previous.length }),
      },
    }),
  );
  return written !== false;
}
