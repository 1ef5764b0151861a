import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { compileHint } from '../../../site/integrations/compile-hints';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const assets = join(process.env.SITE_DIR ?? join(root, 'dist'), '_astro');

describe('the built site’s compile hints (site/integrations/compile-hints.ts)', () => {
  const code = new Map<string, string>();
  beforeAll(async () => {
    for (const file of await readdir(assets)) {
      if (file.endsWith('.js')) code.set(file, await readFile(join(assets, file), 'utf8'));
    }
  });
  const hinted = (source: string) => source.startsWith(`${compileHint}\n`);

  it('React’s runtime and zod start with the hint, on their first line', () => {
    const react = [...code].filter(([file]) => /^react\.[\w-]+\.js$/.test(file));
    const zod = [...code].filter(([, source]) => source.includes('ZodMiniObject'));
    expect(react).toHaveLength(1);
    expect(zod).toHaveLength(1);
    for (const [file, source] of [...react, ...zod]) expect(hinted(source), file).toBe(true);
  });

  it('no other large chunk has it (the scan’s OCR and face model, the PDF reader, the admin panel)', () => {
    const large = [...code].filter(
      ([file, source]) =>
        source.length > 40_000 && !/^react\./.test(file) && !source.includes('ZodMiniObject'),
    );
    expect(large.length).toBeGreaterThanOrEqual(3);
    expect(large.filter(([, source]) => hinted(source)).map(([file]) => file)).toEqual([]);
  });
});
