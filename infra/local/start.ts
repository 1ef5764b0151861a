/**
 * `npm start`: the whole product on this machine. Builds the site when its sources changed, starts
 * the stand-ins and the server on http://localhost:4321 (PORT overrides), keeps data under .data/,
 * prints where everything is, and stops cleanly on Ctrl-C.
 */
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { buildSite, siteIsStale } from './site-build';
import { startLocalStack, type LocalStack } from './stack';
import { ensureLocalAdmin, localAdminBanner } from './local-admin';
import { removeRunningStack, writeRunningStack } from './running-stack';

const [major] = process.versions.node.split('.').map(Number);
if ((major ?? 0) < 22) {
  console.error(
    `Node ${process.versions.node} is too old: run through npm (npm start), which uses the pinned Node 22.`,
  );
  process.exit(1);
}

const root = fileURLToPath(new URL('../..', import.meta.url));
// SITE_DIR serves a site built elsewhere (tests, benchmarks) as it is, without rebuilding.
const siteDir = process.env.SITE_DIR ?? join(root, 'dist');
const port = process.env.PORT ? Number(process.env.PORT) : 4321;
const mailPort = process.env.MAIL_PORT ? Number(process.env.MAIL_PORT) : undefined;
const dataDir = process.env.LOCAL_DATA_DIR ?? join(root, '.data');
// Serves /__local/clock to move the functions' "now" by hand (infra/local/clock.ts).
const settableClock = process.env.LOCAL_SETTABLE_CLOCK === '1';
// The card gateway: the sandbox by default; `stripe` uses the Stripe SDK against the local stand-in.
const paymentGateway = process.env.LOCAL_PAYMENT_GATEWAY === 'stripe' ? 'stripe' : 'sandbox';
const started = performance.now();

if (!process.env.SITE_DIR && (await siteIsStale(root, siteDir))) {
  console.log('Building the site (astro build)...');
  await buildSite(root);
}

let stack: LocalStack;
try {
  stack = await startLocalStack({ port, mailPort, siteDir, dataDir, settableClock, paymentGateway });
} catch (e: unknown) {
  const code = (e as { code?: unknown }).code;
  if (code === 'EADDRINUSE')
    console.error(`Port ${port} is in use. Stop what runs there, or start with PORT=<other> npm start.`);
  else console.error(e);
  process.exit(1);
}

// The staff command (npm run staff) talks to this process while it runs (it owns the data directory).
await writeRunningStack(dataDir, {
  pid: process.pid,
  url: stack.url,
  dynamodbEndpoint: stack.endpoints.dynamodb,
  tableName: stack.tableName,
});
const dynamo = new DynamoDBClient({
  region: 'eu-west-1',
  endpoint: stack.endpoints.dynamodb,
  credentials: stack.credentials,
});
const admin = await ensureLocalAdmin(
  { db: DynamoDBDocumentClient.from(dynamo), tableName: stack.tableName },
  dataDir,
);
dynamo.destroy();

const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(`
  Kenya eTA is running (ready in ${seconds}s)

  Site and API   ${stack.url}
  Arabic (RTL)   ${stack.url}/ar/
  Health         ${stack.url}/api/health
  Mail viewer    ${stack.mailViewerUrl}   (every e-mail the product sends lands here)
  Data           ${dataDir}   (delete it to start afresh)
  Card payments  ${stack.stripe ? `Stripe SDK against the local stand-in ${stack.stripe.standIn.url} (card 4242 4242 4242 4242)` : 'sandbox gateway (LOCAL_PAYMENT_GATEWAY=stripe for the Stripe stand-in)'}

${localAdminBanner(admin, stack.url)}

  Press Ctrl-C to stop.
`);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: stopping...`);
  await removeRunningStack(dataDir);
  await stack.stop();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
