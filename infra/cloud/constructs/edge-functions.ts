/**
 * Source of the CloudFront Functions (viewer request, runtime cloudfront-js-2.0). Kept as plain
 * JavaScript strings so tests can run exactly the code CloudFront runs.
 */

/**
 * Serves the static build's directory pages: `/faq` → `/faq/index.html`, `/ar/` → `/ar/index.html`,
 * `/` → `/index.html`. Paths whose last segment has a dot (`/_astro/app.js`) are left alone.
 */
export const directoryIndexCode = `
function handler(event) {
  var request = event.request;
  var uri = request.uri;
  if (uri.charAt(uri.length - 1) === '/') {
    request.uri = uri + 'index.html';
  } else if (uri.lastIndexOf('.') < uri.lastIndexOf('/') + 1) {
    request.uri = uri + '/index.html';
  }
  return request;
}
`;

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
