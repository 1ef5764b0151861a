/**
 * The security headers of every response, from one source: the local server (`infra/local/stack.ts`)
 * sends exactly these, and the CloudFront response-headers policy (`infra/cloud/constructs/site.ts`) is
 * built from them; a test compares the two (`test/integration/local/security-headers.test.ts`).
 *
 * The Content-Security-Policy allows only what the site really uses: scripts and styles from its own
 * origin plus the hashes of the inline ones Astro emits (`inline-hashes.ts`, read from the built HTML),
 * island modules and optional scripts from the origin, the chat's WebSocket, the upload bucket for the
 * presigned POSTs, images from the origin and `data:`/`blob:` URLs (the signature preview), no frames,
 * no plugins, and no page may frame the site.
 *
 * The passport scan and photo check (`site/lib/passport/`) compile WebAssembly (the OCR core, the
 * face detector's tfjs backend, PDF.js's decoders), all fetched from the site's own origin: that needs
 * `'wasm-unsafe-eval'` in `script-src`, which lets a page compile WebAssembly and nothing else (no JS
 * `eval`, no new script source); without it the OCR worker cannot start. Their workers (the OCR worker,
 * PDF.js's) are same-origin script files, never `blob:` URLs, so `worker-src` is `'self'` alone. The
 * policy is one for the whole site (one CloudFront response-headers policy), so these hold on every page;
 * only the details and documents pages load anything that uses them, and only when a scan starts.
 *
 * To allow more, add sources to `cspDirectives`' lists.
 */
export interface SecurityHeaderSources {
  /** `'sha256-…'` of every inline `<script>` of the built site. */
  readonly scriptHashes: readonly string[];
  /** `'sha256-…'` of every inline `<style>` of the built site. */
  readonly styleHashes: readonly string[];
  /** The chat's socket on the site's own host: `ws://localhost:4321`, `wss://eta.example.com`. */
  readonly socketOrigin: string;
  /** Where the browser posts uploads (presigned POST): the S3 stand-in's URL, the bucket's regional domain. */
  readonly uploadOrigin: string;
  /** HTTPS only: HSTS and `upgrade-insecure-requests`. */
  readonly https: boolean;
}

export type CspDirectives = Readonly<Record<string, readonly string[]>>;

export function cspDirectives(sources: SecurityHeaderSources): CspDirectives {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'wasm-unsafe-eval'", ...sources.scriptHashes],
    'style-src': ["'self'", ...sources.styleHashes],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'"],
    'worker-src': ["'self'"],
    'connect-src': ["'self'", sources.socketOrigin, sources.uploadOrigin],
    'form-action': ["'self'"],
    'frame-src': ["'none'"],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'manifest-src': ["'self'"],
    ...(sources.https ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

export function contentSecurityPolicy(directives: CspDirectives): string {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
}

/** Every browser feature the site does not use is off; the camera is the site's own (passport scan). */
export const permissionsPolicy = [
  'camera=(self)',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'bluetooth=()',
  'hid=()',
  'midi=()',
  'magnetometer=()',
  'gyroscope=()',
  'accelerometer=()',
  'display-capture=()',
  'browsing-topics=()',
].join(', ');

export const hstsMaxAgeSeconds = 365 * 24 * 60 * 60;

/** The headers themselves, by name. */
export function securityHeaders(sources: SecurityHeaderSources): Readonly<Record<string, string>> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(cspDirectives(sources)),
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': permissionsPolicy,
    ...(sources.https
      ? { 'Strict-Transport-Security': `max-age=${hstsMaxAgeSeconds}; includeSubDomains` }
      : {}),
  };
}
