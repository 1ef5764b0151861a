import { execFile } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { repoRoot } from '../paths';

const run = promisify(execFile);

/**
 * `cdk synth` exactly as an operator runs it before `cdk deploy` (the CLI, cdk.json's app, every
 * function bundled, cdk-nag), into a fresh folder outside the repository, so nothing in it can reach
 * the project's `node_modules`. `context` adds `-c key=value` pairs. Returns the assembly folder.
 */
export async function synthesizeAssembly(context: Record<string, string> = {}): Promise<string> {
  const out = await mkdtemp(join(tmpdir(), 'eta-assembly-'));
  const args = [
    'synth',
    '--quiet',
    '-o',
    out,
    ...Object.entries(context).flatMap(([k, v]) => ['-c', `${k}=${v}`]),
  ];
  await run(join(repoRoot, 'node_modules', '.bin', 'cdk'), args, {
    cwd: repoRoot,
    env: {
      ...process.env,
      PATH: `${join(repoRoot, 'node_modules', '.bin')}:${process.env.PATH ?? ''}`,
      AWS_EC2_METADATA_DISABLED: 'true',
      CDK_DISABLE_VERSION_CHECK: 'true',
    },
    maxBuffer: 64 * 1024 * 1024,
  });
  return out;
}
