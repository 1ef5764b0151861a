import { describe, expect, it } from 'vitest';
import { stack } from '../support';

async function get(path: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${stack.url}${path}`, { headers });
  return { res, body: await res.text() };
}

describe('the local site server', () => {
  it('serves the English home page at / with lang="en" and dir="ltr"', async () => {
    const { res, body } = await get('/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(body).toMatch(/<html lang="en" dir="ltr">/);
  });

  it('serves the Arabic home page at /ar/ and /ar right-to-left', async () => {
    for (const path of ['/ar/', '/ar']) {
      const { res, body } = await get(path);
      expect(res.status).toBe(200);
      expect(body).toMatch(/<html lang="ar" dir="rtl">/);
    }
  });

  it('answers an unknown path with status 404 and the 404 page', async () => {
    const { res, body } = await get('/no-such-page');
    expect(res.status).toBe(404);
    expect(body).toContain('404 Page Not Found');
  });

  it('answers an unknown path under a language with that language’s 404 page', async () => {
    const { res, body } = await get('/tr/no-such-page');
    expect(res.status).toBe(404);
    expect(body).toMatch(/<html lang="tr"/);
    expect(body).toContain('404 Sayfa Bulunamadı');
  });

  it('never serves files outside the built site', async () => {
    for (const path of ['/../package.json', '/%2e%2e/package.json', '/..%2fpackage.json']) {
      const { res, body } = await get(path);
      expect(res.status).toBe(404);
      expect(body).not.toContain('"devDependencies"');
    }
  });

  it('compresses HTML for clients that accept gzip', async () => {
    const res = await fetch(`${stack.url}/`, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    // Compressed once and sent whole, with its length (as a CDN sends what it keeps).
    const length = Number(res.headers.get('content-length'));
    const html = await res.text();
    expect(html).toContain('<html');
    expect(length).toBeGreaterThan(0);
    expect(length).toBeLessThan(Buffer.byteLength(html) / 2);
  });
});
