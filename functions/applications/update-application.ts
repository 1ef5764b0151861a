import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { ApplicationUpdated } from '../../shared/journey/application-schemas';
import type { ApplicationSubmission } from '../../shared/journey/schemas';
import {
  applicationKeys,
  emailIndex,
  getApplicants,
  getApplication,
  type StoredApplication,
  type TableRef,
} from '../lib/applications-table';
import { auditItem } from '../lib/audit-log';
import { NotFoundError, ServiceUnavailableError, ApplicationChangedError } from '../lib/domain-errors';
import { retryTransaction, transactWrite, tryAgain, type TransactItem } from '../lib/dynamo-writes';
import { log } from '../lib/log';
import type { StoredSearchTerm } from '../lib/prefix-search';
import { changeRecord } from '../lib/queue';
import { buildItems } from './create-application';
import type { DestinationChoice } from './wizard-submission';
import { refuseUpdate, revisionOf } from './update-rules';
import { updateChanges, type UpdateChanges } from './update-changes';

export interface UpdateApplicationDeps extends TableRef {
  readonly now: () => Date;
}

/** DynamoDB's limit on the items of one transaction. */
const transactionLimit = 100;

async function searchItemsOf(deps: TableRef, id: string): Promise<StoredSearchTerm[]> {
  const result = await deps.db.send(
    new QueryCommand({
      TableName: deps.tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': applicationKeys.application(id).pk, ':prefix': 'SEARCH#' },
      ConsistentRead: true,
    }),
  );
  return (result.Items ?? []) as StoredSearchTerm[];
}

function answer(app: StoredApplication, revision: number, fields: readonly string[]) {
  return {
    applicationNumber: app.applicationNumber,
    id: app.id,
    contactEmail: app.contactEmail,
    pricing: app.pricing,
    revision,
    changed: [...fields],
    // No agreement on record (never signed, or dropped by this change): the journey asks for it.
    signAgain: app.agreement === undefined,
  } satisfies ApplicationUpdated;
}

/** The Update of the application item: every answer, the new revision, the agreement dropped if covered. */
function applicationUpdate(
  deps: TableRef,
  stored: StoredApplication,
  built: ReturnType<typeof buildItems>,
  changes: UpdateChanges,
  revision: number,
  at: string,
): TransactItem {
  const next = built.application;
  const values: Record<string, unknown> = {
    ':applicationType': next.applicationType,
    ':processingType': next.processingType,
    ':includeInsurance': next.includeInsurance,
    ':optInOffers': next.optInOffers,
    ':contactEmail': next.contactEmail,
    ':contactPhone': next.contactPhone,
    ':applicantCount': next.applicantCount,
    ':applicantNames': next.applicantNames,
    ':pricing': next.pricing,
    ':gsi2pk': emailIndex.partition(next.contactEmail),
    ':revision': revision,
    ':at': at,
    ':status': stored.status,
    ':paymentStatus': stored.paymentStatus,
  };
  const sets = Object.keys(values)
    .filter((k) => !['status', 'paymentStatus', 'revision', 'at'].includes(k.slice(1)))
    .map((k) => `${k.slice(1)} = ${k}`);
  const removes = changes.signAgain ? ['agreement'] : [];
  for (const name of ['transportationMethod', 'residenceCountry', 'visaType', 'departureCountry'] as const) {
    if (next[name] === undefined) removes.push(name);
    else {
      values[`:${name}`] = next[name];
      sets.push(`${name} = :${name}`);
    }
  }
  const previous = revisionOf(stored);
  if (previous > 1) values[':previous'] = previous;
  return {
    Update: {
      TableName: deps.tableName,
      Key: applicationKeys.application(stored.id),
      UpdateExpression: `SET ${[...sets, 'revision = :revision', 'updatedAt = :at'].join(', ')}${
        removes.length > 0 ? ` REMOVE ${removes.join(', ')}` : ''
      }`,
      ConditionExpression: [
        'attribute_exists(pk)',
        '#status = :status',
        'paymentStatus = :paymentStatus',
        'attribute_not_exists(dataErasedAt)',
        previous > 1 ? 'revision = :previous' : 'attribute_not_exists(revision)',
      ].join(' AND '),
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: values,
    },
  };
}

/**
 * Updates a submitted application with the traveller's changed answers (issue 14 item 3): the same id
 * and number, applicants replaced, search items and the number item kept true, the price recomputed
 * from the shared table, the agreement dropped when what it covers changed, and the change (field
 * names, never values) in the audit log, all in one transaction conditional on the revision read. An
 * identical request changes nothing. `expected` is the revision the browser last saw (If-Match).
 */
export async function updateApplication(
  deps: UpdateApplicationDeps,
  first: StoredApplication,
  submission: ApplicationSubmission & DestinationChoice,
  expected: number | undefined,
): Promise<ApplicationUpdated> {
  let read: StoredApplication | undefined = first;
  return retryTransaction(
    async (attempt) => {
      const stored = read ?? (await getApplication(deps, first.id));
      read = undefined;
      if (stored === undefined) throw new NotFoundError('The application no longer exists');
      const current = revisionOf(stored);
      if (expected !== undefined && expected !== current)
        throw new ApplicationChangedError(refuseUpdate.message(submission.locale, 'changed'));
      const [applicants, search] = await Promise.all([
        getApplicants(deps, stored.id),
        searchItemsOf(deps, stored.id),
      ]);
      // The destination stays what the application was created for; a visa type changed on the
      // journey's first page (a visa destination's body carries one) is the new one.
      const visaType = submission.visaType ?? stored.visaType;
      const built = buildItems(
        {
          ...submission,
          ...(stored.destination === undefined ? {} : { destination: stored.destination }),
          ...(visaType === undefined ? {} : { visaType }),
        },
        { id: stored.id, number: stored.applicationNumber },
        stored.accessTokenHash,
        new Date(stored.createdAt),
      );
      const changes = updateChanges(stored, applicants, search, built, submission);
      if (changes.fields.length === 0) return answer(stored, current, []);
      refuseUpdate.check(stored, changes, submission.locale);

      const now = deps.now();
      const at = now.toISOString();
      const revision = current + 1;
      const put = (Item: object) => ({ Put: { TableName: deps.tableName, Item } });
      const del = (Key: { pk: string; sk: string }) => ({ Delete: { TableName: deps.tableName, Key } });
      const main: TransactItem[] = [
        applicationUpdate(deps, stored, built, changes, revision, at),
        ...built.applicants.map(put),
        ...changes.applicantDeletes.map(del),
        ...(stored.contactEmail !== built.application.contactEmail ? [put(built.numberItem)] : []),
        put(
          auditItem(now, {
            actor: 'traveller',
            action: 'application_updated',
            applicationId: stored.id,
            detail: {
              revision,
              fields: changes.fields.join(', '),
              ...(changes.signAgain ? { agreement: 'to be signed again' } : {}),
            },
          }),
        ),
        ...(stored.testData ? [] : [changeRecord(deps.tableName, stored.id, now)]),
        ...changes.searchPuts.map(put),
      ];
      // Stale search terms go in the same transaction when they fit; past DynamoDB's 100 items (all
      // names and passports of a large group replaced), right after it: a stale term finds too much.
      const deletes = changes.searchDeletes.map(del);
      const room = transactionLimit - main.length;
      const result = await transactWrite(deps.db, [...main, ...deletes.slice(0, room)]);
      if (!result.written) {
        log.info('application update lost to a concurrent change', { applicationId: stored.id, attempt });
        return tryAgain;
      }
      for (const item of deletes.slice(room)) await transactWrite(deps.db, [item]);
      log.info('application updated', {
        applicationId: stored.id,
        revision,
        fields: changes.fields.length,
        signAgain: changes.signAgain,
      });
      const { agreement: _dropped, ...rest } = { ...stored, ...built.application };
      const after =
        changes.signAgain || stored.agreement === undefined ? rest : { ...rest, agreement: stored.agreement };
      return answer(after, revision, changes.fields);
    },
    {
      attempts: 4,
      exhausted: () => new ServiceUnavailableError('Could not store the changes after several attempts'),
    },
  );
}
