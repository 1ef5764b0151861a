import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { company, companyPlaceholders } from '../../../shared/public/company';

const root = fileURLToPath(new URL('../../..', import.meta.url));

/** The production build of a fresh clone (placeholders in config/company.json) fails at its start. */
describe('a cloud build', () => {
  it.runIf(companyPlaceholders(company).length > 0)(
    'stops before any page is built while the company details are placeholders',
    () => {
      const outDir = mkdtempSync(join(tmpdir(), 'eta-cloud-build-'));
      const run = spawnSync(join(root, 'node_modules', '.bin', 'astro'), ['build', '--outDir', outDir], {
        cwd: root,
        env: { ...process.env, SITE_TARGET: 'cloud', ASTRO_TELEMETRY_DISABLED: '1' },
        encoding: 'utf8',
      });
      expect(run.status).not.toBe(0);
      expect(`${run.stdout}${run.stderr}`).toMatch(/company details are placeholders/);
    },
    60_000,
  );
});
