import type { AstroIntegration } from 'astro';

/** A chunk of the client build as far as this module reads it: the chunks it imports statically. */
interface BundleEntry {
  readonly type: 'chunk' | 'asset';
  readonly imports?: readonly string[];
}

/**
 * For each chunk, every chunk loaded by the time its code runs: itself and what it imports statically,
 * transitively (file names as in the bundle: `_astro/x.js`).
 */
export function staticClosures(bundle: Readonly<Record<string, BundleEntry>>): Map<string, Set<string>> {
  const closures = new Map<string, Set<string>>();
  const closure = (file: string): Set<string> => {
    const known = closures.get(file);
    if (known) return known;
    const seen = new Set<string>();
    const stack = [file];
    while (stack.length > 0) {
      const next = stack.pop() as string;
      if (seen.has(next)) continue;
      seen.add(next);
      for (const dep of bundle[next]?.imports ?? []) stack.push(dep);
    }
    closures.set(file, seen);
    return seen;
  };
  for (const [file, entry] of Object.entries(bundle)) if (entry.type === 'chunk') closure(file);
  return closures;
}

/**
 * What a lazy import should preload: its dependencies less those the importing chunk has already
 * loaded (all of them, when the importer is not known: an HTML entry, or a chunk outside the graph).
 */
export function missingDependencies(
  deps: readonly string[],
  loadedByImporter: ReadonlySet<string> | undefined,
): string[] {
  return loadedByImporter ? deps.filter((dep) => !loadedByImporter.has(dep)) : [...deps];
}

/**
 * Vite's preload helper adds a `<link rel="modulepreload">` to the document for every dependency of
 * a lazily imported chunk, React and the island's own modules included, which the page loaded long
 * before: on the details page 20 to 30 links per load, each a DOM insertion and a lookup, 40 ms of
 * the main thread at a phone's speed, inside the tasks that render the form (traced, see
 * docs/benchmarks.md). This keeps only the dependencies the importing chunk has not loaded itself:
 * still fetched in parallel, and nothing already there is asked for again. Astro sets the build's
 * `modulePreload` itself, so it is set per environment (the browser's), from a plugin.
 */
export function preloadMissingOnly(): AstroIntegration {
  let loaded = new Map<string, Set<string>>();
  return {
    name: 'kenya-eta:preload-missing-only',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({
          vite: {
            plugins: [
              {
                name: 'kenya-eta:preload-missing-only',
                configEnvironment(name: string) {
                  if (name !== 'client') return undefined;
                  return {
                    build: {
                      modulePreload: {
                        polyfill: false,
                        resolveDependencies: (
                          _file: string,
                          deps: string[],
                          context: { hostId: string; hostType: 'html' | 'js' },
                        ) =>
                          context.hostType === 'js' ? missingDependencies(deps, loaded.get(context.hostId)) : deps,
                      },
                    },
                  };
                },
                // Before Vite writes the preload lists (its own generateBundle), the graph of the chunks.
                generateBundle: {
                  order: 'pre' as const,
                  handler(_options: unknown, bundle: Record<string, BundleEntry>) {
                    loaded = staticClosures(bundle);
                  },
                },
              },
            ],
          },
        });
      },
    },
  };
}
