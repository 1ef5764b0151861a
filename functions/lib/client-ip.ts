import type { Context } from 'hono';

interface LambdaEnv {
  readonly event?: {
    readonly requestContext?: {
      readonly http?: { readonly sourceIp?: string };
      readonly identity?: { readonly sourceIp?: string };
    };
  };
}
interface NodeEnv {
  readonly incoming?: { readonly socket?: { readonly remoteAddress?: string } };
}

/** `::ffff:127.0.0.1` → `127.0.0.1`; anything else unchanged. */
function plain(address: string): string {
  return address.startsWith('::ffff:') && address.includes('.') ? address.slice(7) : address;
}

/** `CloudFront-Viewer-Address` is `ip:port` (IPv6 without brackets): drop the port. */
function viewerAddress(header: string | undefined): string | undefined {
  const value = header?.trim();
  if (!value) return undefined;
  const colon = value.lastIndexOf(':');
  return colon > 0 ? value.slice(0, colon) : value;
}

/**
 * The real address of the client, in both runtimes:
 * - Lambda (`lambdaHandler`, functions/lib/lambda.ts, which lets through only requests that came through
 *   CloudFront): the last `X-Forwarded-For` entry that is not the proxy that connected to API Gateway
 *   (CloudFront appends the viewer's address; entries a client wrote itself come before it);
 *   without that header, `CloudFront-Viewer-Address` (set by CloudFront when the origin request policy
 *   forwards CloudFront headers; the managed AllViewerExceptHostHeader policy does not); else API
 *   Gateway's `requestContext.http.sourceIp`.
 * - The local stack (`@hono/node-server`): the socket's remote address. Nothing sits in front of it,
 *   so forwarding headers are not trusted there.
 */
export function clientIp(c: Context): string {
  const env = (c.env ?? {}) as LambdaEnv & NodeEnv;
  const context = env.event?.requestContext;
  if (context !== undefined) {
    const sourceIp = context.http?.sourceIp ?? context.identity?.sourceIp;
    const forwarded = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter((s) => s !== '');
    while (forwarded.length > 1 && forwarded[forwarded.length - 1] === sourceIp) forwarded.pop();
    const address =
      forwarded[forwarded.length - 1] ?? viewerAddress(c.req.header('cloudfront-viewer-address')) ?? sourceIp;
    return address === undefined ? 'unknown' : plain(address);
  }
  const remote = env.incoming?.socket?.remoteAddress;
  return remote === undefined ? 'unknown' : plain(remote);
}

/** The client's user agent as sent, cut to a sane length. */
export function userAgent(c: Context): string {
  return (c.req.header('user-agent') ?? 'unknown').slice(0, 512);
}
