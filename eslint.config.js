// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import astro from 'eslint-plugin-astro';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import project from './tools/eslint/no-import-cycle.js';

// Code that ships to Lambda or the browser: zod/mini as a namespace import, so bundles shake it.
const zodMini = { name: 'zod', message: "Use `import * as z from 'zod/mini'` (bundle size)." };

/**
 * The folders' boundaries (DESIGN "Shape"): `shared/` is code for both sides, so it imports no AWS SDK,
 * Hono or React and nothing from the folders that use it; `site/` (the browser) and `functions/`
 * (Lambda) never import each other, only `shared/`.
 * @param {{ paths?: string[]; patterns?: { regex: string; message: string }[] }} forbidden
 * @returns {import('eslint').Linter.RulesRecord}
 */
const boundaries = ({ paths = [], patterns = [] }) => ({
  'no-restricted-imports': [
    'error',
    {
      paths: [zodMini, ...paths.map((name) => ({ name, message: forbiddenHere }))],
      patterns,
    },
  ],
});
const forbiddenHere =
  'Not in this folder: see the boundaries in eslint.config.js and docs/design.md ("Shape").';
const packages = {
  awsSdk: { regex: '^@aws-sdk/', message: 'No AWS SDK here: only functions/ and infra/ talk to AWS.' },
  hono: { regex: '^(hono|@hono/)', message: 'No Hono here: HTTP apps live in functions/ and infra/local/.' },
  react: { regex: '^(react|react-dom)(/|$)', message: 'No React here: islands live in site/.' },
};
/** @param {string} name a folder at the root (or an alternation) @param {string} why */
const folder = (name, why) => ({ regex: `^(\\.\\./)+${name}(/|$)`, message: why });

export default tseslint.config(
  {
    ignores: [
      'dist/',
      '.astro/',
      'cdk.out/',
      '.data/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  ...astro.configs.recommended,
  // Accessibility of markup: Astro templates and React islands alike.
  ...astro.configs['jsx-a11y-strict'],
  { files: ['site/**/*.tsx'], ...jsxA11y.flatConfigs.strict },
  {
    files: ['site/**/*.tsx'],
    rules: {
      // A region or log that scrolls must be reachable by keyboard to be scrolled (WCAG 2.1.1, axe's
      // scrollable-region-focusable): tabIndex={0} on those roles is required, not a mistake.
      'jsx-a11y/no-noninteractive-tabindex': ['error', { roles: ['region', 'log'] }],
    },
  },
  // React's rules of hooks and the React Compiler's checks, where React is used (site/ only).
  { files: ['site/**/*.{ts,tsx}'], ...reactHooks.configs.flat.recommended },
  {
    files: ['site/**/*.{ts,tsx}'],
    rules: { 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    plugins: { project },
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
      'project/no-import-cycle': 'error',
    },
  },
  {
    files: ['shared/**'],
    rules: boundaries({
      patterns: [
        packages.awsSdk,
        packages.hono,
        packages.react,
        folder('(site|functions|infra)', 'shared/ is imported by site/ and functions/, never the reverse.'),
      ],
    }),
  },
  {
    files: ['site/**'],
    rules: boundaries({
      patterns: [
        packages.awsSdk,
        packages.hono,
        folder('functions', 'site/ never imports functions/: what both need belongs in shared/.'),
      ],
    }),
  },
  {
    files: ['functions/**'],
    rules: boundaries({
      patterns: [
        packages.react,
        folder('site', 'functions/ never imports site/: what both need belongs in shared/.'),
      ],
    }),
  },
  {
    files: ['shared/**', 'functions/**', 'site/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportDeclaration[source.value='zod/mini'][importKind!='type'] > ImportSpecifier",
          message: "Use `import * as z from 'zod/mini'`: a named import defeats tree shaking.",
        },
      ],
    },
  },
  {
    files: ['test/**'],
    rules: { 'no-empty-pattern': 'off' },
  },
);
