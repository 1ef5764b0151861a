import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Metafile } from 'esbuild';
import { bundleFunction, type FunctionBundle } from '../../infra/cloud/bundling/bundle-function';
import { bundledMailDir } from '../../functions/lib/mail-messages';
import { localeCodes } from '../../shared/locales';

/**
 * The shape of a function's artifact (`bundleFunction`, what CDK stages for `cdk deploy`). That each
 * artifact really runs alone is `test/integration/deploy/function-assets.test.ts`.
 */
let applications: FunctionBundle;
let contact: FunctionBundle;
let status: FunctionBundle;

beforeAll(() => {
  const out = mkdtempSync(join(tmpdir(), 'eta-bundle-'));
  applications = bundleFunction('functions/applications/lambda.ts', join(out, 'applications'));
  contact = bundleFunction('functions/contact/lambda.ts', join(out, 'contact'));
  status = bundleFunction('functions/status/lambda.ts', join(out, 'status'));
});

/** Every input the entry loads at start: index.mjs and the chunks it imports statically, transitively. */
function startInputs(metafile: Metafile): Set<string> {
  const outputs = metafile.outputs;
  const entry = Object.keys(outputs).find((path) => path.endsWith('/index.mjs')) ?? '';
  const seen = new Set<string>();
  const visit = (path: string) => {
    if (seen.has(path) || outputs[path] === undefined) return;
    seen.add(path);
    for (const imported of outputs[path].imports)
      if (imported.kind === 'import-statement') visit(imported.path);
  };
  visit(entry);
  return new Set([...seen].flatMap((path) => Object.keys(outputs[path]?.inputs ?? {})));
}

const fromPackage = (inputs: Set<string>, pkg: string) =>
  [...inputs].some((input) => input.includes(`node_modules/${pkg}/`));

describe('a function artifact', () => {
  it('carries the AWS SDK it was tested with inside, importing nothing but Node built-ins and its own chunks', () => {
    for (const bundle of [applications, contact]) {
      expect(fromPackage(startInputs(bundle.metafile), '@aws-sdk/client-dynamodb')).toBe(true);
      for (const output of Object.values(bundle.metafile.outputs)) {
        for (const imported of output.imports) {
          if (imported.external) expect(imported.path, 'an external import').toMatch(/^node:|^[a-z_]+$/);
        }
      }
      expect(existsSync(join(bundle.outDir, 'node_modules'))).toBe(false);
    }
  });

  it('has only the clients its function uses: contact has DynamoDB and SES, no S3', () => {
    const inputs = startInputs(contact.metafile);
    expect(fromPackage(inputs, '@aws-sdk/client-sesv2')).toBe(true);
    expect(fromPackage(inputs, '@aws-sdk/client-s3')).toBe(false);
  });

  it('loads the PDF libraries and the MIME composer only when a PDF or an e-mail is made', () => {
    const inputs = startInputs(applications.metafile);
    for (const pkg of ['pdf-lib', '@pdf-lib/fontkit', 'nodemailer']) {
      expect(fromPackage(inputs, pkg), pkg).toBe(false);
      const all = new Set(Object.keys(applications.metafile.inputs));
      expect(fromPackage(all, pkg), `${pkg} is in a lazy chunk`).toBe(true);
    }
  });

  it('gets the fonts exactly when its code makes PDFs', () => {
    expect(readdirSync(join(applications.outDir, 'fonts')).sort()).toEqual([
      'NotoSansArabic_400Regular.ttf',
      'NotoSansDevanagari_400Regular.ttf',
      'NotoSansKR_400Regular.ttf',
      'NotoSansSC_400Regular.ttf',
      'NotoSans_400Regular.ttf',
    ]);
    expect(existsSync(join(contact.outDir, 'fonts'))).toBe(false);
  });

  it('gets the mail dictionaries of the 14 languages exactly when its code writes to applicants', () => {
    // The status function mails fresh personal links ("Lost your link?"); contact writes only to support.
    for (const bundle of [applications, status]) {
      expect(readdirSync(join(bundle.outDir, bundledMailDir)).sort()).toEqual(
        localeCodes.map((code) => `${code}.json`).sort(),
      );
    }
    expect(existsSync(join(contact.outDir, bundledMailDir))).toBe(false);
  });

  it('imports node:http through require, so a cold start never loads undici', () => {
    const inputs = startInputs(contact.metafile);
    expect(inputs.has('infra/cloud/bundling/shims/node-http.mjs')).toBe(true);
    for (const output of Object.values(contact.metafile.outputs)) {
      expect(output.imports.map((i) => i.path)).not.toContain('node:http');
      expect(output.imports.map((i) => i.path)).not.toContain('http');
    }
  });

  it('is ESM without source maps and keeps its chunks beside index.mjs (where the fonts are found)', () => {
    const files = readdirSync(applications.outDir);
    expect(files).toContain('index.mjs');
    expect(files.filter((f) => f.endsWith('.map'))).toEqual([]);
    expect(readFileSync(join(applications.outDir, 'index.mjs'), 'utf8')).toMatch(/^import\b|^\S*import /);
    expect(files.filter((f) => f.endsWith('.mjs')).length).toBeGreaterThan(1);
  });
});
