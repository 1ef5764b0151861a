import { createHash } from 'node:crypto';
import { DynamoProtocolError, type JsonObject } from './protocol';

const WINDOW_MS = 10 * 60 * 1000;

/**
 * ClientRequestToken bookkeeping for TransactWriteItems: a token that completed successfully within the last
 * 10 minutes makes a repeat a no-op success; the same token with another payload is refused, as AWS does.
 * Kept in memory: a restart forgets the tokens.
 */
export class IdempotencyTokens {
  private readonly done = new Map<string, { readonly digest: string; readonly at: number }>();

  /** True when this token already succeeded with this payload; throws when it succeeded with another one. */
  alreadyApplied(token: string, params: JsonObject, now = Date.now()): boolean {
    this.prune(now);
    const previous = this.done.get(token);
    if (!previous) return false;
    if (previous.digest !== digestOf(params)) {
      throw new DynamoProtocolError(
        'IdempotentParameterMismatchException',
        'One or more parameter values were invalid: The request uses the same client token as a previous, ' +
          'but non-identical request.',
      );
    }
    return true;
  }

  remember(token: string, params: JsonObject, now = Date.now()): void {
    this.done.set(token, { digest: digestOf(params), at: now });
  }

  private prune(now: number): void {
    for (const [token, entry] of this.done) {
      if (now - entry.at > WINDOW_MS) this.done.delete(token);
    }
  }
}

function digestOf(params: JsonObject): string {
  const payload = { ...params };
  delete payload.ClientRequestToken;
  return createHash('sha256').update(JSON.stringify(payload)).digest('hex');
}
