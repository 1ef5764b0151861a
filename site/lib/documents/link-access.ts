import type { DocumentsSession } from './session';

/**
 * Access to one application given through its personal link on this device (issue 14 item 4): the
 * personal page's Pay or Upload asks the server for a short-lived access token and keeps it here, in
 * this tab only (sessionStorage), for the payment result and documents pages, which use it instead of
 * the applying browser's saved application. It counts until the server's expiry.
 */
export const linkAccessKey = 'kenyaEtaLinkAccess';

interface Stored extends DocumentsSession {
  readonly expiresAt: string;
}

export function rememberLinkAccess(access: Stored): void {
  try {
    sessionStorage.setItem(linkAccessKey, JSON.stringify(access));
  } catch {
    // No tab storage (a private mode): the pages after this one cannot use the access.
  }
}

/**
 * The access this tab was given through a personal link, unless it expired. Only this code writes the
 * entry, from the server's checked answer: a damaged one fails the expiry check or the server's.
 */
export function readLinkAccess(): DocumentsSession | undefined {
  try {
    const value = JSON.parse(sessionStorage.getItem(linkAccessKey) as string) as Stored;
    return Date.parse(value.expiresAt) > Date.now() ? value : undefined;
  } catch {
    return undefined;
  }
}
