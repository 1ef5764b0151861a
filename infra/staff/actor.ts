import { userInfo } from 'node:os';

/**
 * Who ran the staff command, as its audit entries name them: `cli:<operating-system user>`, or `cli`
 * when the system names no user (no passwd entry, an empty name).
 */
export function cliActor(user: () => { readonly username: string } = () => userInfo()): string {
  try {
    const name = user().username.trim();
    return name === '' ? 'cli' : `cli:${name}`;
  } catch {
    return 'cli';
  }
}
