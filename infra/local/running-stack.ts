import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * While `npm start` runs, its DynamoDB stand-in owns the data directory (a LevelDB store opens in one
 * process only). The running stack writes where it listens to `<dataDir>/running-stack.json` (mode
 * 600) and removes the file when it stops, so that other local tools (the staff command) talk to it
 * instead of opening the store a second time.
 */
export interface RunningStack {
  readonly pid: number;
  readonly url: string;
  readonly dynamodbEndpoint: string;
  readonly tableName: string;
}

const fileOf = (dataDir: string) => join(dataDir, 'running-stack.json');

export async function writeRunningStack(dataDir: string, stack: RunningStack): Promise<void> {
  await writeFile(fileOf(dataDir), `${JSON.stringify(stack, null, 2)}\n`, { mode: 0o600 });
}

export async function removeRunningStack(dataDir: string): Promise<void> {
  await rm(fileOf(dataDir), { force: true });
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e: unknown) {
    // EPERM: the process exists but belongs to someone else.
    return (e as { code?: unknown }).code === 'EPERM';
  }
}

/** The stack running on this data directory, or undefined (no file, or its process has gone). */
export async function readRunningStack(dataDir: string): Promise<RunningStack | undefined> {
  let parsed: Partial<RunningStack>;
  try {
    parsed = JSON.parse(await readFile(fileOf(dataDir), 'utf8')) as Partial<RunningStack>;
  } catch {
    return undefined;
  }
  const { pid, url, dynamodbEndpoint, tableName } = parsed;
  if (typeof pid !== 'number' || typeof url !== 'string' || typeof dynamodbEndpoint !== 'string')
    return undefined;
  if (typeof tableName !== 'string' || !alive(pid)) return undefined;
  return { pid, url, dynamodbEndpoint, tableName };
}
