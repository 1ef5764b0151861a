/**
 * Cookie consent (spec §2, §4): stored in localStorage under `cookie-consent` as
 * `{necessary: true, analytics, marketing, timestamp}`; valid for 365 days, then removed and asked again.
 * Pure functions with the clock passed in; `site/scripts/consent.ts` drives the banner with them.
 */
export const consentStorageKey = 'cookie-consent';
export const consentMaxAgeDays = 365;
/** The banner appears this long after the page has loaded, when no valid consent exists. */
export const consentBannerDelayMs = 1000;
/** The banner slides out over this long (not at all with reduced motion). */
export const consentCloseMs = 300;

const dayMs = 24 * 60 * 60 * 1000;

export interface ConsentRecord {
  readonly necessary: true;
  readonly analytics: boolean;
  readonly marketing: boolean;
  /** When the choice was made, ISO 8601. */
  readonly timestamp: string;
}

export type ConsentChoice =
  'all' | 'necessary' | { readonly analytics: boolean; readonly marketing: boolean };

export type StoredConsent =
  | { readonly status: 'valid'; readonly record: ConsentRecord }
  | { readonly status: 'missing' }
  /** Stored but older than 365 days, unreadable or malformed: remove it and ask again. */
  | { readonly status: 'expired' | 'invalid' };

/** The record for a choice: Accept All, Accept Necessary (reject all) or the settings' toggles. */
export function createConsent(choice: ConsentChoice, now: Date): ConsentRecord {
  const analytics = choice === 'all' ? true : choice === 'necessary' ? false : choice.analytics;
  const marketing = choice === 'all' ? true : choice === 'necessary' ? false : choice.marketing;
  return { necessary: true, analytics, marketing, timestamp: now.toISOString() };
}

function timeOf(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string') return Date.parse(value);
  return Number.NaN;
}

/** Reads the stored value: valid when well-formed and younger than 365 days (a future date is invalid). */
export function readConsent(raw: string | null, now: Date): StoredConsent {
  if (raw === null) return { status: 'missing' };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { status: 'invalid' };
  }
  if (typeof value !== 'object' || value === null) return { status: 'invalid' };
  const v = value as Record<string, unknown>;
  const time = timeOf(v.timestamp);
  if (
    v.necessary !== true ||
    typeof v.analytics !== 'boolean' ||
    typeof v.marketing !== 'boolean' ||
    !Number.isFinite(time) ||
    time > now.getTime() + dayMs
  ) {
    return { status: 'invalid' };
  }
  if (now.getTime() - time > consentMaxAgeDays * dayMs) return { status: 'expired' };
  return {
    status: 'valid',
    record: {
      necessary: true,
      analytics: v.analytics,
      marketing: v.marketing,
      timestamp: new Date(time).toISOString(),
    },
  };
}

/** The optional scripts a consent allows: each is loaded once, only after its category is accepted. */
export const optionalScripts = [
  { category: 'analytics', src: '/scripts/analytics.js' },
  { category: 'marketing', src: '/scripts/marketing.js' },
] as const;

export function allowedScripts(record: ConsentRecord): string[] {
  return optionalScripts.filter((s) => record[s.category]).map((s) => s.src);
}
