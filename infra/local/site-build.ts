import { spawn } from 'node:child_process';
import { readFile, readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { parseSiteBuild, siteBuildManifestFile, type SiteBuild } from '../../shared/site-build';

/** What the local stack serves: a local build for its sandbox gateway (`shared/site-build.ts`). */
export const localSiteBuild: SiteBuild = { target: 'local', paymentGateway: 'sandbox' };

/** What a build in `siteDir` was made for, or undefined when it records nothing readable. */
export async function builtFor(siteDir: string): Promise<SiteBuild | undefined> {
  try {
    return parseSiteBuild(JSON.parse(await readFile(join(siteDir, siteBuildManifestFile), 'utf8')));
  } catch {
    return undefined;
  }
}

const sourceRoots = ['site', 'shared', 'astro.config.mjs'];

async function newestMtime(path: string): Promise<number> {
  const s = await stat(path).catch(() => undefined);
  if (!s) return 0;
  if (!s.isDirectory()) return s.mtimeMs;
  const entries = await readdir(path);
  const times = await Promise.all(entries.map((e) => newestMtime(join(path, e))));
  return Math.max(s.mtimeMs, ...times);
}

/**
 * True when dist/ is missing, older than any source of the site, or built for another deployment (a
 * cloud build, or one for another payment gateway, lacks the local sandbox's test pages).
 */
export async function siteIsStale(root: string, siteDir: string): Promise<boolean> {
  const built = await stat(join(siteDir, 'index.html')).catch(() => undefined);
  if (!built) return true;
  const target = await builtFor(siteDir);
  if (target?.target !== localSiteBuild.target || target.paymentGateway !== localSiteBuild.paymentGateway) {
    return true;
  }
  const sources = await Promise.all(sourceRoots.map((p) => newestMtime(join(root, p))));
  return Math.max(...sources) > built.mtimeMs;
}

/** Runs `astro build` for the local stack (as `npm run build` does), inheriting the terminal. */
export function buildSite(root: string, quiet = false): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(join(root, 'node_modules', '.bin', 'astro'), ['build'], {
      cwd: root,
      stdio: quiet ? 'ignore' : 'inherit',
      env: {
        ...process.env,
        ASTRO_TELEMETRY_DISABLED: '1',
        SITE_TARGET: localSiteBuild.target,
        PAYMENT_GATEWAY: localSiteBuild.paymentGateway,
      },
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`astro build exited with ${code}`)),
    );
  });
}
