import { readFile } from 'node:fs/promises';
import { join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { pageJs } from '../public/page-js';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const siteDir = process.env.SITE_DIR ?? join(root, 'dist');
const html = (page: string) => readFile(join(siteDir, page, 'index.html'), 'utf8');

/** A chunk and every chunk it imports statically (what the browser fetches before it runs). */
async function staticClosure(url: string): Promise<string[]> {
  const seen = new Set<string>();
  const queue = [url];
  while (queue.length > 0) {
    const next = queue.shift() ?? '';
    if (seen.has(next)) continue;
    seen.add(next);
    const code = await readFile(join(siteDir, next), 'utf8');
    for (const m of code.matchAll(
      /(?:^|[;}\s])import\s*(?:[\w*{}\s,$]+from\s*)?["'`](\.{1,2}\/[^"'`]+\.js)["'`]/g,
    )) {
      queue.push(posix.join(posix.dirname(next), m[1] ?? ''));
    }
  }
  return [...seen];
}

async function gzipOf(urls: readonly string[]): Promise<number> {
  let bytes = 0;
  for (const url of urls) bytes += gzipSync(await readFile(join(siteDir, url))).length;
  return bytes;
}

async function bubbleScript(page: string): Promise<string> {
  const src = /<script type="module" src="(\/_astro\/ChatSlot[^"]+\.js)"/.exec(await html(page))?.[1];
  if (!src) throw new Error(`no chat bubble script on ${page}`);
  return src;
}

describe('the live-chat bubble on every page', () => {
  it.each(['/', '/faq', '/ar/privacy-policy'])(
    'adds at most 1.6 KB gzip of JavaScript and no framework to %s',
    async (page) => {
      const bubble = await staticClosure(await bubbleScript(page));
      const bytes = await gzipOf(bubble);
      console.log(`${page}: chat bubble ${(bytes / 1024).toFixed(2)} KB gzip (${bubble.join(', ')})`);
      expect(bytes).toBeLessThanOrEqual(1.6 * 1024);
      const initial = await pageJs(siteDir, await html(page));
      expect(initial.framework).toBe(false);
    },
  );

  it('loads the widget (React and its messages) only on demand, as chunks of their own', async () => {
    const bubble = await bubbleScript('/');
    const code = await readFile(join(siteDir, bubble), 'utf8');
    const lazy = /import\(\s*["'`](\.\/mount\.[^"'`]+\.js)["'`]\s*\)/.exec(code)?.[1];
    expect(lazy).toBeDefined();
    const widget = posix.join(posix.dirname(bubble), lazy ?? '');
    expect(await staticClosure(bubble)).not.toContain(widget);
    const widgetChunks = await staticClosure(widget);
    const widgetCode = (await Promise.all(widgetChunks.map((u) => readFile(join(siteDir, u), 'utf8')))).join(
      '',
    );
    expect(widgetCode).toMatch(/react/i);
    // The page's language only: the other thirteen stay on the server.
    expect(widgetCode).not.toContain('Canlı Destek');
    console.log(
      `chat widget on demand: ${((await gzipOf(widgetChunks)) / 1024).toFixed(1)} KB gzip ` +
        `(${widgetChunks.length} chunks, React shared with the site's islands) + one locale chunk`,
    );
  });

  it('is not on the staff pages', async () => {
    expect(await html('/kenya-eta-admin/chat')).not.toContain('data-chat-bubble');
  });
});
