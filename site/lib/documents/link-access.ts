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

function tabStore(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function rememberLinkAccess(access: Stored): void {
  tabStore()?.setItem(linkAccessKey, JSON.stringify(access));
}

/** The access this tab was given through a personal link, unless it expired. */
export function readLinkAccess(): DocumentsSession | undefined {
  try {
    const value = JSON.parse(tabStore()?.getItem(linkAccessKey) ?? 'null') as Partial<Stored> | null;
    if (!value || Date.parse(value.expiresAt ?? '') <= Date.now()) return undefined;
    const { applicationId, applicationNumber, accessToken } = value;
    return typeof applicationId === 'string' &&
      typeof applicationNumber === 'string' &&
      typeof accessToken === 'string'
      ? { applicationId, applicationNumber, accessToken }
      : undefined;
  } catch {
    return undefined;
  }
}
