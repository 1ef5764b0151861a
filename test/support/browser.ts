import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

/**
 * Finds a Chromium for the end-to-end tests: CHROMIUM_PATH, else Debian's /usr/bin/chromium,
 * else Playwright's own download. Returns undefined when there is none.
 */
export function findChromium(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  for (const path of candidates) if (path && existsSync(path)) return path;
  try {
    const own = chromium.executablePath();
    if (own && existsSync(own)) return own;
  } catch {
    // Playwright has no browser of its own here.
  }
  return undefined;
}

/** As root on Debian, installs the `chromium` package; elsewhere explains how to get a browser. */
export function ensureChromium(): string {
  const found = findChromium();
  if (found) return found;
  const isRoot = process.getuid?.() === 0;
  if (isRoot && existsSync('/etc/debian_version')) {
    console.log('No Chromium found: installing the Debian package chromium (apt-get)...');
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    const installed = findChromium();
    if (installed) return installed;
  }
  throw new Error(
    'No Chromium for the end-to-end tests. Install one (Debian/Ubuntu: sudo apt-get install chromium; ' +
      'elsewhere: npx playwright install chromium) or set CHROMIUM_PATH to a Chromium or Chrome binary.',
  );
}

/** Flags for headless Chromium on a machine with a closed network (see docs/design.md, "Toolchain facts"). */
export const chromiumArgs = [
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
  '--disable-gpu',
  ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
];
