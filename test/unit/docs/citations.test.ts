import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Code comments cite the design ("DESIGN decision 7") and the specification ("spec §5"): a clone must
 * be able to follow every citation inside the repository (docs/design.md, docs/specification/).
 */
const root = fileURLToPath(new URL('../../../', import.meta.url));
const read = (path: string) => readFileSync(join(root, path), 'utf8');
const tracked = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter(
    (p) =>
      /\.(ts|tsx|js|mjs|astro|css|md)$/.test(p) &&
      !p.startsWith('docs/specification/') &&
      existsSync(join(root, p)),
  );
const sources = tracked.map((path) => ({ path, text: read(path) }));

const decisions = new Set([...read('docs/design.md').matchAll(/^(\d+)\. \*\*/gm)].map((m) => Number(m[1])));
const sectionsOf = (doc: string) =>
  new Set([...read(`docs/specification/${doc}`).matchAll(/^## (\d+)\. /gm)].map((m) => Number(m[1])));
const journey = sectionsOf('application-journey.md');
const services = sectionsOf('services-payment-admin.md');

/** Every (file, number) a pattern finds; `numbers` reads the numbers out of one match. */
function citations(pattern: RegExp, numbers: (match: string) => number[]) {
  return sources.flatMap(({ path, text }) =>
    [...text.matchAll(pattern)].flatMap((m) => numbers(m[0]).map((n) => ({ path, n, said: m[0] }))),
  );
}
const allNumbers = (s: string) => [...s.matchAll(/\d+/g)].map((m) => Number(m[0]));

describe('citations of the design and the specification', () => {
  it('name decisions that docs/design.md has', () => {
    const cited = citations(/DESIGN(?:\.md)?\s+decisions?\s+\d+(?:(?:,|\s+and)\s+\d+)*/g, allNumbers);
    expect(cited.length).toBeGreaterThan(30);
    expect(cited.filter((c) => !decisions.has(c.n))).toEqual([]);
  });

  it('name sections that the specification documents have', () => {
    const cited = citations(/§\s?\d+(?:\s?[-–]\s?§?\d+)?/g, allNumbers);
    expect(cited.length).toBeGreaterThan(100);
    expect(cited.filter((c) => !journey.has(c.n) && !services.has(c.n))).toEqual([]);
    expect(journey.size).toBe(9);
    expect(services.size).toBe(9);
  });

  it('point at documents inside the repository, never at ones a clone does not have', () => {
    const outside = sources.filter(({ text }) =>
      /\.\.\/shared\/(DESIGN|CONVENTIONS|spec)|shared\/spec\//.test(text),
    );
    expect(outside.map((s) => s.path)).toEqual([]);
    const docs = sources.flatMap(({ path, text }) =>
      [...text.matchAll(/\bdocs\/[a-z/-]+\.md\b/g)].map((m) => ({ path, doc: m[0] })),
    );
    expect(docs.filter((d) => !existsSync(join(root, d.doc)))).toEqual([]);
  });

  it('of the design by its old name (DESIGN.md) resolve to docs/design.md', () => {
    const bare = sources.filter(
      ({ path, text }) =>
        path !== 'docs/design.md' &&
        path !== 'test/unit/docs/citations.test.ts' &&
        /(?<!docs\/)DESIGN\.md/.test(text),
    );
    expect(bare.map((s) => s.path)).toEqual([]);
  });
});
