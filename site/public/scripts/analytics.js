// First-party stand-in for an analytics provider: none is configured, and none may load before consent.
// The cookie-consent script (site/scripts/consent.ts) loads this file only after analytics is accepted.
window.__etaAnalyticsLoaded = true;
