import { readFile, readdir, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { splitLocalePath } from '../../../shared/locales';
import { plannedRoutes } from '../../../shared/public/routes';

/**
 * Resolves every internal href/src of every built HTML page to a built file, as the static server
 * resolves them (`/faq` → `/faq/index.html`), and checks fragments against the ids of the target page.
 * Links to routes other issues deliver (`plannedRoutes`) are reported apart, as "planned".
 */
export interface LinkReport {
  readonly pages: number;
  readonly links: number;
  readonly broken: readonly string[];
  /** Planned route → how many links point to it (in any language). */
  readonly planned: ReadonlyMap<string, number>;
  /** Planned routes that are now built: take them off the list. */
  readonly plannedButBuilt: readonly string[];
}

async function htmlFiles(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await htmlFiles(full)));
    else if (entry.name.endsWith('.html')) out.push(full);
  }
  return out;
}

async function isFile(path: string): Promise<boolean> {
  return stat(path).then(
    (s) => s.isFile(),
    () => false,
  );
}

/** The built file a URL path is served from, if any. */
async function resolveFile(siteDir: string, path: string): Promise<string | undefined> {
  const clean = decodeURIComponent(path);
  for (const candidate of [join(siteDir, clean), join(siteDir, clean, 'index.html')]) {
    if (await isFile(candidate)) return candidate;
  }
  return undefined;
}

/** The URL path of a built page: `dist/ar/faq/index.html` → `/ar/faq/`. */
function pageUrl(siteDir: string, file: string): string {
  const rel = relative(siteDir, file).split(sep).join('/');
  return '/' + rel.replace(/(^|\/)index\.html$/, '$1');
}

const external = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;
const idsCache = new Map<string, Set<string>>();

async function idsOf(file: string): Promise<Set<string>> {
  let ids = idsCache.get(file);
  if (!ids) {
    const html = await readFile(file, 'utf8');
    ids = new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1] ?? ''));
    idsCache.set(file, ids);
  }
  return ids;
}

export async function checkLinks(siteDir: string): Promise<LinkReport> {
  const files = await htmlFiles(siteDir);
  const broken: string[] = [];
  const planned = new Map<string, number>();
  let links = 0;
  for (const file of files) {
    const html = await readFile(file, 'utf8');
    const base = `http://site${pageUrl(siteDir, file)}`;
    for (const match of html.matchAll(/\s(?:href|src|action)="([^"]*)"/g)) {
      const raw = (match[1] ?? '').replaceAll('&amp;', '&');
      if (raw === '' || external.test(raw)) continue;
      links += 1;
      const url = new URL(raw, base);
      const fragment = decodeURIComponent(url.hash.slice(1));
      const target = await resolveFile(siteDir, url.pathname);
      const where = `${pageUrl(siteDir, file)} → ${raw}`;
      if (target) {
        if (fragment && target.endsWith('.html') && !(await idsOf(target)).has(fragment)) {
          broken.push(`${where} (no element with id "${fragment}")`);
        }
        continue;
      }
      const route = splitLocalePath(url.pathname.replace(/(.)\/$/, '$1')).path;
      if ((plannedRoutes as readonly string[]).includes(route))
        planned.set(route, (planned.get(route) ?? 0) + 1);
      else broken.push(where);
    }
  }
  const plannedButBuilt: string[] = [];
  for (const route of plannedRoutes) if (await resolveFile(siteDir, route)) plannedButBuilt.push(route);
  return { pages: files.length, links, broken, planned, plannedButBuilt };
}
