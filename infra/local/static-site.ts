import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { promisify } from 'node:util';
import { gzip as gzipCallback } from 'node:zlib';
import { splitLocalePath } from '../../shared/locales';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.pdf': 'application/pdf',
  // The passport scan's WebAssembly, trained data (already gzip) and face model (site/integrations/scan-assets.ts).
  '.wasm': 'application/wasm',
  '.gz': 'application/gzip',
  '.bin': 'application/octet-stream',
};

async function fileAt(path: string): Promise<string | undefined> {
  try {
    const s = await stat(path);
    if (s.isFile()) return path;
    if (s.isDirectory()) return fileAt(join(path, 'index.html'));
  } catch {
    return undefined;
  }
  return undefined;
}

const gzip = promisify(gzipCallback);

/**
 * A file's gzip, made once and kept while the file is unchanged (its size and time), as a CDN keeps
 * what it compressed: compressing the same scripts again at every page load took CPU from the browser
 * beside it (on a 2-core machine, the Lighthouse bench's page; docs/benchmarks.md).
 */
export function createGzipCache() {
  const kept = new Map<string, { readonly version: string; readonly body: Promise<Buffer> }>();
  return (file: string, version: string): Promise<Buffer> => {
    const hit = kept.get(file);
    if (hit?.version === version) return hit.body;
    const body = readFile(file).then((bytes) => gzip(bytes));
    kept.set(file, { version, body });
    // A failed read is not kept: the next request tries again.
    body.catch(() => {
      if (kept.get(file)?.body === body) kept.delete(file);
    });
    return body;
  };
}

/**
 * Serves the built site as CloudFront does: `/faq` and `/faq/` are `/faq/index.html`, hashed assets
 * are cached for a year, HTML is revalidated, and a missing page gets the 404 page of its language.
 * The security headers are the stack's (`infra/security/headers.ts`), set on every response before.
 */
export function createStaticSite(siteDir: string) {
  const root = normalize(siteDir + sep);
  const gzipped = createGzipCache();

  async function resolve(urlPath: string): Promise<string | undefined> {
    let decoded: string;
    try {
      decoded = decodeURIComponent(urlPath);
    } catch {
      return undefined;
    }
    const full = normalize(join(root, decoded));
    if (!full.startsWith(root)) return undefined;
    return fileAt(full);
  }

  async function notFoundPage(urlPath: string): Promise<string | undefined> {
    const { locale } = splitLocalePath(urlPath);
    return (await fileAt(join(root, locale, '404', 'index.html'))) ?? fileAt(join(root, '404.html'));
  }

  return async function serve(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    let status = 200;
    let file = await resolve(url.pathname);
    if (!file) {
      status = 404;
      file = await notFoundPage(url.pathname);
    }
    if (!file) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('404 Page Not Found');
      return;
    }
    const type = contentTypes[extname(file)] ?? 'application/octet-stream';
    const immutable = url.pathname.startsWith('/_astro/');
    const compress =
      /^(text\/|application\/(json|xml|wasm)|image\/svg)/.test(type) &&
      /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    const { size, mtimeMs } = await stat(file);
    // Compressed once per version of the file; a file gone since its stat is streamed, and fails, as before.
    const body = compress ? await gzipped(file, `${size}:${mtimeMs}`).catch(() => undefined) : undefined;
    res.writeHead(status, {
      'Content-Type': type,
      ...(body ? { 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' } : {}),
      'Content-Length': String(body ? body.length : size),
      'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
    if (req.method === 'HEAD') res.end();
    else if (body) res.end(body);
    else
      createReadStream(file)
        .on('error', () => res.destroy())
        .pipe(res);
  };
}
