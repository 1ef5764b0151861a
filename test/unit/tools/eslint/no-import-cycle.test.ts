import { mkdtemp, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterEach, describe, expect, it } from 'vitest';
import project from '../../../../tools/eslint/no-import-cycle.js';

let root: string | undefined;
afterEach(async () => {
  if (root) await rm(root, { recursive: true, force: true });
  root = undefined;
});

/** Writes the files into a fresh folder and lints them all with only the cycle rule. */
async function lint(files: Record<string, string>) {
  const dir = await mkdtemp(join(tmpdir(), 'cycle-'));
  root = dir;
  for (const [name, text] of Object.entries(files)) {
    await mkdir(dirname(join(dir, name)), { recursive: true });
    await writeFile(join(dir, name), text);
  }
  const eslint = new ESLint({
    cwd: dir,
    overrideConfigFile: true,
    overrideConfig: [
      {
        files: ['**/*.ts', '**/*.tsx'],
        languageOptions: { parser: tseslint.parser },
        plugins: { project },
        rules: { 'project/no-import-cycle': 'error' },
      },
    ],
  });
  const results = await eslint.lintFiles(Object.keys(files));
  return Object.fromEntries(
    results.map((r) => [r.filePath.slice(dir.length + 1), r.messages.map((m) => m.message)]),
  );
}

describe('project/no-import-cycle', () => {
  it('reports both ends of a cycle closed by a type-only import', async () => {
    const found = await lint({
      'a.ts': "import { b } from './b';\nexport const a = b;\nexport type A = number;\n",
      'b.ts': "import type { A } from './a';\nexport const b: A = 1;\n",
    });
    expect(found['a.ts']).toEqual([
      'Import cycle: a.ts → b.ts → a.ts. Move what both need into a module that neither imports.',
    ]);
    expect(found['b.ts']).toEqual([
      'Import cycle: b.ts → a.ts → b.ts. Move what both need into a module that neither imports.',
    ]);
  });

  it('follows a longer cycle through folders, re-exports and index files', async () => {
    const found = await lint({
      'ui/View.tsx': "export { model } from '../lib';\n",
      'lib/index.ts': "export * from './model';\n",
      'lib/model.ts': "import type {} from '../ui/View';\nexport const model = 1;\n",
    });
    expect(found['ui/View.tsx']).toEqual([
      'Import cycle: ui/View.tsx → lib/index.ts → lib/model.ts → ui/View.tsx. Move what both need into a module that neither imports.',
    ]);
  });

  it('counts a dynamic import', async () => {
    const found = await lint({
      'a.ts': "export const load = () => import('./b');\n",
      'b.ts': "import { load } from './a';\nexport const again = load;\n",
    });
    expect(found['a.ts']).toHaveLength(1);
  });

  it('accepts imports that only go one way, and packages', async () => {
    const found = await lint({
      'a.ts': "import { b } from './b';\nimport { z } from 'zod/mini';\nexport const a = [b, z];\n",
      'b.ts': "import { c } from './c';\nexport const b = c;\n",
      'c.ts': 'export const c = 1;\n',
    });
    expect(found).toEqual({ 'a.ts': [], 'b.ts': [], 'c.ts': [] });
  });
});
