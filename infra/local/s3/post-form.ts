/**
 * Reads a browser POST upload (multipart/form-data) the way S3 does: the form fields up to the `file`
 * part, then that part's content; anything after the file is ignored. The body is capped: past the cap
 * nothing more is kept (the rest is read and dropped) and the upload is refused as too large.
 */
import type { IncomingMessage } from 'node:http';
import busboy from 'busboy';
import { entityTooLarge, malformedPost } from './s3-error';

export interface PostFormField {
  readonly name: string;
  readonly value: string;
}

export interface PostFormFile {
  readonly filename: string;
  readonly contentType: string;
  readonly content: Buffer;
}

export interface PostForm {
  /** The fields before the file part, in order. */
  readonly fields: readonly PostFormField[];
  readonly file: PostFormFile | undefined;
}

/** Resolves with the form, or rejects with an S3RequestError (EntityTooLarge, MalformedPOSTRequest). */
export function readPostForm(req: IncomingMessage, maxBodyBytes: number): Promise<PostForm> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length']);
    let received = 0;
    let overflow = Number.isFinite(declared) && declared > maxBodyBytes;
    const fields: PostFormField[] = [];
    let file: PostFormFile | undefined;
    let fileSeen = false;
    let settled = false;
    const settle = (outcome: () => void): void => {
      if (settled) return;
      settled = true;
      outcome();
    };

    req.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (!overflow && received > maxBodyBytes) {
        overflow = true;
        req.unpipe(parser);
      }
    });
    req.on('end', () => {
      if (overflow) settle(() => reject(entityTooLarge(Math.max(received, declared || 0), maxBodyBytes)));
    });
    req.on('error', (e: unknown) => settle(() => reject(e)));
    req.on('close', () => {
      if (!req.complete) settle(() => reject(new Error('The client closed the upload before its end')));
    });

    const parser = createParser(req);
    if (!parser) {
      settle(() => reject(malformedPost()));
      req.resume();
      return;
    }
    parser.on('field', (name, value) => {
      if (fileSeen) return;
      if (name !== 'file') {
        fields.push({ name, value });
        return;
      }
      // busboy reads a part without a file name (and not octet-stream) as a field; S3 takes it as the file.
      fileSeen = true;
      file = { filename: '', contentType: 'text/plain', content: Buffer.from(value) };
    });
    parser.on('file', (name, stream, info) => {
      if (fileSeen || name !== 'file') {
        stream.resume();
        return;
      }
      fileSeen = true;
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        file = { filename: info.filename ?? '', contentType: info.mimeType, content: Buffer.concat(chunks) };
      });
    });
    parser.on('close', () => {
      if (!overflow) settle(() => resolve({ fields, file }));
    });
    parser.on('error', () => {
      if (overflow) return;
      settle(() => reject(malformedPost()));
      req.unpipe(parser);
      req.resume();
    });
    if (!overflow) req.pipe(parser);
    else req.resume();
  });
}

function createParser(req: IncomingMessage): busboy.Busboy | undefined {
  try {
    return busboy({
      headers: req.headers,
      defParamCharset: 'utf8',
      limits: { fieldSize: 1024 * 1024 },
    });
  } catch (e: unknown) {
    if (e instanceof Error) return undefined;
    throw e;
  }
}
