import type { IncomingMessage, Server, ServerResponse } from 'node:http';

/**
 * A stand-in that can be taken down and brought back, with the same data, the same port and the same
 * clients: while it is down its port refuses connections and a request on a connection that was open
 * is cut off, as when the real service is unreachable. Used by the fault suite
 * (`test/integration/faults/`) to stop the store and the mail sink at the moments that matter.
 */
export interface Outage {
  readonly down: boolean;
  /** Stops answering: the port is closed and every later request is cut off. */
  stop(): void;
  /** Answers again on the same port. */
  start(): Promise<void>;
}

export function switchable(server: Server): Outage {
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('The server is not listening on TCP');
  const { port, address: host } = address;
  const handlers = server.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[];
  server.removeAllListeners('request');
  let down = false;
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (down) {
      req.socket.destroy();
      return;
    }
    for (const handler of handlers) handler.call(server, req, res);
  });
  return {
    get down() {
      return down;
    },
    stop() {
      if (down) return;
      down = true;
      // Requests under way finish; idle keep-alive connections close; new connections are refused.
      server.close();
      server.closeIdleConnections();
    },
    start() {
      if (!down) return Promise.resolve();
      return new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          server.off('error', reject);
          down = false;
          resolve();
        });
      });
    },
  };
}
