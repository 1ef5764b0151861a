import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as { port: number };
  await new Promise<void>((r) => server.close(() => r()));
  return port;
}

async function firstOk(url: string, deadline: number): Promise<void> {
  while (performance.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`${url} did not answer 200 in time`);
}

/**
 * Seconds from spawning `npm start` (the real command: tsx, the stand-ins, the server) to the first
 * 200 of `/` and of `/api/health`, with a fresh data directory. The site is already built.
 */
export async function measureStart(root: string): Promise<{ homeSeconds: number; healthSeconds: number }> {
  const port = await freePort();
  const mailPort = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'kenya-eta-bench-'));
  const started = performance.now();
  const child = spawn('npm', ['start'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), MAIL_PORT: String(mailPort), LOCAL_DATA_DIR: dataDir },
    stdio: 'ignore',
    detached: true,
  });
  try {
    const deadline = started + 120_000;
    await firstOk(`http://127.0.0.1:${port}/`, deadline);
    const homeSeconds = (performance.now() - started) / 1000;
    await firstOk(`http://127.0.0.1:${port}/api/health`, deadline);
    const healthSeconds = (performance.now() - started) / 1000;
    return { homeSeconds, healthSeconds };
  } finally {
    if (child.pid) process.kill(-child.pid, 'SIGINT');
    await new Promise((r) => child.once('exit', r));
    await rm(dataDir, { recursive: true, force: true });
  }
}
