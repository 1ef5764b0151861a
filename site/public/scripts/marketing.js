// First-party stand-in for a marketing pixel: none is configured, and none may load before consent.
// The cookie-consent script (site/scripts/consent.ts) loads this file only after marketing is accepted.
window.__etaMarketingLoaded = true;
