import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { startLocalDynamo, type LocalDynamo } from './dynamo';
import type { Outage } from './outage';
import { startReconcileTimer } from './reconcile-timer';
import type { ReconcileReport } from '../../functions/payments/reconcile';
import { ensureTable } from './resources';
import { startLocalS3, type LocalS3 } from './s3';
import { startLocalSes, type LocalSes } from './ses';
import { createStaticSite } from './static-site';
import { startScheduledJob } from './scheduled-job';
import { startWebSocketGateway, type SocketRouter } from './websocket-gateway';
import { createSandboxGatewayApp, sandboxBasePath } from './sandbox-gateway/app';
import { startStripeStandIn, type StripeStandIn } from './stripe-stand-in/server';
import { paymentCallbackPath } from '../../shared/api/payments';
import { localGatewaySecret, localPersonalLinkSecret, localTotpKey } from './sandbox-gateway/secret';
import { localBucketName, localCredentials, localTableName } from './names';
import { createLocalClockApp, localClockPath } from './clock';
import { createLocalSesEventsApp, localSesEventsPath } from './ses-events';
import { createLocalStoreFaultsApp, localStoreFaultsPath } from './store-faults';
// The gateway and the functions share one time, also when a test moves the stack's clock on.
import { now as functionsNow } from '../../functions/lib/clock';
import { documentsLifecycleRules } from '../../functions/lib/document-retention';
import { company } from '../../shared/public/company';
import { securityHeaders } from '../security/headers';
import { inlineHashesOfSite } from '../security/inline-hashes';

export interface LocalStackOptions {
  /** Port of the site, API and /ws origin; 0 picks a free one. Default 4321. */
  readonly port?: number;
  /** Port of the mail viewer; 0 picks a free one. Default 8005, or a free one when that is taken. */
  readonly mailPort?: number;
  /** Where DynamoDB and S3 keep their data; undefined keeps it in memory / a temp dir. */
  readonly dataDir?: string;
  /** The built site (Astro's dist/). */
  readonly siteDir: string;
  /**
   * The payment reconciliation's timer, as the EventBridge rule in the cloud: every `intervalMs`
   * (default 60 s; 0: no timer, `reconcileNow()` still works), for payments pending longer than
   * `afterMs` (default 5 minutes). Tests shorten both rather than wait minutes.
   */
  readonly reconcile?: { readonly intervalMs?: number; readonly afterMs?: number };
  /**
   * Serve the settable clock (`infra/local/clock.ts`, `/__local/clock`): tests move the functions'
   * "now" instead of waiting. Off by default; `npm start` turns it on with `LOCAL_SETTABLE_CLOCK=1`.
   */
  readonly settableClock?: boolean;
  /**
   * Serve `/__local/store-faults` (`infra/local/store-faults.ts`): an end-to-end test makes the store
   * refuse its own application's writes. Off by default.
   */
  readonly storeFaults?: boolean;
  /**
   * The card gateway the functions use: `sandbox` (default) or `stripe`, the real Stripe SDK pointed
   * at the local Stripe stand-in (`infra/local/stripe-stand-in/`). `npm start` reads
   * `LOCAL_PAYMENT_GATEWAY`.
   */
  readonly paymentGateway?: 'sandbox' | 'stripe';
}

export interface LocalStack {
  readonly url: string;
  readonly mailViewerUrl: string;
  readonly endpoints: { readonly dynamodb: string; readonly s3: string; readonly ses: string };
  readonly tableName: string;
  readonly bucketName: string;
  readonly credentials: { readonly accessKeyId: string; readonly secretAccessKey: string };
  /** The sandbox gateway's secret (tests sign callbacks with it). Never served to the browser. */
  readonly gatewaySecret: string;
  /** With `paymentGateway: 'stripe'`: the Stripe stand-in, its keys (tests sign webhooks with them). */
  readonly stripe?: {
    readonly standIn: StripeStandIn;
    readonly secretKey: string;
    readonly webhookSecret: string;
  };
  /** The stand-ins a fault test takes down and back (`infra/local/outage.ts`), and the store's answers. */
  readonly faults: {
    readonly store: Outage;
    readonly mail: Outage;
    readonly onStoreAnswer: LocalDynamo['onAnswer'];
  };
  /** One run of the payment reconciliation now (what the timer runs). */
  reconcileNow(): Promise<ReconcileReport>;
  /** The personal links' signing secret (tests forge and expire tokens with it). Never served. */
  readonly personalLinkSecret: string;
  /** The key that seals staff TOTP secrets (tests enrol accounts with it). Never served. */
  readonly totpKey: string;
  stop(): Promise<void>;
}

export { localBucketName, localCredentials, localTableName };
const region = 'eu-west-1';

/**
 * The sandbox gateway's hosted page stands in for a third party's page: its own strict policy (one
 * inline stylesheet, a form that posts back to itself), not the site's.
 */
const sandboxHeaders = {
  'Content-Security-Policy':
    "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
};

function setHeaders(res: ServerResponse, headers: Readonly<Record<string, string>>): void {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

async function startSes(mailPort: number | undefined): Promise<LocalSes> {
  if (mailPort !== undefined) return startLocalSes({ port: mailPort });
  try {
    return await startLocalSes({ port: 8005 });
  } catch {
    return startLocalSes({ port: 0 });
  }
}

/**
 * One API for the local origin that hands each request to its concern's own app, as API Gateway hands
 * it to the concern's function: each app's middleware (its log scope) runs for its own routes only.
 */
function mountConcerns(apps: readonly { readonly app: Hono }[]): Hono {
  const api = new Hono();
  for (const { app } of apps) {
    for (const route of app.routes) {
      if (route.method === 'ALL') continue; // the app's own middleware, run by its fetch below
      api.on(route.method, route.path, (c) => app.fetch(c.req.raw, c.env));
    }
  }
  return api;
}

interface FrontHandlers {
  readonly request: (req: IncomingMessage, res: ServerResponse) => void;
  readonly upgrade: (req: IncomingMessage, socket: Duplex, head: Buffer) => void;
}

/** The public origin's server; it hands every request to the stack once the stack is ready. */
function frontServer(handlers: Promise<FrontHandlers>): Server {
  const server = createServer();
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    handlers.then(
      (h) => h.request(req, res),
      () => res.writeHead(503, { 'Content-Type': 'text/plain' }).end('The local stack is not running.'),
    );
  });
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    handlers.then(
      (h) => h.upgrade(req, socket, head),
      () => socket.destroy(),
    );
  });
  return server;
}

/**
 * The whole product on one machine: the stand-ins (DynamoDB, S3, SES), the tables and buckets,
 * then the same Hono apps and WebSocket handlers as in the cloud, and the built site, on one origin.
 */
export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  const stops: (() => Promise<void>)[] = [];
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop().catch(() => undefined);
  };
  // The inline scripts and styles of the built site, for the CSP: read while the stand-ins start.
  const inlineHashes = inlineHashesOfSite(options.siteDir);
  try {
    // The public origin first: its port is part of the configuration (CORS, links in mails).
    // Requests that arrive while the stack is still starting wait for it (or get 503 if it fails).
    const ready = Promise.withResolvers<FrontHandlers>();
    ready.promise.catch(() => undefined);
    stops.push(async () => ready.reject(new Error('stopped')));
    const server = frontServer(ready.promise);
    const port = await listen(server, options.port ?? 4321, '127.0.0.1');
    stops.push(() => new Promise((r) => (server.closeAllConnections(), server.close(() => r()))));
    const url = `http://localhost:${port}`;
    const server6 = frontServer(ready.promise);
    await listen(server6, port, '::1').then(
      () => stops.push(() => new Promise((r) => (server6.closeAllConnections(), server6.close(() => r())))),
      () => undefined, // no IPv6 loopback here: 127.0.0.1 is enough
    );

    const ses = await startSes(options.mailPort);
    stops.push(() => ses.stop());
    const dynamo: LocalDynamo = await startLocalDynamo({
      dataDir: options.dataDir && join(options.dataDir, 'dynamodb'),
    });
    stops.push(() => dynamo.stop());
    const s3: LocalS3 = await startLocalS3({
      dataDir: options.dataDir && join(options.dataDir, 's3'),
      buckets: [{ name: localBucketName, allowedOrigins: [url], lifecycleRules: documentsLifecycleRules }],
      credentials: localCredentials,
    });
    stops.push(() => s3.stop());

    // Sockets are refused (503) until the handlers are loaded below.
    let router: SocketRouter = { dispatch: () => Promise.resolve({ statusCode: 503 }), routes: [] };
    const gateway = await startWebSocketGateway({ router: () => router });
    stops.push(() => gateway.stop());

    // The sandbox payment gateway: its hosted page on the public origin, like a real gateway's page.
    const gatewaySecret = await localGatewaySecret(options.dataDir);
    const sandboxGateway = createSandboxGatewayApp({
      secret: gatewaySecret,
      now: functionsNow,
      ...(options.dataDir ? { ledgerFile: join(options.dataDir, 'sandbox-payments.json') } : {}),
    });
    // Stripe, when chosen: the real SDK talks to the stand-in on its own port (its page is its own origin).
    const stripe =
      options.paymentGateway === 'stripe'
        ? {
            secretKey: `sk_test_${createHash('sha256').update(`key:${gatewaySecret}`).digest('hex').slice(0, 24)}`,
            webhookSecret: `whsec_${createHash('sha256').update(`hook:${gatewaySecret}`).digest('hex').slice(0, 32)}`,
          }
        : undefined;
    const stripeStandIn = stripe
      ? await startStripeStandIn({ ...stripe, webhookUrl: `${url}${paymentCallbackPath}`, now: functionsNow })
      : undefined;
    if (stripeStandIn) stops.push(() => stripeStandIn.stop());
    const personalLinkSecret = await localPersonalLinkSecret(options.dataDir);
    const totpKey = await localTotpKey(options.dataDir);

    // The functions read their configuration once, at import: set it first.
    Object.assign(process.env, {
      AWS_REGION: region,
      AWS_ACCESS_KEY_ID: localCredentials.accessKeyId,
      AWS_SECRET_ACCESS_KEY: localCredentials.secretAccessKey,
      AWS_EC2_METADATA_DISABLED: 'true',
      TABLE_NAME: localTableName,
      BUCKET_NAME: localBucketName,
      MAIL_FROM: 'no-reply@kenya-eta.localhost',
      // The support inbox of config/company.json, as in the cloud: mail stays in the local viewer.
      SUPPORT_EMAIL: company.supportEmail,
      // Mails carry their configuration set and tags, as in the cloud; their bounces and complaints
      // come back through `POST /__local/ses-events` (infra/local/ses-events.ts).
      MAIL_CONFIGURATION_SET: 'kenya-eta-local',
      SITE_ORIGIN: url,
      DYNAMODB_ENDPOINT: dynamo.endpoint,
      S3_ENDPOINT: s3.endpoint,
      SES_ENDPOINT: ses.endpoint,
      WS_MANAGEMENT_ENDPOINT: gateway.managementEndpoint,
      ...(stripe && stripeStandIn
        ? {
            PAYMENT_GATEWAY: 'stripe',
            STRIPE_API_URL: stripeStandIn.url,
            PAYMENT_GATEWAY_SECRET: JSON.stringify(stripe),
          }
        : {
            PAYMENT_GATEWAY: 'sandbox',
            PAYMENT_GATEWAY_URL: `${url}${sandboxBasePath}`,
            PAYMENT_GATEWAY_SECRET: gatewaySecret,
          }),
      PERSONAL_LINK_SECRET: personalLinkSecret,
      TOTP_SECRET_KEY: totpKey,
    });

    const admin = new DynamoDBClient({ region, endpoint: dynamo.endpoint, credentials: localCredentials });
    await ensureTable(admin, localTableName);
    admin.destroy();

    const [{ httpApps }, socket, mailEvents] = await Promise.all([
      import('../../functions/http-apps'),
      import('../../functions/socket/routes'),
      import('../../functions/mail-events/lambda'),
    ]);
    router = { dispatch: socket.dispatchSocketEvent, routes: Object.keys(socket.socketRoutes) };
    const reconciliation = await startReconcileTimer(options.reconcile ?? {});
    stops.push(() => reconciliation.stop());

    // The cloud's scheduled jobs (EventBridge rules): the retention job (hourly there, every 5 minutes
    // here) and the chat's idle rule (every minute there, every 5 seconds here).
    const [{ purgeTestData }, { closeIdleChats }, { postToConnection }, { db }, aws, clock] =
      await Promise.all([
        import('../../functions/retention/purge-test-data'),
        import('../../functions/socket/idle-chats'),
        import('../../functions/socket/management'),
        import('../../functions/lib/aws/dynamodb'),
        import('../../functions/lib/aws/s3'),
        import('../../functions/lib/clock'),
      ]);
    const retention = startScheduledJob(
      'retention job',
      () =>
        purgeTestData({
          db,
          tableName: localTableName,
          s3: aws.s3,
          bucketName: localBucketName,
          now: clock.now,
        }),
      5 * 60_000,
    );
    stops.push(() => retention.stop());
    const idleChats = startScheduledJob(
      'chat idle rule',
      () =>
        closeIdleChats({
          db,
          tableName: localTableName,
          now: clock.now,
          post: (connectionId, frame) => postToConnection(gateway.managementEndpoint, connectionId, frame),
        }),
      5_000,
    );
    stops.push(() => idleChats.stop());

    const api = mountConcerns(httpApps);
    api.all('/api/*', (c) => c.json({ error: 'not_found', message: 'No such API route' }, 404));
    const apiListener = getRequestListener(api.fetch);
    const sandboxListener = getRequestListener(sandboxGateway.fetch);
    const clockListener = options.settableClock ? getRequestListener(createLocalClockApp().fetch) : undefined;
    const storeFaultsListener = options.storeFaults
      ? getRequestListener(createLocalStoreFaultsApp((text) => dynamo.refuseWritesContaining(text)).fetch)
      : undefined;
    const sesEventsListener = getRequestListener(createLocalSesEventsApp((e) => mailEvents.handler(e)).fetch);
    const site = createStaticSite(options.siteDir);
    // The same headers as CloudFront's response-headers policy (infra/security/headers.ts).
    const headers = securityHeaders({
      ...(await inlineHashes),
      socketOrigin: url.replace(/^http/, 'ws'),
      uploadOrigin: new URL(s3.endpoint).origin,
      https: false,
    });
    const onRequest = (req: IncomingMessage, res: ServerResponse) => {
      const path = (req.url ?? '/').split('?')[0] ?? '/';
      if (path.startsWith(`${sandboxBasePath}/`)) {
        setHeaders(res, sandboxHeaders);
        return void sandboxListener(req, res);
      }
      setHeaders(res, headers);
      if (path === '/api' || path.startsWith('/api/')) void apiListener(req, res);
      else if (clockListener && path === localClockPath) void clockListener(req, res);
      else if (path === localSesEventsPath) void sesEventsListener(req, res);
      else if (storeFaultsListener && path === localStoreFaultsPath) void storeFaultsListener(req, res);
      else void site(req, res);
    };
    ready.resolve({
      request: onRequest,
      upgrade: (req, sock, head) => {
        if ((req.url ?? '').split('?')[0] === '/ws') void gateway.handleUpgrade(req, sock, head);
        else sock.destroy();
      },
    });

    return {
      url,
      mailViewerUrl: ses.viewerUrl,
      endpoints: { dynamodb: dynamo.endpoint, s3: s3.endpoint, ses: ses.endpoint },
      tableName: localTableName,
      bucketName: localBucketName,
      credentials: localCredentials,
      gatewaySecret,
      ...(stripe && stripeStandIn ? { stripe: { ...stripe, standIn: stripeStandIn } } : {}),
      faults: {
        store: dynamo.outage,
        mail: ses.outage,
        onStoreAnswer: (listener) => dynamo.onAnswer(listener),
      },
      reconcileNow: () => reconciliation.runNow(),
      personalLinkSecret,
      totpKey,
      stop: stopAll,
    };
  } catch (e: unknown) {
    await stopAll();
    throw e;
  }
}
