import { createHash } from 'node:crypto';
import { createReadStream, readFileSync } from 'node:fs';
import { copyFile, mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/**
 * The passport scan's and photo check's heavy parts, copied from their npm packages into the built site
 * so that the browser loads them from our own origin, never a CDN (DESIGN decision 16): the OCR worker,
 * its WebAssembly cores and the English trained data (tesseract.js), the tiny face detector's model
 * (@vladmandic/face-api) with TensorFlow.js's WebAssembly backend, and PDF.js's worker. They live under
 * `/_astro/scan-<hash>/`, a folder named after the packages' versions, so they are cached like every
 * hashed asset (a year, immutable) and a new version gets a new folder. Nothing loads them until a
 * scan or a photo check starts.
 */
const require = createRequire(import.meta.url);
const root = dirname(require.resolve('tesseract.js/package.json')).replace(/[\\/]tesseract\.js$/, '');

const packages = [
  'tesseract.js',
  'tesseract.js-core',
  '@tesseract.js-data/eng',
  '@vladmandic/face-api',
  '@tensorflow/tfjs-backend-wasm',
  'pdfjs-dist',
] as const;

const cores = ['tesseract-core-relaxedsimd-lstm', 'tesseract-core-simd-lstm', 'tesseract-core-lstm'];
const tfjsWasm = ['tfjs-backend-wasm.wasm', 'tfjs-backend-wasm-simd.wasm'];
const pdfWasm = ['openjpeg.wasm', 'qcms_bg.wasm', 'jbig2.wasm'];

/** [path under node_modules, path under the assets folder] */
export const scanAssetFiles: readonly (readonly [string, string])[] = [
  ['tesseract.js/dist/worker.min.js', 'ocr/worker.min.js'],
  ...cores.flatMap((c) => [
    [`tesseract.js-core/${c}.js`, `ocr/${c}.js`] as const,
    [`tesseract.js-core/${c}.wasm`, `ocr/${c}.wasm`] as const,
  ]),
  ['@tesseract.js-data/eng/4.0.0_best_int/eng.traineddata.gz', 'ocr/eng.traineddata.gz'],
  [
    '@vladmandic/face-api/model/tiny_face_detector_model-weights_manifest.json',
    'face/tiny_face_detector_model-weights_manifest.json',
  ],
  ['@vladmandic/face-api/model/tiny_face_detector_model.bin', 'face/tiny_face_detector_model.bin'],
  ...tfjsWasm.map((f) => [`@tensorflow/tfjs-backend-wasm/dist/${f}`, `tfjs/${f}`] as const),
  ['pdfjs-dist/build/pdf.worker.min.mjs', 'pdf/pdf.worker.min.mjs'],
  ...pdfWasm.map((f) => [`pdfjs-dist/wasm/${f}`, `pdf/wasm/${f}`] as const),
];

function version(name: string): string {
  const json = JSON.parse(readFileSync(join(root, name, 'package.json'), 'utf8')) as { version: string };
  return `${name}@${json.version}`;
}

/** `/_astro/scan-<hash of the packages' versions>/`, the folder the browser loads them from. */
export function scanAssetsBase(): string {
  const hash = createHash('sha256').update(packages.map(version).join(' ')).digest('hex').slice(0, 10);
  return `/_astro/scan-${hash}/`;
}

const types: Record<string, string> = {
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.wasm': 'application/wasm',
  '.json': 'application/json',
};

export function scanAssets(): AstroIntegration {
  const base = scanAssetsBase();
  const sources = new Map(scanAssetFiles.map(([from, to]) => [to, join(root, from)]));
  return {
    name: 'scan-assets',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({ vite: { define: { 'import.meta.env.SCAN_ASSETS': JSON.stringify(base) } } });
      },
      // `astro dev` serves them from node_modules under the same paths.
      'astro:server:setup': ({ server }) => {
        server.middlewares.use(base, (req, res, next) => {
          const file = sources.get(new URL(req.url ?? '/', 'http://dev').pathname.replace(/^\//, ''));
          if (!file) return next();
          res.setHeader('Content-Type', types[extname(file)] ?? 'application/octet-stream');
          createReadStream(file).pipe(res);
        });
      },
      'astro:build:done': async ({ dir, logger }) => {
        const target = join(fileURLToPath(dir), base);
        for (const [to, from] of sources) {
          await mkdir(dirname(join(target, to)), { recursive: true });
          await copyFile(from, join(target, to));
        }
        logger.info(`copied ${sources.size} scan assets to ${base}`);
      },
    },
  };
}
