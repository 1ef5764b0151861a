import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applicationIdIn } from '../../../../functions/lib/app';
import { errorFields, log, setLogApplicationId, withLogScope } from '../../../../functions/lib/log';
import { metricNames, putMetric } from '../../../../functions/lib/metrics';

const lines = () =>
  vi.mocked(console.log).mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, unknown>);

afterEach(() => vi.restoreAllMocks());

describe('the request-scoped log', () => {
  it('adds the request id, concern, route and, once known, the application id to every line', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    await withLogScope({ requestId: 'r-1', concern: 'payments', route: 'POST /api/payment' }, async () => {
      log.info('first');
      await Promise.resolve();
      setLogApplicationId('app-1');
      log.info('second', { attempt: 2 });
    });
    log.info('outside');
    expect(lines()).toMatchObject([
      { message: 'first', requestId: 'r-1', concern: 'payments', route: 'POST /api/payment' },
      { message: 'second', requestId: 'r-1', applicationId: 'app-1', attempt: 2 },
      { message: 'outside' },
    ]);
    expect(lines()[0]).not.toHaveProperty('applicationId');
    expect(lines()[2]).not.toHaveProperty('requestId');
  });

  it('keeps two concurrent requests apart', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const run = (id: string) =>
      withLogScope({ requestId: id, concern: 'status', route: 'POST /api/check-status' }, async () => {
        await new Promise((r) => setTimeout(r, id === 'a' ? 5 : 0));
        setLogApplicationId(`app-${id}`);
        log.info('done');
      });
    await Promise.all([run('a'), run('b')]);
    expect(lines().map((l) => [l.requestId, l.applicationId])).toEqual([
      ['b', 'app-b'],
      ['a', 'app-a'],
    ]);
  });

  it('drops fields that would hold personal data, whatever the caller passes', () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    log.info('x', {
      email: 'a@b.co',
      contactEmail: 'a@b.co',
      firstName: 'A',
      username: 'amina',
      passportNumber: 'P1',
      phone: '1',
      fileType: 'pdf',
    });
    expect(Object.keys(lines()[0] ?? {}).sort()).toEqual(['fileType', 'level', 'message', 'timestamp']);
  });

  it('writes a metric as an embedded metric line in the request’s scope', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    await withLogScope({ requestId: 'r-2', concern: 'applications', route: 'POST /x' }, async () =>
      putMetric(metricNames.applicationsCreated),
    );
    expect(lines()[0]).toMatchObject({
      _aws: {
        CloudWatchMetrics: [
          {
            Namespace: 'KenyaEta',
            Dimensions: [[]],
            Metrics: [{ Name: 'ApplicationsCreated', Unit: 'Count' }],
          },
        ],
      },
      ApplicationsCreated: 1,
      requestId: 'r-2',
    });
  });
});

describe('errorFields', () => {
  it('gives an AWS error’s name, code and HTTP status, never its message', () => {
    const e = new ConditionalCheckFailedException({
      message: 'The value amina@example.com failed',
      $metadata: { httpStatusCode: 400 },
    });
    expect(errorFields(e)).toEqual({
      errorName: 'ConditionalCheckFailedException',
      errorCode: 'ConditionalCheckFailedException',
      errorStatus: 400,
    });
  });

  it('gives a plain error’s name only', () => {
    expect(errorFields(new TypeError('secret detail'))).toEqual({ errorName: 'TypeError' });
    expect(errorFields('text')).toEqual({ errorName: 'string' });
  });
});

describe('applicationIdIn', () => {
  it('reads :id or :applicationId of the route pattern from the path', () => {
    expect(
      applicationIdIn('/api/kenya-eta-applications/:id/receipt', '/api/kenya-eta-applications/abc/receipt'),
    ).toBe('abc');
    expect(applicationIdIn('/api/payments/:applicationId', '/api/payments/xyz')).toBe('xyz');
    expect(applicationIdIn('/api/payment', '/api/payment')).toBeUndefined();
  });

  it('keeps a malformed escape as sent instead of throwing (the route answers it, never a 500)', () => {
    expect(applicationIdIn('/api/payments/:applicationId', '/api/payments/%ff')).toBe('%ff');
    expect(applicationIdIn('/api/payments/:applicationId', '/api/payments/a%20b')).toBe('a b');
  });
});
