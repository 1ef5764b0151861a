import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientAddress, clientKey } from '../../../../functions/lib/rate-limit';

async function addressOf(env: unknown, headers: Record<string, string> = {}): Promise<string> {
  const app = new Hono();
  app.get('/', (c) => c.text(clientAddress(c)));
  const res = await app.request('/', { headers }, env as Record<string, unknown>);
  return res.text();
}
const lambda = (sourceIp: string) => ({ event: { requestContext: { http: { sourceIp } } } });

describe('the client address of a request', () => {
  it('is the socket address on the local stack', async () => {
    expect(await addressOf({ incoming: { socket: { remoteAddress: '127.0.0.1' } } })).toBe('127.0.0.1');
  });

  it('ignores X-Forwarded-For on the local stack, where nothing adds it', async () => {
    const env = { incoming: { socket: { remoteAddress: '127.0.0.1' } } };
    expect(await addressOf(env, { 'x-forwarded-for': '203.0.113.9' })).toBe('127.0.0.1');
  });

  it('is the viewer that CloudFront appended, behind CloudFront and API Gateway', async () => {
    expect(await addressOf(lambda('130.176.1.1'), { 'x-forwarded-for': '198.51.100.7, 130.176.1.1' })).toBe(
      '198.51.100.7',
    );
    expect(await addressOf(lambda('130.176.1.1'), { 'x-forwarded-for': '198.51.100.7' })).toBe(
      '198.51.100.7',
    );
  });

  it('cannot be chosen by a client writing its own X-Forwarded-For', async () => {
    const header = { 'x-forwarded-for': '1.2.3.4, 198.51.100.7, 130.176.1.1' };
    expect(await addressOf(lambda('130.176.1.1'), header)).toBe('198.51.100.7');
  });

  it('is API Gateway’s source address when there is no forwarded header', async () => {
    expect(await addressOf(lambda('198.51.100.8'))).toBe('198.51.100.8');
  });

  it('is keyed by a hash that does not contain the address', () => {
    expect(clientKey('198.51.100.7')).toMatch(/^[0-9a-f]{32}$/);
    expect(clientKey('198.51.100.7')).not.toBe(clientKey('198.51.100.8'));
  });
});
