// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import astro from 'eslint-plugin-astro';
import globals from 'globals';

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
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    // Code that ships to Lambda or the browser: zod/mini as a namespace import, so bundles shake it.
    files: ['shared/**', 'functions/**', 'site/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'zod', message: "Use `import * as z from 'zod/mini'` (bundle size)." }],
        },
      ],
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
