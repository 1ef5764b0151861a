// @ts-check
import { relative } from 'node:path';
import { pathBack, resolveSpecifier } from './import-graph.js';

/**
 * `project/no-import-cycle`: no module may import (directly or through others) a module that imports
 * it back. Unlike `import-x/no-cycle`, type-only imports count: the three cycles this rule was written
 * to remove (issue 12) were each closed by an `import type`, and a cycle of types still means two
 * modules that cannot be understood, moved or tested apart. The importing file's own imports come
 * from its AST (so unsaved edits count); the rest of the graph is read from disk (`import-graph.js`).
 *
 * @type {import('eslint').Rule.RuleModule}
 */
export const noImportCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid import cycles between project modules, type-only imports included.' },
    schema: [],
    messages: { cycle: 'Import cycle: {{cycle}}. Move what both need into a module that neither imports.' },
  },
  create(context) {
    const file = context.filename;
    const cwd = context.cwd;
    /** @param {import('estree').Node} node @param {unknown} source */
    const check = (node, source) => {
      if (typeof source !== 'string') return;
      const target = resolveSpecifier(file, source);
      if (!target) return;
      const back = target === file ? [file] : pathBack(target, file);
      if (!back) return;
      const cycle = [file, ...back].map((f) => relative(cwd, f)).join(' → ');
      context.report({ node, messageId: 'cycle', data: { cycle } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

/** The project's own ESLint rules, as a plugin (`project/…`). */
export default { meta: { name: 'project' }, rules: { 'no-import-cycle': noImportCycle } };
