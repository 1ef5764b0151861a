import { Hono } from 'hono';
import type { LambdaEvent } from 'hono/aws-lambda';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { clientIp } from '../../../../functions/lib/client-ip';
import type * as LambdaModule from '../../../../functions/lib/lambda';

// functions/lib/lambda.ts reads the process configuration at import, as every function does at start.
let lambda: typeof LambdaModule;
beforeAll(async () => {
  vi.stubEnv('TABLE_NAME', 'eta-test');
  vi.stubEnv('SITE_ORIGIN', 'https://eta.example.com');
  lambda = await import('../../../../functions/lib/lambda');
});

const secret = 'a'.repeat(24) + 'origin-secret-from-cloudfront';

/** An API Gateway HTTP API (payload 2.0) event for `GET /api/whoami`, as Lambda receives it. */
function event(headers: Record<string, string>, sourceIp = '130.176.1.1'): LambdaEvent {
  return {
    version: '2.0',
    routeKey: '$default',
    rawPath: '/api/whoami',
    rawQueryString: '',
    headers: { host: 'abc.execute-api.eu-west-1.amazonaws.com', ...headers },
    requestContext: {
      accountId: '123456789012',
      apiId: 'abc',
      domainName: 'abc.execute-api.eu-west-1.amazonaws.com',
      domainPrefix: 'abc',
      http: { method: 'GET', path: '/api/whoami', protocol: 'HTTP/1.1', sourceIp, userAgent: 'test' },
      requestId: 'r1',
      routeKey: '$default',
      stage: '$default',
      time: '22/Nov/2026:10:00:00 +0000',
      timeEpoch: 1_795_000_000_000,
    },
    isBase64Encoded: false,
  } as unknown as LambdaEvent;
}

function whoami() {
  const calls: string[] = [];
  const app = new Hono().get('/api/whoami', (c) => {
    calls.push(clientIp(c));
    return c.json({ ip: clientIp(c) });
  });
  return { app, calls };
}

describe('the Lambda handler of an HTTP concern', () => {
  it('refuses with 403 JSON, before the app runs, a request that did not come through CloudFront', async () => {
    const { app, calls } = whoami();
    const handler = lambda.lambdaHandler(app, secret);
    const attempts: Record<string, string>[] = [
      {},
      { [lambda.originVerifyHeader]: 'guess' },
      { 'x-forwarded-for': '6.6.6.6' },
    ];
    for (const headers of attempts) {
      const result = await handler(event(headers));
      expect(result.statusCode).toBe(403);
      expect(result.headers?.['content-type']).toMatch(/^application\/json/);
      expect(JSON.parse(result.body)).toMatchObject({ error: 'forbidden' });
    }
    expect(calls).toEqual([]);
  });

  it('refuses a value that only starts like the secret', async () => {
    const { app } = whoami();
    const handler = lambda.lambdaHandler(app, secret);
    expect((await handler(event({ [lambda.originVerifyHeader]: secret.slice(0, -1) }))).statusCode).toBe(403);
    expect((await handler(event({ [lambda.originVerifyHeader]: `${secret}x` }))).statusCode).toBe(403);
  });

  it('lets a request through CloudFront reach the app, with the viewer address CloudFront appended', async () => {
    const { app, calls } = whoami();
    const handler = lambda.lambdaHandler(app, secret);
    const result = await handler(
      event({ [lambda.originVerifyHeader]: secret, 'x-forwarded-for': '6.6.6.6, 203.0.113.7, 130.176.1.1' }),
    );
    expect(result.statusCode).toBe(200);
    expect(JSON.parse(result.body)).toEqual({ ip: '203.0.113.7' });
    expect(calls).toEqual(['203.0.113.7']);
  });

  it('reads the header whatever its case', async () => {
    const { app } = whoami();
    const handler = lambda.lambdaHandler(app, secret);
    expect((await handler(event({ 'X-Eta-Origin-Verify': secret }))).statusCode).toBe(200);
  });

  it('checks nothing when no secret is configured (a function run outside the stack)', async () => {
    const { app } = whoami();
    expect((await lambda.lambdaHandler(app, undefined)(event({}))).statusCode).toBe(200);
  });
});
