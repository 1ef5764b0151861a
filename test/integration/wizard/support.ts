import { randomInt } from 'node:crypto';
import { request } from 'node:http';
import { stagedUploadsPath } from '../../../shared/wizard/uploads';
import type { PresignedUpload } from '../../../shared/documents/rules';
import { origin } from '../applications/support';

/** A loopback source address of its own, so that rate-limit counters are not shared with other files. */
export const ownAddress = () => `127.${randomInt(1, 255)}.${randomInt(1, 255)}.${randomInt(2, 255)}`;

export interface Answer {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly json: unknown;
}

/** POSTs JSON to the local stack from `localAddress` (node:http: fetch cannot choose its source). */
export function postFrom(localAddress: string, path: string, body: unknown): Promise<Answer> {
  const text = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      new URL(path, origin),
      {
        method: 'POST',
        localAddress,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          resolve({ status: res.statusCode ?? 0, headers: res.headers, json: raw ? JSON.parse(raw) : null });
        });
      },
    );
    req.on('error', reject);
    req.end(text);
  });
}

/** Asks for a staged upload's presigned POST from `address`. */
export async function presignStaged(
  address: string,
  body: Record<string, unknown>,
): Promise<Answer & { upload: PresignedUpload }> {
  const answer = await postFrom(address, stagedUploadsPath, body);
  return { ...answer, upload: answer.json as PresignedUpload };
}
