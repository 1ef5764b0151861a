/**
 * `npm test`: the linter (`npm run lint`: the folders' boundaries, import cycles, hooks, accessibility),
 * unit, integration and infrastructure tests (Vitest), then end-to-end tests in Chromium (Playwright)
 * against the freshly built site. Ends with one plain line: `N passed, N failed` (the linter counts as
 * one test).
 */
import { spawn } from 'node:child_process';
import { mkdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './support/browser';
import { buildSite } from '../infra/local/site-build';

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = (name: string) => join(root, 'node_modules', '.bin', name);
const results = join(root, 'test-results');

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Like `run`, but keeps the output to print later (for a job that runs beside another). */
function runQuietly(command: string, args: string[]): Promise<{ code: number; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
  });
}

interface Counts {
  passed: number;
  failed: number;
}

async function readJson(path: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(path, 'utf8')) as unknown;
  } catch {
    return undefined;
  }
}

interface VitestReport {
  numPassedTests?: number;
  numFailedTests?: number;
  testResults?: {
    name: string;
    message?: string;
    assertionResults?: { status: string; fullName: string }[];
  }[];
}

/** The failed tests' names, so that the last lines of a long log say what failed, not only how many. */
function vitestFailures(report: VitestReport | undefined): string[] {
  return (report?.testResults ?? []).flatMap((file) => {
    const name = file.name.startsWith(root) ? file.name.slice(root.length) : file.name;
    const failed = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    if (failed.length > 0) return failed.map((t) => `${name} › ${t.fullName}`);
    return file.message ? [`${name}: ${file.message.split('\n')[0]}`] : [];
  });
}

const vitestFailed: string[] = [];

/**
 * One Vitest run of some projects (vitest.config.ts); `quietly` keeps its output to print afterwards,
 * for the run that goes beside another.
 */
async function vitest(name: string, projects: string[], quietly = false): Promise<Counts> {
  const output = join(results, `${name}.json`);
  const args = [
    'run',
    ...projects.map((p) => `--project=${p}`),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${output}`,
  ];
  let code: number;
  if (quietly) {
    const done = await runQuietly(bin('vitest'), args);
    console.log(`\n== Vitest, ${projects.join(', ')} (ran beside the others)`);
    process.stdout.write(done.output);
    code = done.code;
  } else code = await run(bin('vitest'), args);
  const report = (await readJson(output)) as VitestReport | undefined;
  vitestFailed.push(...vitestFailures(report));
  const passed = report?.numPassedTests ?? 0;
  const failed = report?.numFailedTests ?? 0;
  // A crash before any report (or a failing suite with no failed test) still counts as a failure.
  return { passed, failed: failed === 0 && code !== 0 ? 1 : failed };
}

/** One Playwright run; `clock` runs the tests that move the stack's clock, alone (playwright.config.ts). */
async function playwright(clock = false): Promise<Counts> {
  const output = join(results, clock ? 'playwright-clock.json' : 'playwright.json');
  const code = await run(bin('playwright'), ['test', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: output,
    ...(clock ? { E2E_CLOCK: '1' } : {}),
  });
  const report = (await readJson(output)) as {
    stats?: { expected?: number; unexpected?: number; flaky?: number };
  };
  const passed = (report?.stats?.expected ?? 0) + (report?.stats?.flaky ?? 0);
  const failed = report?.stats?.unexpected ?? 0;
  return { passed, failed: failed === 0 && code !== 0 ? 1 : failed };
}

const started = performance.now();
await rm(results, { recursive: true, force: true });
await mkdir(results, { recursive: true });

const browsers = ensureChromium();
process.env.CHROMIUM_PATH = browsers.chromium;
process.env.CHROMIUM_HEADLESS_SHELL_PATH = browsers.headlessShell;
console.log(`Chromium: ${browsers.chromium}; headless shell: ${browsers.headlessShell}`);

// The linter and the site build share nothing: they run side by side (each is mostly one thread, and
// CI has two cores), the linter's output printed once the build is done.
console.log('\n== Building the site (astro build), linting (eslint .) beside it');
const linting = runQuietly(bin('eslint'), ['.']);
const built = await buildSite(root).then(
  () => true,
  (e: unknown) => (console.error(e), false),
);
const linted = await linting;
console.log('\n== Lint (eslint .)');
process.stdout.write(linted.output || 'No problems.\n');
const lint: Counts = linted.code === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 };

// Vitest runs at most one file at a time on 2 cores, and the integration files (one shared stack) one
// at a time after every other file. The fault tests (own stacks, mostly waiting: the store-outage test
// alone keeps its store down for 60 s) share nothing with the rest, so they run in a second Vitest
// beside it instead of in the same queue.
console.log('\n== Unit, integration and infrastructure tests (Vitest; the fault tests beside them)');
const [mainRun, faultRun] = await Promise.all([
  vitest('vitest', ['unit', 'infra', 'integration']),
  vitest('vitest-own-stacks', ['own-stacks'], true),
]);
const unit: Counts = {
  passed: mainRun.passed + faultRun.passed,
  failed: mainRun.failed + faultRun.failed,
};

console.log('\n== End-to-end tests in Chromium (Playwright)');
// Without a built site the end-to-end tests cannot run: the build failure counts as one failure.
const e2e = built ? await playwright() : { passed: 0, failed: 1 };
if (built) {
  const clock = await playwright(true);
  e2e.passed += clock.passed;
  e2e.failed += clock.failed;
}

const passed = lint.passed + unit.passed + e2e.passed;
const failed = lint.failed + unit.failed + e2e.failed;
const seconds = ((performance.now() - started) / 1000).toFixed(0);
console.log(
  `\nLint: ${lint.failed === 0 ? 'passed' : 'failed'}. Vitest: ${unit.passed} passed, ${unit.failed} failed. Playwright: ${e2e.passed} passed, ${e2e.failed} failed. ${seconds}s.`,
);
if (vitestFailed.length > 0)
  console.log(`\nVitest failures:\n${vitestFailed.map((f) => `  ${f}`).join('\n')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
