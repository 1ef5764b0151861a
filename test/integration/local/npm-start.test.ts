import { spawn } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as { port: number };
  await new Promise<void>((r) => server.close(() => r()));
  return port;
}

/** Runs infra/local/start.ts (what `npm start` runs) until its banner appears. */
async function start(port: number, dataDir: string) {
  const child = spawn(join(root, 'node_modules/.bin/tsx'), ['infra/local/start.ts'], {
    cwd: root,
    // SITE_DIR: serve the site the test run built, never rebuild it here.
    env: {
      ...process.env,
      PORT: String(port),
      MAIL_PORT: '0',
      LOCAL_DATA_DIR: dataDir,
      SITE_DIR: process.env.SITE_DIR ?? join(root, 'dist'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (d: Buffer) => {
      output += String(d);
      if (output.includes('Press Ctrl-C to stop')) resolve();
    });
    child.stderr.on('data', (d: Buffer) => (output += String(d)));
    child.once('exit', (code) => reject(new Error(`start exited with ${code}: ${output}`)));
  });
  return { child, output: () => output };
}

describe('npm start', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'kenya-eta-start-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('serves the site and a healthy API, prints the URLs, and stops cleanly on Ctrl-C', async () => {
    const port = await freePort();
    const { child, output } = await start(port, dataDir);
    expect(output()).toContain(`http://localhost:${port}`);
    expect(output()).toMatch(/Mail viewer\s+http:\/\/127\.0\.0\.1:\d+\//);
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(await health.json()).toEqual({ ok: true, dynamodb: true, s3: true, ses: true });

    const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
    child.kill('SIGINT');
    expect(await exited).toBe(0);
    await expect(fetch(`http://127.0.0.1:${port}/`)).rejects.toThrow();
  });

  it('answers requests that arrive while it is still starting', async () => {
    const port = await freePort();
    const starting = start(port, dataDir);
    // Poll from the first moment: a connection accepted before the stack is ready must still be answered.
    let status = 0;
    while (status === 0) {
      try {
        status = (await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(15_000) })).status;
      } catch (e: unknown) {
        if (e instanceof Error && e.name === 'TimeoutError')
          throw new Error('a request during start-up hung', { cause: e });
        await new Promise((r) => setTimeout(r, 10));
      }
    }
    expect(status).toBe(200);
    const { child } = await starting;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGINT');
    await exited;
  });

  it('keeps its data in the data directory and starts again on it', async () => {
    expect((await readdir(dataDir)).sort()).toEqual(['dynamodb', 'gateway-secret', 's3']);
    const port = await freePort();
    const { child } = await start(port, dataDir);
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGINT');
    await exited;
  });
});
