import { createHmac, timingSafeEqual } from 'node:crypto';

/** HMAC-SHA256, hex. */
export function hmacHex(secret: string, message: string): string {
  return createHmac('sha256', secret).update(message).digest('hex');
}

export function safeEqualHex(a: string, b: string): boolean {
  if (a.length !== b.length || !/^[0-9a-f]+$/.test(a) || !/^[0-9a-f]+$/.test(b)) return false;
  return timingSafeEqual(Buffer.from(a, 'hex'), Buffer.from(b, 'hex'));
}

/** `t=<unix seconds>,v1=<hex hmac of "t.body">`: a timestamped signature, so old callbacks cannot be replayed. */
export function signCallback(secret: string, body: string, now: Date): string {
  const t = Math.floor(now.getTime() / 1000);
  return `t=${t},v1=${hmacHex(secret, `${t}.${body}`)}`;
}

export type SignatureCheck = 'ok' | 'missing' | 'malformed' | 'mismatch' | 'stale';

export function checkCallbackSignature(
  secret: string,
  body: string,
  header: string | undefined,
  now: Date,
  toleranceSeconds = 300,
): SignatureCheck {
  if (!header) return 'missing';
  const parts = Object.fromEntries(header.split(',').map((p) => p.trim().split('=', 2) as [string, string]));
  const t = Number(parts.t);
  const v1 = parts.v1;
  if (!Number.isInteger(t) || !v1) return 'malformed';
  if (!safeEqualHex(hmacHex(secret, `${t}.${body}`), v1)) return 'mismatch';
  if (Math.abs(now.getTime() / 1000 - t) > toleranceSeconds) return 'stale';
  return 'ok';
}

/** A tamper-proof token: base64url JSON payload + '.' + its HMAC. */
export function signToken(secret: string, payload: unknown): string {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${hmacHex(secret, body)}`;
}

export function readToken(secret: string, token: string): unknown {
  const [body, mac] = token.split('.', 2);
  if (!body || !mac || !safeEqualHex(hmacHex(secret, body), mac)) return undefined;
  try {
    return JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
}
