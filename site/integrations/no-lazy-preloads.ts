import type { AstroIntegration } from 'astro';

/**
 * Vite's preload helper adds a `<link rel="modulepreload">` to the document for dependencies of each
 * lazily imported chunk, inside the task that asks for the chunk. On the details page those
 * insertions were the largest piece of script work after the form's first render (about 110 ms of
 * `appendChild` at a phone's speed, in the tasks that render the form; traced, see docs/benchmarks.md),
 * even with the lists cut to the chunks the importer had not loaded. Without the lists, a lazy chunk
 * is fetched and then its own static imports in parallel, one round trip later: none of them decides
 * the first paint (the lazy chunks are the form's later parts, checks, the signature pad, the passport
 * scan), and the main thread is left to the form. A lazy part's stylesheet stays listed (the helper is
 * how it loads), and the pages' own entry scripts keep their preloads. Astro sets the build's
 * `modulePreload` itself, so this is set per environment (the browser's), from a plugin.
 */
export function noLazyPreloads(): AstroIntegration {
  return {
    name: 'kenya-eta:no-lazy-preloads',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({
          vite: {
            plugins: [
              {
                name: 'kenya-eta:no-lazy-preloads',
                configEnvironment(name: string) {
                  if (name !== 'client') return undefined;
                  return {
                    build: {
                      modulePreload: {
                        polyfill: false,
                        resolveDependencies: (
                          _file: string,
                          deps: string[],
                          context: { hostType: 'html' | 'js' },
                        ) => (context.hostType === 'js' ? [] : deps),
                      },
                    },
                  };
                },
              },
            ],
          },
        });
      },
    },
  };
}
