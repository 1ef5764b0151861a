import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const assets = join(process.env.SITE_DIR ?? join(root, 'dist'), '_astro');

/** The chunks a built chunk imports statically (`import … from"./x.js"`, `import"./x.js"`). */
function staticImports(code: string): string[] {
  return [...code.matchAll(/(?:\bfrom|\bimport)\s*["'`]\.\/([\w.-]+\.js)["'`]/g)].map((m) => `_astro/${m[1]}`);
}

/** The preload lists Vite writes for a chunk's lazy imports (`m.f=[…]`). */
function preloadLists(code: string): string[][] {
  return [...code.matchAll(/m\.f=\[([^\]]*)\]/g)].map((m) =>
    [...(m[1] ?? '').matchAll(/["'`]([^"'`]+)["'`]/g)].map((d) => d[1] as string),
  );
}

describe('the built site preloads only what a lazy import misses (site/integrations/preload-missing.ts)', () => {
  const code = new Map<string, string>();
  beforeAll(async () => {
    for (const file of await readdir(assets)) {
      if (file.endsWith('.js')) code.set(`_astro/${file}`, await readFile(join(assets, file), 'utf8'));
    }
  });

  const loadedBy = (file: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(file)) return seen;
    seen.add(file);
    for (const dep of staticImports(code.get(file) ?? '')) loadedBy(dep, seen);
    return seen;
  };

  it('the details form preloads neither React nor its own modules again', () => {
    const [details] = [...code.keys()].filter((f) => /^_astro\/DetailsForm\.[\w-]+\.js$/.test(f));
    expect(details).toBeDefined();
    const lists = preloadLists(code.get(details as string) ?? '');
    expect(lists.length).toBeGreaterThan(0);
    const react = [...code.keys()].find((f) => /^_astro\/react\.[\w-]+\.js$/.test(f));
    expect(react).toBeDefined();
    for (const list of lists) expect(list).not.toContain(react);
  });

  it('no chunk lists for preloading a chunk it has already loaded statically', () => {
    const repeated: string[] = [];
    for (const [file, source] of code) {
      const loaded = loadedBy(file);
      for (const list of preloadLists(source)) {
        for (const dep of list) if (loaded.has(dep)) repeated.push(`${file} → ${dep}`);
      }
    }
    expect(repeated).toEqual([]);
  });
});
