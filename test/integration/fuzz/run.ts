/**
 * `npm run fuzz`: the full fuzz run (at least 10,000 cases) of `fuzz.test.ts` against an ephemeral
 * local stack. FUZZ_RUNS (cases per HTTP endpoint, default 300), FUZZ_SOCKET_RUNS (default 3,000) and
 * FUZZ_SEED (to replay a run) may be set. The figures land in test-results/fuzz.json.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const env = {
  ...process.env,
  FUZZ_RUNS: process.env.FUZZ_RUNS ?? '300',
  FUZZ_SOCKET_RUNS: process.env.FUZZ_SOCKET_RUNS ?? '3000',
};
const child = spawn(
  join(root, 'node_modules', '.bin', 'vitest'),
  ['run', '--project', 'integration', 'test/integration/fuzz/'],
  { cwd: root, stdio: 'inherit', env },
);
child.on('exit', (code) => process.exit(code ?? 1));
