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

/**
 * Chromium's headless shell (Debian's package `chromium-headless-shell`; CHROMIUM_HEADLESS_SHELL_PATH
 * to name another): the browser most end-to-end tests run in, as Playwright's own headless runs do.
 * Without a window system's layers it runs the same suite in about a third less time than the full
 * browser on this two-core machine (docs/benchmarks.md, "Test suite time"). Undefined when there is none.
 */
export function findHeadlessShell(): string | undefined {
  const candidates = [process.env.CHROMIUM_HEADLESS_SHELL_PATH, '/usr/bin/chromium-headless-shell'];
  for (const path of candidates) if (path && existsSync(path)) return path;
  return undefined;
}

const isDebianRoot = () => process.getuid?.() === 0 && existsSync('/etc/debian_version');

function aptInstall(packages: string[]): void {
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', ...packages], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

/**
 * The browsers for the end-to-end tests: a full Chromium (for the few tests that need what only it
 * has: focus emulation, notifications) and the headless shell (for the rest; the full Chromium when
 * there is no shell). As root on Debian, installs the packages that are missing; elsewhere explains
 * how to get a browser.
 */
export function ensureChromium(): { chromium: string; headlessShell: string } {
  let full = findChromium();
  let shell = findHeadlessShell();
  if ((!full || !shell) && isDebianRoot()) {
    const missing = [...(full ? [] : ['chromium']), ...(shell ? [] : ['chromium-headless-shell'])];
    console.log(`Installing the Debian packages ${missing.join(', ')} (apt-get) for the end-to-end tests...`);
    try {
      aptInstall(missing);
    } catch (e) {
      // Without the shell the tests still run, in the full browser, only slower.
      console.error(e);
    }
    full = findChromium();
    shell = findHeadlessShell();
  }
  if (full) return { chromium: full, headlessShell: shell ?? full };
  throw new Error(
    'No Chromium for the end-to-end tests. Install one (Debian/Ubuntu: sudo apt-get install chromium ' +
      'chromium-headless-shell; elsewhere: npx playwright install chromium) or set CHROMIUM_PATH to a ' +
      'Chromium or Chrome binary.',
  );
}

/**
 * The tag of a test that needs the full Chromium (playwright.config.ts runs it there; every other
 * test runs in the headless shell): it opens a PDF in a tab (the shell has no PDF viewer and
 * downloads it), shows desktop notifications, or reads a passport image drawn and scanned in the
 * browser (the scanner was tuned on the full browser's text rendering, which the shell's differs from).
 */
export const fullChromiumTag = '@full-chromium';

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
