import { randomUUID } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { routePath } from 'hono/route';
import { onError, onNotFound } from './http';
import { log, setLogApplicationId, withLogScope } from './log';

/** What `hono/aws-lambda` passes as the environment of a request (absent in the local stack). */
interface LambdaBindings {
  readonly lambdaContext?: { readonly awsRequestId?: string };
  readonly event?: { readonly requestContext?: { readonly requestId?: string } };
}

/** The Lambda request id (what the platform's START/END/REPORT lines carry), else API Gateway's. */
function requestIdOf(c: Context): string {
  const env = (c.env ?? {}) as LambdaBindings;
  return env.lambdaContext?.awsRequestId ?? env.event?.requestContext?.requestId ?? randomUUID();
}

/** The value of `:id` or `:applicationId` in the route pattern, read from the request's path. */
export function applicationIdIn(pattern: string, path: string): string | undefined {
  const names = pattern.split('/');
  const values = path.split('/');
  if (names.length !== values.length) return undefined;
  const index = names.findIndex((name) => name === ':id' || name === ':applicationId');
  if (index < 0) return undefined;
  const raw = values[index] ?? '';
  // A malformed escape (`%ff`) is the client's mistake: the route answers it; the log keeps it as sent.
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * A Hono app with the shared error handling and request-scoped logging; every concern builds its
 * routes on one, named after the concern. Each request runs in a log scope (request id, concern,
 * route pattern, and the application id when the path names one) and answers with `x-request-id`,
 * so a traveller's report or a support agent's ticket leads to the lines of that one request.
 */
export function createApp(concern: string): Hono {
  const app = new Hono();
  app.use('*', async (c, next) => {
    const route = `${c.req.method} ${routePath(c, -1)}`;
    const requestId = requestIdOf(c);
    await withLogScope({ requestId, concern, route }, async () => {
      const applicationId = applicationIdIn(routePath(c, -1), c.req.path);
      if (applicationId) setLogApplicationId(applicationId);
      const started = performance.now();
      await next();
      c.header('x-request-id', requestId);
      // One line per request (an access log of the function): status and time, in the request's scope.
      log.info('request handled', {
        status: c.res.status,
        durationMs: Math.round(performance.now() - started),
      });
    });
  });
  app.onError(onError);
  app.notFound(onNotFound);
  return app;
}
