import { fileURLToPath } from 'node:url';

const rootUrl = new URL('../../', import.meta.url);

/** The repository root, from which every path the CDK app reads (function entries, `dist/`) is resolved. */
export const repoRoot: string = fileURLToPath(rootUrl);

/** An absolute path from one relative to the repository root (an absolute path is kept as it is). */
export function repoPath(path: string): string {
  return fileURLToPath(new URL(path, rootUrl));
}
