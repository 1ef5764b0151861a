import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Structured JSON logs, one line each, that an operator can join and filter: every line written while
 * a request (or a WebSocket event, or a scheduled run) is handled carries its request id, the concern,
 * the route and, once known, the application id (a request-scoped logger, as Powertools'
 * `appendKeys`, kept per request with AsyncLocalStorage so concurrent requests in one process, as in
 * the local stack, never mix their keys).
 *
 * Never pass personal data: no e-mail address, name, phone, address or passport data. Error lines
 * carry the error's name, AWS error code and HTTP status (`errorFields`), never its message, which
 * may quote what a traveller typed. Fields with names that usually hold personal data are dropped.
 */
export type LogValue = string | number | boolean | null | undefined;
export type Fields = Record<string, LogValue>;

export interface LogScope {
  readonly requestId: string;
  /** The HTTP concern (`applications`, `payments`, …), `socket` or a job's name. */
  readonly concern: string;
  /** The route pattern (`POST /api/payment`), the socket route key or the job's schedule. */
  readonly route: string;
  applicationId?: string;
}

const scopes = new AsyncLocalStorage<LogScope>();

/** Runs `fn` with `scope` added to every log line it writes, however deep and asynchronous. */
export function withLogScope<T>(scope: LogScope, fn: () => T): T {
  return scopes.run({ ...scope }, fn);
}

/** Adds the application id to every further line of the current request. */
export function setLogApplicationId(applicationId: string): void {
  const scope = scopes.getStore();
  if (scope) scope.applicationId = applicationId;
}

/** The keys of the current request (a copy), or undefined outside one. */
export function currentLogScope(): LogScope | undefined {
  const scope = scopes.getStore();
  return scope === undefined ? undefined : { ...scope };
}

/** Field names that would hold personal data: dropped from every line, whatever a caller passes. */
const personalField =
  /e-?mail|^(first|last|middle|full|customer|user)?name$|passport|phone|address|birth|signature/i;

function write(level: 'info' | 'warn' | 'error', message: string, fields: Fields): void {
  const safe: Fields = {};
  for (const [key, value] of Object.entries(fields)) if (!personalField.test(key)) safe[key] = value;
  const scope = scopes.getStore();
  const line = JSON.stringify({
    level,
    message,
    timestamp: new Date().toISOString(),
    ...(scope ?? {}),
    ...safe,
  });
  if (level === 'error') console.error(line);
  else console.log(line);
}

export const log = {
  info: (message: string, fields: Fields = {}) => write('info', message, fields),
  warn: (message: string, fields: Fields = {}) => write('warn', message, fields),
  error: (message: string, fields: Fields = {}) => write('error', message, fields),
};

interface AwsLikeError {
  readonly name?: unknown;
  readonly Code?: unknown;
  readonly code?: unknown;
  readonly $fault?: unknown;
  readonly $metadata?: { readonly httpStatusCode?: unknown };
  readonly status?: unknown;
  readonly statusCode?: unknown;
}

/**
 * What an error line says about an error: its name, its AWS error code (an SDK service exception's
 * `name`, or a `Code`/`code` it carries) and the HTTP status of the failed call. Never the message.
 */
export function errorFields(e: unknown): Fields {
  if (typeof e !== 'object' || e === null) return { errorName: typeof e };
  const error = e as AwsLikeError;
  const name = typeof error.name === 'string' ? error.name : 'Error';
  const isAws = error.$fault === 'client' || error.$fault === 'server' || error.$metadata !== undefined;
  const code = [error.Code, error.code].find((c) => typeof c === 'string') ?? (isAws ? name : undefined);
  const status = [error.$metadata?.httpStatusCode, error.status, error.statusCode].find(
    (s) => typeof s === 'number',
  );
  return {
    errorName: name,
    ...(typeof code === 'string' ? { errorCode: code } : {}),
    ...(typeof status === 'number' ? { errorStatus: status } : {}),
  };
}
