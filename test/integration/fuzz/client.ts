import { request } from 'node:http';

/**
 * One HTTP request from a random loopback address (127.x.y.z: each is another client to the rate
 * limits, as many travellers would be), answered with its status; never throws for a status.
 */
export interface FuzzRequest {
  readonly method: string;
  readonly path: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body?: string;
}

export function send(base: string, fuzz: FuzzRequest, client: number): Promise<number> {
  const url = new URL(base);
  const localAddress = `127.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255 || 1}`;
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: url.port,
        method: fuzz.method,
        path: fuzz.path,
        localAddress,
        headers: {
          host: url.host,
          ...fuzz.headers,
          ...(fuzz.body === undefined ? {} : { 'content-length': String(Buffer.byteLength(fuzz.body)) }),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.setTimeout(30_000, () => req.destroy(new Error(`${fuzz.method} ${fuzz.path}: no answer in 30 s`)));
    req.on('error', reject);
    req.end(fuzz.body);
  });
}
