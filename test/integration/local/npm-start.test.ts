import { execFile, spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as { port: number };
  await new Promise<void>((r) => server.close(() => r()));
  return port;
}

/** Runs the staff command (`npm run staff -- …`) on a data directory; resolves with its output. */
async function staffCommand(dataDir: string, ...args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)(
    join(root, 'node_modules/.bin/tsx'),
    ['infra/staff/cli.ts', ...args],
    {
      cwd: root,
      env: { ...process.env, LOCAL_DATA_DIR: dataDir, TABLE_NAME: '' },
    },
  );
  return stdout;
}

/** The local admin's password as the start banner prints it. */
function bannerPassword(output: string): string | undefined {
  return /username admin, password (\S+)/.exec(output)?.[1];
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

  it('creates a local admin on the first start and prints its sign-in; the password is kept only in a mode-600 file', async () => {
    const port = await freePort();
    const { child, output } = await start(port, dataDir);
    expect(output()).toContain(`Admin panel    http://localhost:${port}/kenya-eta-admin`);
    expect(output()).toContain('The first sign-in enrols an authenticator app by QR code');
    const password = bannerPassword(output());
    expect(password).toMatch(/^[A-Za-z2-9-]{20,}$/);
    const file = join(dataDir, 'local-admin.json');
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual({ username: 'admin', password });
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(output()).toContain(file);

    const login = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: `http://localhost:${port}` },
      body: JSON.stringify({ username: 'admin', password }),
    });
    expect(login.status).toBe(200);
    expect(((await login.json()) as { next: string }).next).toBe('enrol');

    // While it runs, the staff command works through it (the store is the running stack's).
    const listed = await staffCommand(dataDir, 'list');
    expect(listed).toContain('the running local stack');
    // Username, role, state, authenticator, recovery codes left (none before enrolment), name.
    expect(listed).toMatch(/admin\s+admin\s+active\s+not enrolled\s+-\s+Local Admin/);
    expect(await staffCommand(dataDir, 'create', '--username', 'joseph', '--role', 'support')).toMatch(
      /Password \(shown only now[^)]*\): \S{20,}/,
    );

    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGINT');
    await exited;
    // Stopped: the staff command opens the data itself.
    const offline = await staffCommand(dataDir, 'list');
    expect(offline).toContain('npm start is not running');
    expect(offline).toMatch(/joseph\s+support/);
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
    expect((await readdir(dataDir)).sort()).toEqual([
      'dynamodb',
      'gateway-secret',
      'local-admin.json',
      'personal-link-secret',
      's3',
      'totp-key',
    ]);
    const { password } = JSON.parse(await readFile(join(dataDir, 'local-admin.json'), 'utf8')) as {
      password: string;
    };
    const port = await freePort();
    const { child, output } = await start(port, dataDir);
    // The same admin as before, not a new one.
    expect(bannerPassword(output())).toBe(password);
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGINT');
    await exited;
  });
});
