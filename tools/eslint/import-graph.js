// @ts-check
import { readFileSync, statSync } from 'node:fs';
import { dirname, extname, resolve } from 'node:path';
import ts from 'typescript';

/**
 * The project's own import graph, read from disk: for a file, the project files its relative
 * specifiers resolve to. Every kind of import counts (`import type` too, re-exports and `import()`):
 * a cycle of types still ties two modules together. Bare specifiers (packages) are not followed.
 * Each file is read once and read again only when its modification time changes, so an editor's
 * long-lived ESLint sees edits; the time is looked at no more than once a second per file, so
 * one `eslint .` over the whole project reads and stats each file about once.
 */

/** Extensions tried, in order, for a specifier without one (as TypeScript's bundler resolution does). */
const extensions = ['.ts', '.tsx', '.mts', '.js', '.mjs', '.jsx', '.astro'];

/** @type {Map<string, { readonly mtimeMs: number; readonly deps: readonly string[]; checkedAt: number }>} */
const cache = new Map();
const recheckAfterMs = 1000;

/** @param {string} path */
function isFile(path) {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/**
 * The file a relative specifier names, or undefined for a package or a file that does not exist.
 * @param {string} from the importing file (absolute)
 * @param {string} specifier
 */
export function resolveSpecifier(from, specifier) {
  if (!specifier.startsWith('./') && !specifier.startsWith('../')) return undefined;
  const base = resolve(dirname(from), specifier.split('?')[0] ?? specifier);
  const candidates = [base];
  // `./x.js` written for `./x.ts` (TypeScript's ESM style).
  if (/\.[mc]?js$/.test(base)) candidates.push(base.replace(/js$/, 'ts'), base.replace(/\.[mc]?js$/, '.tsx'));
  if (!extensions.includes(extname(base))) {
    for (const ext of extensions) candidates.push(base + ext);
    for (const ext of extensions) candidates.push(resolve(base, `index${ext}`));
  }
  return candidates.find(isFile);
}

/**
 * The script parts of a file: all of a TypeScript or JavaScript file; an Astro component's
 * frontmatter and its `<script>` elements.
 * @param {string} path
 * @param {string} text
 */
function scriptOf(path, text) {
  if (extname(path) !== '.astro') return text;
  const parts = [];
  const frontmatter = /^\s*---\r?\n([\s\S]*?)\r?\n---/.exec(text);
  if (frontmatter?.[1]) parts.push(frontmatter[1]);
  for (const match of text.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)) parts.push(match[1] ?? '');
  return parts.join('\n');
}

/**
 * The specifiers a source text imports: declarations, re-exports, `import()` and `import type`.
 * @param {string} path
 * @param {string} text
 */
export function specifiersOf(path, text) {
  return ts.preProcessFile(scriptOf(path, text), true, true).importedFiles.map((f) => f.fileName);
}

/**
 * The project files a file on disk imports.
 * @param {string} path absolute
 * @returns {readonly string[]}
 */
export function dependenciesOf(path) {
  const now = Date.now();
  const fresh = cache.get(path);
  if (fresh && now - fresh.checkedAt < recheckAfterMs) return fresh.deps;
  let mtimeMs;
  try {
    mtimeMs = statSync(path).mtimeMs;
  } catch {
    return [];
  }
  if (fresh && fresh.mtimeMs === mtimeMs) {
    fresh.checkedAt = now;
    return fresh.deps;
  }
  const deps = specifiersOf(path, readFileSync(path, 'utf8'))
    .map((s) => resolveSpecifier(path, s))
    .filter(/** @returns {d is string} */ (d) => d !== undefined);
  cache.set(path, { mtimeMs, deps, checkedAt: now });
  return deps;
}

/**
 * A path of imports from `start` back to `target` (both included), or undefined when there is none.
 * Breadth-first, so the cycle reported is a shortest one.
 * @param {string} start
 * @param {string} target
 * @returns {string[] | undefined}
 */
export function pathBack(start, target) {
  /** @type {Map<string, string | undefined>} */
  const parent = new Map([[start, undefined]]);
  const queue = [start];
  for (let i = 0; i < queue.length; i++) {
    const file = /** @type {string} */ (queue[i]);
    for (const dep of dependenciesOf(file)) {
      if (dep === target) {
        const path = [target];
        for (let at = /** @type {string | undefined} */ (file); at !== undefined; at = parent.get(at))
          path.unshift(at);
        return path;
      }
      if (!parent.has(dep)) {
        parent.set(dep, file);
        queue.push(dep);
      }
    }
  }
  return undefined;
}
