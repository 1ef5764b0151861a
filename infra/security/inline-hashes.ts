import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The CSP hashes of every inline `<script>` (not JSON data blocks, which never run) and `<style>` of
 * a built site, read from its HTML files. Astro emits a handful (its island loader, small page scripts
 * and styles it inlines): the same few on many pages, so the union stays short enough for CloudFront's
 * policy (at most 1,783 characters in all).
 */
export interface InlineHashes {
  readonly scriptHashes: readonly string[];
  readonly styleHashes: readonly string[];
}

const inlineScript = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi;
const inlineStyle = /<style[^>]*>([\s\S]*?)<\/style>/gi;
const dataBlock = /\btype\s*=\s*["']?application\/(?:ld\+)?json/i;

const cspHash = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The hashes of one HTML document's inline scripts and styles. */
export function inlineHashesOf(html: string): InlineHashes {
  const scripts = [...html.matchAll(inlineScript)]
    .filter((m) => !dataBlock.test(m[1] ?? ''))
    .map((m) => cspHash(m[2] ?? ''));
  const styles = [...html.matchAll(inlineStyle)].map((m) => cspHash(m[1] ?? ''));
  return { scriptHashes: scripts, styleHashes: styles };
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile() && e.name.endsWith('.html')).map((e) => join(e.parentPath, e.name));
}

function union(documents: readonly string[]): InlineHashes {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const html of documents) {
    const found = inlineHashesOf(html);
    for (const h of found.scriptHashes) scripts.add(h);
    for (const h of found.styleHashes) styles.add(h);
  }
  return { scriptHashes: [...scripts].sort(), styleHashes: [...styles].sort() };
}

/** The union over a built site, sorted (so the policy is the same whatever the file order); none without one. */
export async function inlineHashesOfSite(siteDir: string): Promise<InlineHashes> {
  const files = await htmlFiles(siteDir).catch(() => []);
  return union(await Promise.all(files.map((file) => readFile(file, 'utf8'))));
}

/** The same, synchronously (CDK synthesis). */
export function inlineHashesOfSiteSync(siteDir: string): InlineHashes {
  let entries;
  try {
    entries = readdirSync(siteDir, { withFileTypes: true, recursive: true });
  } catch {
    return { scriptHashes: [], styleHashes: [] };
  }
  const files = entries.filter((e) => e.isFile() && e.name.endsWith('.html'));
  return union(files.map((e) => readFileSync(join(e.parentPath, e.name), 'utf8')));
}
