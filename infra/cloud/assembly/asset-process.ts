import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AssemblyFunction } from './cloud-assembly';

/**
 * Runs one function's deployment artifact as Lambda would: a fresh Node process whose working folder
 * is the artifact (nothing else on its module path: no `node_modules` of the project, no runtime SDK),
 * with the environment the template gives it plus what the Lambda service itself sets, and events
 * handed to the exported handler one at a time. The runner reports the cold initialisation time (the
 * import of `index.mjs`, top-level awaits included) and whether a package outside the artifact could
 * be found (it must not).
 */
const runnerSource = `
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
const [file, exportName] = process.env._HANDLER.split('.');
const started = performance.now();
const cpu = process.cpuUsage();
const mod = await import(pathToFileURL(join(process.cwd(), file + '.mjs')).href);
const initMs = performance.now() - started;
const used = process.cpuUsage(cpu);
const initCpuMs = (used.user + used.system) / 1000;
const handler = mod[exportName];
let outside = 'none';
try { await import('@aws-sdk/client-dynamodb'); outside = '@aws-sdk/client-dynamodb'; } catch {}
process.send({ type: 'ready', initMs, initCpuMs, outside, handlerType: typeof handler });
process.on('message', async ({ id, event, context, traceId }) => {
  process.env._X_AMZN_TRACE_ID = traceId;
  try {
    const result = await handler(event, { ...context, getRemainingTimeInMillis: () => 10000 });
    process.send({ id, result: result ?? null });
  } catch (e) {
    process.send({ id, error: { name: e?.name, message: e?.message } });
  }
});
process.on('disconnect', () => process.exit(0));
`;

let runnerPath: string | undefined;
function runnerFile(): string {
  if (runnerPath === undefined) {
    runnerPath = join(mkdtempSync(join(tmpdir(), 'eta-runner-')), 'runner.mjs');
    writeFileSync(runnerPath, runnerSource);
  }
  return runnerPath;
}

export interface AssetProcessOptions {
  /** The function's environment as the template gives it, resolved. */
  readonly environment: Record<string, string>;
  /** What only the local run adds: stand-in endpoints and credentials. */
  readonly localEnvironment: Record<string, string>;
  readonly region: string;
  /** Where X-Ray segments go (UDP `host:port`); the Lambda service sets it for a traced function. */
  readonly xrayDaemonAddress?: string;
}

export interface InvokeResult {
  readonly result?: unknown;
  readonly error?: { readonly name?: string; readonly message?: string };
}

export class AssetProcess {
  private readonly child: ChildProcess;
  private readonly pending = new Map<string, (result: InvokeResult) => void>();
  private output = '';
  /** Import time of the artifact (ms), top-level awaits included. */
  readonly initMs: Promise<number>;
  /** CPU time the import took (ms): what a busy machine inflates least. */
  readonly initCpuMs: Promise<number>;
  /** A package found outside the artifact, if any (`none` when the artifact runs alone). */
  readonly outside: Promise<string>;

  constructor(
    readonly fn: AssemblyFunction,
    options: AssetProcessOptions,
  ) {
    const lambdaEnvironment: Record<string, string> = {
      AWS_REGION: options.region,
      AWS_DEFAULT_REGION: options.region,
      AWS_EXECUTION_ENV: `AWS_Lambda_${fn.runtime}`,
      AWS_LAMBDA_FUNCTION_NAME: fn.logicalId,
      AWS_LAMBDA_FUNCTION_MEMORY_SIZE: String(fn.memorySize),
      AWS_LAMBDA_FUNCTION_VERSION: '$LATEST',
      LAMBDA_TASK_ROOT: fn.assetDir,
      _HANDLER: fn.handler,
      TZ: ':UTC',
      ...(options.xrayDaemonAddress === undefined
        ? {}
        : { AWS_XRAY_DAEMON_ADDRESS: options.xrayDaemonAddress, AWS_XRAY_CONTEXT_MISSING: 'LOG_ERROR' }),
    };
    this.child = spawn(process.execPath, [runnerFile()], {
      cwd: fn.assetDir,
      env: {
        PATH: '/usr/bin:/bin',
        ...lambdaEnvironment,
        ...options.environment,
        ...options.localEnvironment,
      },
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    });
    this.child.stdout?.on('data', (chunk: Buffer) => (this.output += chunk.toString('utf8')));
    this.child.stderr?.on('data', (chunk: Buffer) => (this.output += chunk.toString('utf8')));
    const ready = new Promise<{ initMs: number; initCpuMs: number; outside: string }>((resolve, reject) => {
      this.child.once('exit', (code) =>
        reject(new Error(`${fn.path} exited (${code}) before it was ready:\n${this.output}`)),
      );
      this.child.on('message', (message: Record<string, unknown>) => {
        if (message.type === 'ready') {
          if (message.handlerType !== 'function') reject(new Error(`${fn.path}: no ${fn.handler} function`));
          resolve({
            initMs: Number(message.initMs),
            initCpuMs: Number(message.initCpuMs),
            outside: String(message.outside),
          });
          return;
        }
        const settle = this.pending.get(String(message.id));
        this.pending.delete(String(message.id));
        settle?.(message as InvokeResult);
      });
    });
    ready.catch(() => undefined);
    this.initMs = ready.then((r) => r.initMs);
    this.initCpuMs = ready.then((r) => r.initCpuMs);
    this.outside = ready.then((r) => r.outside);
  }

  /** Everything the function wrote to stdout and stderr so far (its log). */
  get log(): string {
    return this.output;
  }

  /** Hands one event to the handler, with a Lambda context and a fresh X-Ray trace id. */
  async invoke(event: unknown): Promise<InvokeResult> {
    await this.initMs;
    const id = randomUUID();
    const traceId = `Root=1-${Math.floor(Date.now() / 1000).toString(16)}-${randomUUID().replace(/-/g, '').slice(0, 24)};Parent=${randomUUID().replace(/-/g, '').slice(0, 16)};Sampled=1`;
    const context = {
      awsRequestId: randomUUID(),
      functionName: this.fn.logicalId,
      functionVersion: '$LATEST',
      memoryLimitInMB: String(this.fn.memorySize),
      invokedFunctionArn: `arn:aws:lambda:eu-west-1:123456789012:function:${this.fn.logicalId}`,
    };
    return new Promise((resolve) => {
      this.pending.set(id, resolve);
      this.child.send({ id, event, context, traceId });
    });
  }

  stop(): Promise<void> {
    return new Promise((resolve) => {
      if (this.child.exitCode !== null) return resolve();
      this.child.once('exit', () => resolve());
      this.child.kill();
    });
  }
}
