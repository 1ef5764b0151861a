/**
 * The deployment artifacts' sizes and cold initialisation times: `cdk synth` builds them, then each is
 * started `runs` times in a fresh Node process from its own folder (as the artifact test does) and
 * the import of `index.mjs` is timed, top-level awaits included (the payments function reads its
 * gateway secret from a loopback Secrets Manager stand-in). Figures, not assertions.
 */
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { AssetProcess } from '../infra/cloud/assembly/asset-process';
import { assemblyFunctions, readTemplate } from '../infra/cloud/assembly/cloud-assembly';
import { resolveEnvironment, type LocalResources } from '../infra/cloud/assembly/resolve-environment';
import { synthesizeAssembly } from '../infra/cloud/assembly/synth';
import { etaStackId } from '../infra/cloud/eta-app';

export interface AssetFigures {
  readonly name: string;
  /** index.mjs and the chunks it imports at start (what is parsed on a cold start), bytes. */
  readonly startCodeBytes: number;
  /** All JavaScript of the artifact, lazy chunks included, bytes. */
  readonly codeBytes: number;
  /** The whole folder: code, source maps, data files (fonts), bytes. */
  readonly artifactBytes: number;
  readonly initMs: readonly number[];
  readonly initCpuMs: readonly number[];
}

function folderBytes(dir: string): number {
  return readdirSync(dir, { withFileTypes: true }).reduce(
    (sum, entry) =>
      sum + (entry.isDirectory() ? folderBytes(join(dir, entry.name)) : statSync(join(dir, entry.name)).size),
    0,
  );
}

/** Bytes of index.mjs plus every chunk it imports statically (from the `.mjs` files' import lines). */
function startCodeBytes(dir: string): number {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileText(join(dir, file));
    for (const match of source.matchAll(
      /(?:^|[;}\n])import\s*(?:[\w*${}\s,]+from\s*)?"\.\/([\w.-]+\.mjs)"/g,
    )) {
      if (match[1]) visit(match[1]);
    }
  };
  visit('index.mjs');
  return [...seen].reduce((sum, file) => sum + statSync(join(dir, file)).size, 0);
}

const readFileText = (path: string) => readFileSync(path, 'utf8');

export async function measureFunctionAssets(runs: number): Promise<AssetFigures[]> {
  const assembly = await synthesizeAssembly({ siteDir: 'test/infra/no-site-build' });
  const template = readTemplate(assembly, etaStackId);
  const values = new Map<string, string>();
  const resources: LocalResources = {
    tableName: 'bench-table',
    bucketName: 'bench-bucket',
    region: 'eu-west-1',
    accountId: '123456789012',
    secretValue: (id) => {
      if (!values.has(id)) values.set(id, randomBytes(36).toString('base64url'));
      return values.get(id) ?? '';
    },
  };
  const secrets = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const { SecretId = '' } = JSON.parse(Buffer.concat(chunks).toString() || '{}') as { SecretId?: string };
      res.setHeader('content-type', 'application/x-amz-json-1.1');
      res.end(JSON.stringify({ ARN: SecretId, SecretString: randomBytes(36).toString('base64url') }));
    });
  });
  await new Promise<void>((resolve) => secrets.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(secrets.address() as AddressInfo).port}`;
  const figures: AssetFigures[] = [];
  for (const fn of assemblyFunctions(assembly, etaStackId)) {
    const initMs: number[] = [];
    const initCpuMs: number[] = [];
    for (let i = 0; i < runs; i++) {
      const process = new AssetProcess(fn, {
        environment: resolveEnvironment(template, resources, fn.environment),
        localEnvironment: {
          AWS_ACCESS_KEY_ID: 'bench',
          AWS_SECRET_ACCESS_KEY: 'bench',
          AWS_ENDPOINT_URL_SECRETS_MANAGER: endpoint,
        },
        region: 'eu-west-1',
        xrayDaemonAddress: '127.0.0.1:2000',
      });
      initMs.push(await process.initMs);
      initCpuMs.push(await process.initCpuMs);
      await process.stop();
    }
    const code = readdirSync(fn.assetDir).filter((f) => f.endsWith('.mjs'));
    figures.push({
      name: fn.path.split('/')[2] ?? fn.logicalId,
      startCodeBytes: startCodeBytes(fn.assetDir),
      codeBytes: code.reduce((sum, f) => sum + statSync(join(fn.assetDir, f)).size, 0),
      artifactBytes: folderBytes(fn.assetDir),
      initMs,
      initCpuMs,
    });
  }
  await new Promise((resolve) => secrets.close(resolve));
  return figures;
}

export function functionAssetsTable(figures: readonly AssetFigures[]): string {
  const kb = (bytes: number) => (bytes / 1024).toFixed(0);
  const median = (xs: readonly number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
  const rows = figures.map(
    (f) =>
      `| ${f.name} | ${kb(f.startCodeBytes)} | ${kb(f.codeBytes)} | ${kb(f.artifactBytes)} | ${median(f.initMs).toFixed(0)} | ${median(f.initCpuMs).toFixed(0)} |`,
  );
  return [
    '| function | code loaded at start KB | all code KB | artifact KB (maps, fonts) | cold init ms | of it CPU ms |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
}
