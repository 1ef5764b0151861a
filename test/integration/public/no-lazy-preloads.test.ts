import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const assets = join(process.env.SITE_DIR ?? join(root, 'dist'), '_astro');

describe('the built site inserts no preload links for lazy imports (site/integrations/no-lazy-preloads.ts)', () => {
  const code = new Map<string, string>();
  beforeAll(async () => {
    for (const file of await readdir(assets)) {
      if (file.endsWith('.js')) code.set(file, await readFile(join(assets, file), 'utf8'));
    }
  });

  it('the details form still loads its later parts lazily', () => {
    const details = [...code.keys()].find((f) => /^DetailsForm\.[\w-]+\.js$/.test(f));
    expect(details).toBeDefined();
    expect(code.get(details as string)).toMatch(/\bimport\(\s*["'`]\.\/[\w.-]+\.js["'`]\s*\)/);
  });

  it('no chunk lists scripts to preload (a lazy part’s stylesheet stays listed: it is how it loads)', () => {
    // Vite's helper keeps a chunk's lists in `__vite__mapDeps` (`m.f=[…]`).
    const listed = [...code].flatMap(([file, source]) =>
      [...source.matchAll(/m\.f=\[([^\]]*)\]/g)].flatMap((m) =>
        [...(m[1] ?? '').matchAll(/["'`]([^"'`]+)["'`]/g)].map((d) => `${file} → ${d[1] as string}`),
      ),
    );
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.filter((entry) => entry.endsWith('.js'))).toEqual([]);
    expect(listed.filter((entry) => entry.endsWith('.css')).length).toBe(listed.length);
  });
});
