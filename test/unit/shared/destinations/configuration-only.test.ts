import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { destinations, defaultDestinationId, destinationIds } from '../../../../shared/destinations';

/**
 * Issue 18: adding a destination needs no change outside its configuration, its translations and its
 * content (`docs/contributing.md`, "Add a destination"). So no code outside those names a destination
 * other than the default one: the engine reads the definitions. This test reads every source file of
 * the site, the shared modules, the functions and the infrastructure, comments left out, and fails on
 * a file outside these places that names one (its id, any case: `tanzania`, `Tanzania`).
 */
const root = join(import.meta.dirname, '..', '..', '..', '..');
const sourceFolders = ['site', 'shared', 'functions', 'infra'];

/** Where a destination may be named: its configuration, translations and content (paths from the root). */
function allowed(id: string): readonly RegExp[] {
  const { paths, header } = destinations[id as keyof typeof destinations];
  const page = (path: string) => new RegExp(`^site/pages/\\[\\.\\.\\.lang\\]${path}\\.astro$`);
  return [
    // Configuration: the definitions and the destinations' tables.
    /^shared\/destinations\//,
    // Translations (the dictionaries name each destination's words: `destination.tanzania.*`).
    /^shared\/i18n\/.*\.json$/,
    // Content: the destination's own pages, their components and figures, the FAQ and the site's page list.
    page(paths.home),
    ...header.ownPages.map(page),
    new RegExp(`^site/components/public/${id}/`),
    new RegExp(`^shared/public/${id}-[a-z-]+\\.ts$`),
    /^site\/components\/public\/faq\//,
    /^shared\/public\/(faq|routes)\.ts$/,
    // World data: every country's name (ISO 3166).
    /^shared\/countries\.ts$/,
  ];
}

function sourceFiles(): string[] {
  return sourceFolders.flatMap((folder) =>
    readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.(ts|tsx|astro|mjs)$/.test(file) && !file.split(sep).includes('node_modules'))
      .map((file) =>
        relative(root, join(root, folder, file))
          .split(sep)
          .join('/'),
      ),
  );
}

/** The code of a file without its comments (block, JSDoc and line comments; URLs in strings kept). */
function withoutComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
}

describe('a destination other than the default', () => {
  const others = destinationIds.filter((id) => id !== defaultDestinationId);
  const files = sourceFiles();

  it('is read from the definitions: the source files are found', () => {
    expect(others.length).toBeGreaterThan(0);
    expect(files.length).toBeGreaterThan(500);
    expect(files).toContain('site/pages/[...lang]/[journey]/details.astro');
  });

  for (const id of others) {
    it(`${id} is named only in its configuration, translations and content`, () => {
      const places = allowed(id);
      const naming = files.filter(
        (file) =>
          !places.some((place) => place.test(file)) &&
          new RegExp(id, 'i').test(withoutComments(readFileSync(join(root, file), 'utf8'))),
      );
      expect(naming).toEqual([]);
    });
  }

  it('would be caught in a file that names it', () => {
    const code = "const mode = path.startsWith('/apply-visa') ? 'tanzania' : 'kenya'; // Tanzania's pages";
    expect(/tanzania/i.test(withoutComments(code))).toBe(true);
    expect(/tanzania/i.test(withoutComments("// Tanzania's pages\n/* Tanzania */ const a = 1;"))).toBe(false);
  });
});
