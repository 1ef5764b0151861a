import { readFile, readdir } from 'node:fs/promises';
import { join, posix, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Every HTML page of the built site with the gzip size of the JavaScript it loads (scripts and islands). */
export async function pageWeights(
  siteDir: string,
): Promise<{ page: string; jsGzipBytes: number; htmlGzipBytes: number }[]> {
  const pages: string[] = [];
  async function walk(dir: string) {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) await walk(full);
      else if (entry.name.endsWith('.html')) pages.push(full);
    }
  }
  await walk(siteDir);
  const cache = new Map<string, number>();
  async function gz(path: string): Promise<number> {
    const known = cache.get(path);
    if (known !== undefined) return known;
    const size = gzipSync(await readFile(path)).length;
    cache.set(path, size);
    return size;
  }
  const results = [];
  for (const page of pages.sort()) {
    const html = await readFile(page, 'utf8');
    // Module scripts, island component/renderer URLs and modulepreloads all count.
    const urls = new Set(
      [...html.matchAll(/(?:src|href|component-url|renderer-url)="(\/_astro\/[^"]+\.js)"/g)].map(
        (m) => m[1] ?? '',
      ),
    );
    // Every chunk those modules import statically is downloaded too: follow the imports.
    const pending = [...urls];
    while (pending.length > 0) {
      const url = pending.pop() ?? '';
      const code = await readFile(join(siteDir, url), 'utf8');
      for (const m of code.matchAll(/(?:from|import)\s*["'](\.{1,2}\/[^"']+\.js)["']/g)) {
        const imported = posix.join(posix.dirname(url), m[1] ?? '');
        if (!urls.has(imported)) {
          urls.add(imported);
          pending.push(imported);
        }
      }
    }
    let js = 0;
    for (const url of urls) js += await gz(join(siteDir, url));
    const inline = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '').join('');
    if (inline.trim()) js += gzipSync(inline).length;
    results.push({
      page: '/' + relative(siteDir, page),
      jsGzipBytes: js,
      htmlGzipBytes: gzipSync(html).length,
    });
  }
  return results;
}
