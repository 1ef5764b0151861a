/**
 * The browser keys of a saved draft (issue 14 item 2), besides the journey's own records
 * (shared/journey/storage-keys.ts, site/lib/journey/ui-keys.ts).
 */
export const draftKeys = {
  /** When an answer last changed on this device (ISO), written by site/lib/journey/storage.ts. */
  changedAt: 'kenyaEtaChangedAt',
  /** The id of this device's draft on the server, so that saving again updates it. */
  draftId: 'kenyaEtaDraftId',
  /** sessionStorage: which draft the continue page used (`server` or `device`), shown once. */
  notice: 'kenyaEtaDraftNotice',
} as const;
