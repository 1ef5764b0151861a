import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as sesLocal from 'aws-ses-v2-local';
import { switchable, type Outage } from '../outage';

/**
 * The SES-compatible mail sink (aws-ses-v2-local): the real SESv2 client sends to it, and its web
 * viewer at `viewerUrl` shows every message with its attachments. Messages live in memory.
 */
export interface LocalSes {
  readonly endpoint: string;
  readonly viewerUrl: string;
  /** Takes the mail sink down and back (same port, the messages kept), for fault tests. */
  readonly outage: Outage;
  stop(): Promise<void>;
}

/** The account GetAccount answers (aws-ses-v2-local reads it from AWS_SES_ACCOUNT). */
const localAccount = {
  DedicatedIpAutoWarmupEnabled: false,
  Details: {
    AdditionalContactEmailAddresses: [],
    ContactLanguage: 'EN',
    MailType: 'TRANSACTIONAL',
    ReviewDetails: { CaseId: 'local', Status: 'GRANTED' },
    UseCaseDescription: 'Local development mail sink',
    WebsiteURL: 'http://localhost',
  },
  EnforcementStatus: 'HEALTHY',
  ProductionAccessEnabled: true,
  SendingEnabled: true,
  SendQuota: { Max24HourSend: 50000, MaxSendRate: 14, SentLast24Hours: 0 },
  SuppressionAttributes: { SuppressedReasons: [] },
};

type StartSes = (config?: { host?: string; port?: number }) => Promise<Server>;
// A CommonJS module: Node hands its exports object as the default, Vite its `default` export.
const startSesServer: StartSes =
  (sesLocal.default as unknown as { default?: StartSes }).default ?? (sesLocal.default as StartSes);

export async function startLocalSes(options: { host?: string; port?: number } = {}): Promise<LocalSes> {
  const host = options.host ?? '127.0.0.1';
  process.env.AWS_SES_ACCOUNT ??= JSON.stringify(localAccount);
  const server: Server = await startSesServer({ host, port: options.port ?? 0 });
  const { port } = server.address() as AddressInfo;
  const endpoint = `http://${host}:${port}`;
  const outage = switchable(server);
  return {
    endpoint,
    viewerUrl: `${endpoint}/`,
    outage,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        if (outage.down) resolve();
        else server.close(() => resolve());
      }),
  };
}
