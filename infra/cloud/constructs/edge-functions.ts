/**
 * Source of the CloudFront Functions (runtime cloudfront-js-2.0). Kept as plain JavaScript strings so
 * tests can run exactly the code CloudFront runs.
 */

/** CloudFront refuses a function whose code is larger than 10 KB. */
export const cloudFrontFunctionMaxBytes = 10 * 1024;

/** What the site functions know of the site: its page base paths and its prefixed locales. */
export interface SitePages {
  /** Base paths without locale prefix (`/`, `/faq`, `/kenya-eta-admin/chat`), see `sitePagePaths`. */
  readonly paths: readonly string[];
  /** Locale codes that prefix a path (`ar` for `/ar/faq`); the default locale is unprefixed. */
  readonly prefixedLocales: readonly string[];
}

const pagePathPattern = /^\/(?:[A-Za-z0-9_~-]+(?:\/[A-Za-z0-9_~-]+)*)?$/;
const localePattern = /^[a-z]{2,3}(?:-[A-Za-z0-9]+)*$/;

/** A lookup object literal (`{"/faq":1}`): compared with `=== 1`, so `constructor` is never a hit. */
const lookup = (keys: readonly string[]) => JSON.stringify(Object.fromEntries(keys.map((k) => [k, 1])));

/**
 * The routing both site functions share: `route(uri)` gives the object key the site serves for a
 * viewer URI and whether that is a missing page. A path whose last segment has a dot is a file, served
 * as it is (missing only if it is a 404 page itself); a known page is its directory index
 * (`/faq` → `/faq/index.html`, `/ar/` → `/ar/index.html`); anything else is the 404 page of the
 * path's locale (the first segment when it is a prefixed locale, else the default): `/ar/nope` →
 * `/ar/404/index.html`, `/nope` → `/404.html` (`notFoundPageKey` in `site-pages.ts`).
 */
function routeCode({ paths, prefixedLocales }: SitePages): string {
  for (const path of paths) {
    if (!pagePathPattern.test(path)) throw new Error(`Invalid page path for CloudFront: ${path}`);
  }
  for (const code of prefixedLocales) {
    if (!localePattern.test(code)) throw new Error(`Invalid locale code for CloudFront: ${code}`);
  }
  return `
var pages = ${lookup(paths)};
var locales = ${lookup(prefixedLocales)};
function route(uri) {
  var first = uri.split('/')[1];
  var prefix = locales[first] === 1 ? '/' + first : '';
  var notFound = prefix ? prefix + '/404/index.html' : '/404.html';
  if (uri.slice(uri.lastIndexOf('/') + 1).indexOf('.') !== -1) {
    return { uri: uri, missing: uri === notFound };
  }
  var page = uri.slice(prefix.length) || '/';
  if (page.length > 1 && page.charAt(page.length - 1) === '/') page = page.slice(0, -1);
  if (pages[page] === 1) {
    return { uri: prefix + (page === '/' ? '' : page) + '/index.html', missing: false };
  }
  return { uri: notFound, missing: true };
}
`;
}

function checkSize(code: string): string {
  const bytes = Buffer.byteLength(code);
  if (bytes >= cloudFrontFunctionMaxBytes) {
    throw new Error(
      `CloudFront Function code is ${bytes} bytes, over the ${cloudFrontFunctionMaxBytes} limit`,
    );
  }
  return code;
}

/**
 * Viewer request on the site: a known page is served from its directory index, a missing page from
 * the 404 page of its language (so no distribution-wide error response is needed, and the API's own
 * JSON 404s pass through untouched), files as they are.
 */
export function siteRequestCode(site: SitePages): string {
  return checkSize(`${routeCode(site)}
function handler(event) {
  var request = event.request;
  request.uri = route(request.uri).uri;
  return request;
}
`);
}

/**
 * Viewer response on the site: the 404 page served for a missing page answers 404 Not Found. Whether
 * CloudFront hands over the viewer's URI (`/ar/nope`) or the rewritten one (`/ar/404/index.html`),
 * `route` says missing for both; a known page or a file keeps the origin's status, and only a 200 is
 * changed (a 403, 500 or 304 from the origin stays as it is).
 */
export function siteResponseCode(site: SitePages): string {
  return checkSize(`${routeCode(site)}
function handler(event) {
  var response = event.response;
  if (response.statusCode === 200 && route(event.request.uri).missing) {
    response.statusCode = 404;
    response.statusDescription = 'Not Found';
  }
  return response;
}
`);
}

/**
 * API Gateway accepts a WebSocket handshake only on the stage path itself (`/prod`), never on a path
 * below it, so the viewer's `/ws` is rewritten to exactly the stage path (query string untouched).
 */
export function webSocketPathCode(stageName: string): string {
  if (!/^[A-Za-z0-9_-]+$/.test(stageName)) throw new Error(`Invalid WebSocket stage name: ${stageName}`);
  return `
function handler(event) {
  var request = event.request;
  request.uri = '/${stageName}';
  return request;
}
`;
}
