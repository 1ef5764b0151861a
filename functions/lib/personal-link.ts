import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { personalLinkPagePath, personalLinkTtlDays } from '../../shared/api/personal-link';
import { localizePath, type LocaleCode } from '../../shared/locales';
import { applicationKeys, getApplication, type StoredApplication, type TableRef } from './applications-table';
import { signPayload, verifiedPayload, type SignedTokenKind } from './signed-token';

/**
 * The traveller's personal link (issue 14, DESIGN decision 15): no account, no password, a signed token
 * in the URL fragment of `/my-application`. The token is `v1.<payload>.<signature>` (base64url), the
 * payload `{a: application id, g: link generation, x: expiry in epoch seconds}`, the signature an
 * HMAC-SHA256 of the payload under the personal-link secret. A new link for an application bumps its
 * `linkGeneration`, which revokes every older link. Nothing about the token is stored.
 */
export interface PersonalLinks {
  /** A fresh token for the application's current generation. */
  token(application: LinkedApplication): string;
  /** The link a mail carries, in the reader's language. */
  url(application: LinkedApplication, locale: LocaleCode): string;
  /** The application a token opens, or undefined when forged, malformed, expired or revoked. */
  open(token: string): Promise<StoredApplication | undefined>;
  /** Revokes every link of the application and returns it with its new generation (undefined: none). */
  renew(applicationId: string): Promise<LinkedApplication | undefined>;
}

export type LinkedApplication = Pick<StoredApplication, 'id'> & { readonly linkGeneration?: number };

export interface PersonalLinkDeps extends TableRef {
  readonly secret: string;
  readonly siteOrigin: string;
  readonly now: () => Date;
}

interface Payload {
  readonly a: string;
  readonly g: number;
  readonly x: number;
}

const personalLinkToken: SignedTokenKind = { version: 'v1', purpose: 'personal-link.v1', maxPayload: 400 };

/** The payload of a well-signed token (signature compared in constant time), else undefined. */
export function verifyToken(secret: string, token: string): Payload | undefined {
  const data = verifiedPayload(personalLinkToken, secret, token);
  if (!data || typeof data.a !== 'string' || !Number.isInteger(data.g) || !Number.isInteger(data.x))
    return undefined;
  return data as unknown as Payload;
}

export function signToken(secret: string, payload: Payload): string {
  return signPayload(personalLinkToken, secret, payload);
}

export function createPersonalLinks(deps: PersonalLinkDeps): PersonalLinks {
  const token = (application: LinkedApplication) =>
    signToken(deps.secret, {
      a: application.id,
      g: application.linkGeneration ?? 0,
      x: Math.floor(deps.now().getTime() / 1000) + personalLinkTtlDays * 86_400,
    });
  return {
    token,
    url: (application, locale) =>
      `${deps.siteOrigin.replace(/\/$/, '')}${localizePath(personalLinkPagePath, locale)}#token=${token(application)}`,
    async open(given) {
      const payload = verifyToken(deps.secret, given);
      if (!payload || payload.x * 1000 <= deps.now().getTime()) return undefined;
      const application = await getApplication(deps, payload.a);
      if (!application || ((application as LinkedApplication).linkGeneration ?? 0) !== payload.g)
        return undefined;
      return application;
    },
    async renew(applicationId) {
      const result = await deps.db
        .send(
          new UpdateCommand({
            TableName: deps.tableName,
            Key: applicationKeys.application(applicationId),
            UpdateExpression: 'ADD linkGeneration :one',
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeValues: { ':one': 1 },
            ReturnValues: 'UPDATED_NEW',
          }),
        )
        .catch((e: unknown) => {
          if (e instanceof Error && e.name === 'ConditionalCheckFailedException') return undefined;
          throw e;
        });
      const generation = result?.Attributes?.linkGeneration as number | undefined;
      return generation === undefined ? undefined : { id: applicationId, linkGeneration: generation };
    },
  };
}
