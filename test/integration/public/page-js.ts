import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The JavaScript a built page really loads: its module scripts, inline scripts, island URLs, and every
 * chunk those modules import statically (`import … from "./x.js"`, `import "./x.js"`), each counted once,
 * gzip-compressed. Dynamic `import(…)` chunks (the chat widget after a click, validation on submit) are
 * loaded later, on an action, and are not initial JS: they are not followed, whatever quotes the build uses.
 */
export interface PageJs {
  readonly gzipBytes: number;
  readonly files: readonly string[];
  /** Whether React (or another framework runtime) is among them. */
  readonly framework: boolean;
}

const importPattern =
  /\bimport\s*(?:[\w*{}\s,$]+from\s*)?["'](\.{1,2}\/[^"']+\.js|\/_astro\/[^"']+\.js)["']/g;

export async function pageJs(siteDir: string, html: string): Promise<PageJs> {
  const seen = new Set<string>();
  const queue = [...html.matchAll(/(?:src|href|component-url|renderer-url)="(\/_astro\/[^"]+\.js)"/g)].map(
    (m) => m[1] ?? '',
  );
  const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter((m) => !/\bsrc=/.test(m[1] ?? '') && !/type="application\/(ld\+)?json"/.test(m[1] ?? ''))
    .map((m) => m[2] ?? '');
  for (const code of inline) {
    for (const m of code.matchAll(importPattern))
      queue.push(new URL(m[1] ?? '', 'http://x/_astro/').pathname);
  }
  let bytes = inline.join('').trim() ? gzipSync(inline.join('')).length : 0;
  let framework = false;
  while (queue.length > 0) {
    const url = queue.shift() ?? '';
    if (seen.has(url)) continue;
    seen.add(url);
    const code = await readFile(join(siteDir, url), 'utf8');
    bytes += gzipSync(code).length;
    if (
      /react|preact|__vue|svelte/i.test(url) ||
      /\bcreateRoot\b|__SECRET_INTERNALS|react\.production/.test(code)
    ) {
      framework = true;
    }
    for (const m of code.matchAll(importPattern)) queue.push(new URL(m[1] ?? '', `http://x${url}`).pathname);
  }
  return { gzipBytes: bytes, files: [...seen], framework };
}
