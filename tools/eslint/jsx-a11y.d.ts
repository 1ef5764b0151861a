// eslint-plugin-jsx-a11y ships no types: the part of it that eslint.config.js uses.
declare module 'eslint-plugin-jsx-a11y' {
  import type { Linter } from 'eslint';
  const plugin: { readonly flatConfigs: Readonly<Record<'recommended' | 'strict', Linter.Config>> };
  export default plugin;
}
