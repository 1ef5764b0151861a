import { readFile, readdir } from 'node:fs/promises';
import { join, posix, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { defaultLocale, localeCodes } from '../shared/locales';

/** The JavaScript weight of one built page, gzip-compressed, each file counted once. */
export interface PageWeight {
  /** The page's file under the site folder, e.g. `/ar/kenya-eta-details/index.html`. */
  readonly page: string;
  /**
   * What the page loads to run: its module scripts, island component and renderer URLs,
   * modulepreloads, every chunk those import statically (followed recursively) and its inline scripts.
   */
  readonly jsGzipBytes: number;
  /**
   * What it may load later, only when the visitor does something (`import()` of a chunk that is not
   * already counted above: a drawing pad, the checks run on submit). Not part of the page budget. An
   * upper bound: every chunk a dynamic import can reach counts, e.g. all 14 languages of a widget
   * that loads one.
   */
  readonly lazyJsGzipBytes: number;
  readonly htmlGzipBytes: number;
  /** How many React islands the page has (`<astro-island>`): the application screens have one. */
  readonly islands: number;
  /** The `/_astro/…` files counted in `jsGzipBytes`. */
  readonly files: readonly string[];
}

/** `from "./x.js"`, `import "./x.js"` (static) and `import("./x.js")` (dynamic), relative or absolute. */
const staticImport = /(?:\bfrom|\bimport)\s*["'`]((?:\.{1,2}|\/_astro)\/[^"'`]+\.js)["'`]/g;
const dynamicImport = /\bimport\(\s*["'`]((?:\.{1,2}|\/_astro)\/[^"'`]+\.js)["'`]\s*\)/g;
const urlAttribute = /(?:src|href|component-url|renderer-url)="(\/_astro\/[^"]+\.js)"/g;
const inlineScript = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;

/** `/ar/…` → `/…`: the route of a page in any language. */
const localePrefix = new RegExp(`^/(${localeCodes.filter((c) => c !== defaultLocale).join('|')})/`);

/** Reads and gzips each built file once. */
class SiteFiles {
  private readonly code = new Map<string, string>();
  private readonly sizes = new Map<string, number>();
  constructor(private readonly siteDir: string) {}

  async text(url: string): Promise<string> {
    const known = this.code.get(url);
    if (known !== undefined) return known;
    const text = await readFile(join(this.siteDir, url), 'utf8');
    this.code.set(url, text);
    return text;
  }

  async gzipBytes(url: string): Promise<number> {
    const known = this.sizes.get(url);
    if (known !== undefined) return known;
    const size = gzipSync(await this.text(url)).length;
    this.sizes.set(url, size);
    return size;
  }
}

const resolve = (from: string, specifier: string) =>
  specifier.startsWith('/') ? specifier : posix.join(posix.dirname(from), specifier);

/** Every file reachable from `roots` through static imports (the roots included). */
async function staticClosure(files: SiteFiles, roots: Iterable<string>): Promise<Set<string>> {
  const seen = new Set(roots);
  const pending = [...seen];
  while (pending.length > 0) {
    const url = pending.pop() ?? '';
    for (const m of (await files.text(url)).matchAll(staticImport)) {
      const imported = resolve(url, m[1] ?? '');
      if (!seen.has(imported)) {
        seen.add(imported);
        pending.push(imported);
      }
    }
  }
  return seen;
}

async function sum(files: SiteFiles, urls: Iterable<string>): Promise<number> {
  let bytes = 0;
  for (const url of urls) bytes += await files.gzipBytes(url);
  return bytes;
}

/** The weight of one page's HTML (`page` is its path under the site folder, for the result). */
async function weighPage(files: SiteFiles, page: string, html: string): Promise<PageWeight> {
  const scripts = [...html.matchAll(inlineScript)]
    .filter((m) => !/\bsrc=/.test(m[1] ?? '') && !/type="application\/(ld\+)?json"/.test(m[1] ?? ''))
    .map((m) => m[2] ?? '');
  const roots = [...html.matchAll(urlAttribute)].map((m) => m[1] ?? '');
  for (const code of scripts) for (const m of code.matchAll(staticImport)) roots.push(m[1] ?? '');
  const loaded = await staticClosure(files, roots);
  // Dynamic imports of the loaded files, and of the lazy files themselves, until nothing new appears.
  const lazy = new Set<string>();
  const pending = [...loaded];
  while (pending.length > 0) {
    const url = pending.pop() ?? '';
    for (const m of (await files.text(url)).matchAll(dynamicImport)) {
      for (const reached of await staticClosure(files, [resolve(url, m[1] ?? '')])) {
        if (!loaded.has(reached) && !lazy.has(reached)) {
          lazy.add(reached);
          pending.push(reached);
        }
      }
    }
  }
  const inline = scripts.join('');
  return {
    page,
    jsGzipBytes: (await sum(files, loaded)) + (inline.trim() ? gzipSync(inline).length : 0),
    lazyJsGzipBytes: await sum(files, lazy),
    htmlGzipBytes: gzipSync(html).length,
    islands: html.match(/<astro-island\b/g)?.length ?? 0,
    files: [...loaded].sort(),
  };
}

/** Every HTML page of the built site with the gzip size of the JavaScript it loads. */
export async function pageWeights(siteDir: string): Promise<PageWeight[]> {
  const pages: string[] = [];
  async function walk(dir: string) {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) await walk(full);
      else if (entry.name.endsWith('.html')) pages.push(full);
    }
  }
  await walk(siteDir);
  const files = new SiteFiles(siteDir);
  const results: PageWeight[] = [];
  for (const page of pages.sort()) {
    results.push(await weighPage(files, '/' + relative(siteDir, page), await readFile(page, 'utf8')));
  }
  return results;
}

/**
 * `npx tsx bench/page-weight.ts [siteDir]` (after `npm run build`): one Markdown row per route, the
 * largest over its languages, for docs/benchmarks.md.
 */
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const siteDir = process.argv[2] ?? 'dist';
  const routes = new Map<string, { languages: number; js: number; lazy: number; html: number }>();
  for (const w of await pageWeights(siteDir)) {
    const route = w.page.replace(localePrefix, '/').replace(/\/?index\.html$/, '') || '/';
    const row = routes.get(route) ?? { languages: 0, js: 0, lazy: 0, html: 0 };
    routes.set(route, {
      languages: row.languages + 1,
      js: Math.max(row.js, w.jsGzipBytes),
      lazy: Math.max(row.lazy, w.lazyJsGzipBytes),
      html: Math.max(row.html, w.htmlGzipBytes),
    });
  }
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log('| page | languages | JS (gzip) | bytes | on demand | HTML (gzip) |');
  console.log('| --- | --- | --- | --- | --- | --- |');
  for (const [route, r] of [...routes].sort())
    console.log(`| \`${route}\` | ${r.languages} | ${kb(r.js)} | ${r.js} | ${kb(r.lazy)} | ${kb(r.html)} |`);
}
