/**
 * The personal link's paths and its token (`personal-link.ts` re-exports them with the schemas): the
 * pages read them without loading zod, which the schemas of `personal-link.ts` need.
 */
export const personalLinkPagePath = '/my-application';
export const myApplicationPath = '/api/my-application';
export const lostLinkPath = '/api/personal-link';
/**
 * Self-service privacy (issue 14 item 7), from the personal page only (the token proves the link):
 * withdraw an application that is not paid, or erase the passport data and documents of a decided one
 * now instead of 30 days after the decision. Both answer the application's new status view.
 */
export const withdrawApplicationPath = '/api/my-application/withdraw';
export const eraseApplicationDataPath = '/api/my-application/erase';
/** An approved application's eTA (the PDF staff uploaded), by a short-lived link: personal page only. */
export const evisaDownloadPath = '/api/my-application/evisa';

/**
 * Pay or upload from another device (issue 14 item 4): the personal link's token is exchanged for a
 * short-lived access token to that application, which the payment and documents calls accept instead
 * of the one the applying browser holds (and no other call). A new link revokes it with the old links.
 */
export const linkAccessPath = '/api/my-application/access';

/** The token in a personal page's URL fragment (`#token=…`), if any. */
export function tokenFromFragment(hash: string): string | undefined {
  const value = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  return value === null || value === '' ? undefined : value;
}
