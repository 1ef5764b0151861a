/**
 * Reads an answer's body to its end and drops it. A fetch whose body is never read stays open in the
 * browser: the page never reaches network idle and Lighthouse gives up on it (issue 13: the admin
 * page's session check left its 401 unread). Call it wherever a status alone is enough.
 */
export async function readToEnd(res: Response): Promise<void> {
  await res.arrayBuffer().catch(() => undefined);
}
