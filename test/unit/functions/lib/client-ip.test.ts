import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientIp, userAgent } from '../../../../functions/lib/client-ip';

const app = new Hono().get('/', (c) => c.json({ ip: clientIp(c), ua: userAgent(c) }));
const ask = async (headers: Record<string, string>, env: unknown) =>
  (await (await app.request('/', { headers }, env)).json()) as { ip: string; ua: string };
const lambda = (sourceIp: string) => ({ event: { requestContext: { http: { sourceIp } } } });

describe('the client IP address', () => {
  it('is the socket address on the local Node server, whatever headers say', async () => {
    const env = { incoming: { socket: { remoteAddress: '::ffff:127.0.0.1' } } };
    expect(
      (await ask({ 'x-forwarded-for': '6.6.6.6', 'cloudfront-viewer-address': '6.6.6.6:1' }, env)).ip,
    ).toBe('127.0.0.1');
  });

  it('is CloudFront’s viewer address in Lambda when nothing was forwarded, without its port', async () => {
    expect((await ask({ 'cloudfront-viewer-address': '203.0.113.7:46532' }, lambda('130.176.1.1'))).ip).toBe(
      '203.0.113.7',
    );
    expect((await ask({ 'cloudfront-viewer-address': '2001:db8::7:46532' }, lambda('130.176.1.1'))).ip).toBe(
      '2001:db8::7',
    );
  });

  it('is the last forwarded address before the proxy, not one the client wrote itself', async () => {
    const headers = { 'x-forwarded-for': '6.6.6.6, 203.0.113.7, 130.176.1.1' };
    expect((await ask(headers, lambda('130.176.1.1'))).ip).toBe('203.0.113.7');
  });

  it('prefers the forwarded chain to a viewer-address header a client could have written', async () => {
    const headers = { 'x-forwarded-for': '203.0.113.7', 'cloudfront-viewer-address': '6.6.6.6:1' };
    expect((await ask(headers, lambda('130.176.1.1'))).ip).toBe('203.0.113.7');
  });

  it('is the source address when the only forwarded entry is the source itself', async () => {
    expect((await ask({ 'x-forwarded-for': '198.51.100.4' }, lambda('198.51.100.4'))).ip).toBe(
      '198.51.100.4',
    );
  });

  it('is API Gateway’s source address when nothing was forwarded', async () => {
    expect((await ask({}, lambda('198.51.100.4'))).ip).toBe('198.51.100.4');
  });

  it('passes the user agent on, cut to 512 characters', async () => {
    expect((await ask({ 'user-agent': 'Mozilla/5.0 Test' }, lambda('1.1.1.1'))).ua).toBe('Mozilla/5.0 Test');
    expect((await ask({ 'user-agent': 'x'.repeat(600) }, lambda('1.1.1.1'))).ua).toHaveLength(512);
  });
});
