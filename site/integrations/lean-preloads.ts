import type { Plugin } from 'vite';

/** The chunks of a bundle that `resolveDependencies` needs: their static imports. */
type Chunks = Readonly<Record<string, { readonly type: string; readonly imports?: readonly string[] }>>;

/** `host` and every chunk it imports statically, recursively: all loaded before `host` runs. */
export function staticClosure(chunks: Chunks, host: string): Set<string> {
  const seen = new Set([host]);
  const pending = [host];
  while (pending.length > 0) {
    for (const imported of chunks[pending.pop() ?? '']?.imports ?? []) {
      if (!seen.has(imported)) {
        seen.add(imported);
        pending.push(imported);
      }
    }
  }
  return seen;
}

/**
 * Each `import()` in the browser build carries the list of chunks Vite's preload helper fetches
 * alongside it (`__vite__mapDeps([...])`, one `<link rel="modulepreload">` each), so that a lazy
 * chunk's imports arrive in one round trip instead of one per level. Vite lists every chunk the lazy
 * one needs, including those the importing chunk has already imported statically: those are loaded
 * before the `import()` can run, and their names are bytes every page downloads for nothing (about
 * 1 KB gzip on the details page). This keeps only the chunks that may be new; CSS is untouched (Vite
 * adds it after this filter).
 */
export function leanPreloads(): Plugin {
  let chunks: Chunks = {};
  return {
    name: 'kenya-eta:lean-preloads',
    configEnvironment(name) {
      // Astro sets `build.modulePreload` itself (no polyfill); only the client build preloads.
      if (name !== 'client') return;
      return {
        build: {
          modulePreload: {
            polyfill: false,
            resolveDependencies: (_lazy, deps, { hostId, hostType }) => {
              if (hostType !== 'js') return deps;
              const loaded = staticClosure(chunks, hostId);
              return deps.filter((dep) => !loaded.has(dep));
            },
          },
        },
      };
    },
    // Vite resolves the preload lists in its own generateBundle: the bundle is read before it.
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        chunks = bundle;
      },
    },
  };
}
