import { mkdir, writeFile } from 'node:fs/promises';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type WebSocket from 'ws';
import { signedIn } from '../admin/support';
import { db } from '../applications/support';
import { newChat } from '../chat/support';
import { paidApplication } from '../documents/support';
import { stack } from '../support';
import { send } from './client';
import { fuzzEndpoints, type FuzzContext } from './endpoints';
import { invalidRecords } from './records';
import { openSocket, pingPong, sendCase, socketCases } from './socket';

/**
 * Property-based fuzzing (fast-check) of every public and admin HTTP endpoint and every WebSocket
 * action against the local stack: no answer is a 5xx, the process is alive after every socket case,
 * and nothing invalid is stored. `npm test` runs a bounded sample (FUZZ_RUNS per endpoint, default 20);
 * `npm run fuzz` the full run (docs/reliability.md).
 */
const runs = Number(process.env.FUZZ_RUNS ?? 20);
const socketRuns = Number(process.env.FUZZ_SOCKET_RUNS ?? runs * 10);
const seed = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);
const wsUrl = `${stack.url.replace(/^http/, 'ws')}/ws`;
const statuses = new Map<number, number>();
let httpCases = 0;
let socketCasesRun = 0;
let ctx: FuzzContext;

const placeholder: FuzzContext = {
  siteOrigin: stack.url,
  app: { id: '', accessToken: '', applicationNumber: '' },
  staffCookie: '',
  chatSessionId: '',
  gatewaySecret: '',
};

beforeAll(async () => {
  const [app, staff, chatSessionId] = await Promise.all([
    paidApplication(),
    signedIn('admin'),
    newChat('Fuzz visitor'),
  ]);
  ctx = {
    siteOrigin: stack.url,
    app,
    staffCookie: staff.cookie,
    chatSessionId,
    gatewaySecret: stack.gatewaySecret,
  };
}, 120_000);

afterAll(async () => {
  const report = {
    seed: seed ?? null,
    runsPerEndpoint: runs,
    endpoints: fuzzEndpoints(placeholder).length,
    httpCases,
    socketCases: socketCasesRun,
    statuses: Object.fromEntries([...statuses].sort(([a], [b]) => a - b)),
  };
  console.log(`fuzz: ${JSON.stringify(report)}`);
  await mkdir('test-results', { recursive: true });
  await writeFile('test-results/fuzz.json', `${JSON.stringify(report, null, 2)}\n`);
});

const timeout = Math.max(60_000, runs * 3_000);

describe('every public and admin HTTP endpoint, fuzzed', () => {
  for (const { name } of fuzzEndpoints(placeholder)) {
    it(
      `${name}: never answers 5xx`,
      async () => {
        const endpoint = fuzzEndpoints(ctx).find((e) => e.name === name);
        if (!endpoint) throw new Error(`no endpoint ${name}`);
        await fc.assert(
          fc.asyncProperty(endpoint.request, fc.nat(), async (request, client) => {
            const status = await send(stack.url, request, client);
            httpCases += 1;
            statuses.set(status, (statuses.get(status) ?? 0) + 1);
            expect(status, `${request.method} ${request.path.slice(0, 200)}`).toBeLessThan(500);
          }),
          { numRuns: runs, seed, endOnFailure: true },
        );
      },
      timeout,
    );
  }
});

describe('every WebSocket action, fuzzed', () => {
  it(
    'never stops the process: after every case the gateway still answers a ping',
    async () => {
      let control = await openSocket(wsUrl);
      let fuzzSocket: WebSocket | undefined;
      let sent = 0;
      await fc.assert(
        fc.asyncProperty(socketCases(ctx.chatSessionId), fc.boolean(), async (c, asAgent) => {
          if (!fuzzSocket || fuzzSocket.readyState !== fuzzSocket.OPEN || sent >= 20) {
            fuzzSocket?.terminate();
            fuzzSocket = await openSocket(
              asAgent ? `${wsUrl}?role=agent` : wsUrl,
              asAgent ? { cookie: ctx.staffCookie, origin: stack.url } : {},
            );
            sent = 0;
          }
          if (fuzzSocket) {
            sendCase(fuzzSocket, c);
            sent += 1;
          }
          socketCasesRun += 1;
          // A new control connection every 20 pings: one connection's own rate limit (burst 30) holds.
          if (!control || control.readyState !== control.OPEN || socketCasesRun % 20 === 0) {
            control?.terminate();
            control = await openSocket(wsUrl);
          }
          expect(control && (await pingPong(control, `alive-${socketCasesRun}`))).toBe(true);
        }),
        { numRuns: socketRuns, seed, endOnFailure: true },
      );
      fuzzSocket?.terminate();
      control?.terminate();
      const health = await fetch(`${stack.url}/api/health`);
      expect(health.status).toBe(200);
    },
    Math.max(120_000, socketRuns * 1_000),
  );
});

describe('the store after the fuzz', () => {
  it('holds no invalid record', async () => {
    expect(await invalidRecords(db, stack.tableName)).toEqual([]);
  }, 120_000);
});
