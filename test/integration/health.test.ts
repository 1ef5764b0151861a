import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { healthReportSchema } from '../../shared/api/health';
import { createHealthApp } from '../../functions/health/routes';
import { dynamoClient, s3Client, stack } from './support';

/** An endpoint where nothing listens: a port taken and released. */
async function deadEndpoint(): Promise<string> {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as { port: number };
  await new Promise<void>((r) => server.close(() => r()));
  return `http://127.0.0.1:${port}`;
}

function sesClient(endpoint = stack.endpoints.ses) {
  return new SESv2Client({ region: 'eu-west-1', endpoint, credentials: stack.credentials, maxAttempts: 1 });
}

describe('GET /api/health', () => {
  it('answers 200 with every service ok when the stack is up', async () => {
    const res = await fetch(`${stack.url}/api/health`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(healthReportSchema.parse(await res.json())).toEqual({
      ok: true,
      dynamodb: true,
      s3: true,
      ses: true,
    });
  });

  it.each(['dynamodb', 's3', 'ses'] as const)(
    'answers 503 and names %s when it does not answer',
    async (down) => {
      const dead = await deadEndpoint();
      const app = createHealthApp({
        dynamo: dynamoClient(down === 'dynamodb' ? dead : undefined),
        s3: s3Client(down === 's3' ? dead : undefined),
        ses: sesClient(down === 'ses' ? dead : undefined),
        tableName: stack.tableName,
        bucketName: stack.bucketName,
        timeoutMs: 2000,
      });
      const res = await app.request('/api/health');
      expect(res.status).toBe(503);
      const report = healthReportSchema.parse(await res.json());
      expect(report).toEqual({
        ok: false,
        dynamodb: down !== 'dynamodb',
        s3: down !== 's3',
        ses: down !== 'ses',
      });
    },
  );

  it('reports the table as down when it does not exist', async () => {
    const app = createHealthApp({
      dynamo: dynamoClient(),
      s3: s3Client(),
      ses: sesClient(),
      tableName: 'no-such-table',
      bucketName: stack.bucketName,
    });
    const res = await app.request('/api/health');
    expect(res.status).toBe(503);
    expect(((await res.json()) as { dynamodb: boolean }).dynamodb).toBe(false);
  });
});

describe('API errors', () => {
  it('answers an unknown API route with the JSON error shape, not the 404 page', async () => {
    const res = await fetch(`${stack.url}/api/no-such-route`);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(await res.json()).toMatchObject({ error: 'not_found' });
  });
});
