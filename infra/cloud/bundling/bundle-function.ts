import { copyFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { buildSync, type Metafile } from 'esbuild';
import { repoPath, repoRoot } from '../paths';
import { moduleFiles } from './module-files';

/**
 * ESM bundles have no `require`; a few CommonJS dependencies (nodemailer, the X-Ray SDK) still call it
 * for Node's built-ins. This is the standard esbuild banner that defines it from `import.meta.url`.
 */
export const esmRequireBanner =
  "import { createRequire as topLevelCreateRequire } from 'node:module';" +
  'const require = topLevelCreateRequire(import.meta.url);';

const httpShim = repoPath('infra/cloud/bundling/shims/node-http.mjs');

/** The Lambda runtime the bundles target (see `functionRuntime` in function-defaults.ts). */
export const bundleTarget = 'node24';

export interface FunctionBundle {
  /** The folder that becomes the function's asset: `index.mjs`, its lazy chunks, maps and data files. */
  readonly outDir: string;
  readonly metafile: Metafile;
  /** Data files copied beside the code (for example the PDF fonts), relative to `outDir`. */
  readonly files: readonly string[];
}

/**
 * Builds one function's deployment artifact with everything it uses inside, the AWS SDK included, so
 * that what runs in Lambda is what the tests ran (AWS's advice; the runtime's own SDK copy is neither
 * pinned nor promised for `@aws-sdk/lib-dynamodb` or the presigners):
 *
 * - ESM, minified, tree-shaken, with `module` before `main` (the SDK's ES builds shake far better);
 * - code splitting: what a function loads with `import()` (the PDF libraries, the MIME composer) is a
 *   separate chunk beside `index.mjs`, parsed and run only when that path runs, never at cold start;
 * - no externals: nothing is left to the runtime or to a `node_modules` folder;
 * - data files a bundled module reads at run time (`module-files.ts`: the PDF fonts) are copied in,
 *   chosen by the modules the bundle really contains, so a function that makes no PDF carries no font.
 *
 * Each function's bundle follows only its own imports: a library one function imports (a payment
 * provider's SDK in the payments concern) is in that function's artifact only.
 */
export function bundleFunction(entry: string, outDir: string): FunctionBundle {
  const result = buildSync({
    absWorkingDir: repoRoot,
    entryPoints: { index: repoPath(entry) },
    outdir: outDir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: bundleTarget,
    mainFields: ['module', 'main'],
    // See shims/node-http.mjs: `node:http` through require, so undici is not loaded at cold start.
    alias: { http: httpShim, 'node:http': httpShim },
    outExtension: { '.js': '.mjs' },
    // Chunks beside index.mjs: a chunk's `import.meta.url` then finds the data files as index.mjs would.
    chunkNames: '[name]-[hash]',
    minify: true,
    // Messages in 14 languages: UTF-8 output instead of \uXXXX escapes (a third of the size).
    charset: 'utf8',
    legalComments: 'none',
    // No source maps: Node's --enable-source-maps parses them at start (about 40% more CPU for the
    // cold start), and the logs carry no stack traces (functions/lib/log.ts).
    sourcemap: false,
    banner: { js: esmRequireBanner },
    metafile: true,
    logLevel: 'warning',
  });
  const files = copyModuleFiles(result.metafile, outDir);
  return { outDir, metafile: result.metafile, files };
}

function copyModuleFiles(metafile: Metafile, outDir: string): string[] {
  const inputs = new Set(Object.keys(metafile.inputs));
  const copied: string[] = [];
  for (const { module, files } of moduleFiles) {
    if (!inputs.has(module)) continue;
    for (const file of files) {
      const target = join(outDir, file.to);
      mkdirSync(dirname(target), { recursive: true });
      copyFileSync(repoPath(file.from), target);
      copied.push(file.to);
    }
  }
  return copied;
}
