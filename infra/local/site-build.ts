import { spawn } from 'node:child_process';
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';

const sourceRoots = ['site', 'shared', 'astro.config.mjs'];

async function newestMtime(path: string): Promise<number> {
  const s = await stat(path).catch(() => undefined);
  if (!s) return 0;
  if (!s.isDirectory()) return s.mtimeMs;
  const entries = await readdir(path);
  const times = await Promise.all(entries.map((e) => newestMtime(join(path, e))));
  return Math.max(s.mtimeMs, ...times);
}

/** True when dist/ is missing or older than any source of the site. */
export async function siteIsStale(root: string, siteDir: string): Promise<boolean> {
  const built = await stat(join(siteDir, 'index.html')).catch(() => undefined);
  if (!built) return true;
  const sources = await Promise.all(sourceRoots.map((p) => newestMtime(join(root, p))));
  return Math.max(...sources) > built.mtimeMs;
}

/** Runs `astro build` (the same command as `npm run build`), inheriting the terminal. */
export function buildSite(root: string, quiet = false): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(join(root, 'node_modules', '.bin', 'astro'), ['build'], {
      cwd: root,
      stdio: quiet ? 'ignore' : 'inherit',
      env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`astro build exited with ${code}`)),
    );
  });
}
