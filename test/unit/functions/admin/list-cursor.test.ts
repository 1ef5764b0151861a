import { describe, expect, it } from 'vitest';
import {
  decodeSearchCursor,
  decodeSinceCursor,
  decodeStatusCursor,
  encodeCursor,
} from '../../../../functions/admin/list-cursor';
import { HttpError } from '../../../../functions/lib/http';

const position = '2026-03-02T08:00:00.000Z#b2b0a7c8-0000-4000-8000-000000000001';

function refusal(work: () => unknown): HttpError {
  try {
    work();
  } catch (e: unknown) {
    if (e instanceof HttpError) return e;
    throw e;
  }
  throw new Error('no error thrown');
}

describe('list cursors', () => {
  it('round-trip a page position of each status, a finished status included', () => {
    const cursor = { kind: 'status', positions: { pending: position, approved: null } } as const;
    const text = encodeCursor(cursor);
    expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeStatusCursor(text)).toEqual(cursor);
  });

  it('round-trip a polling position', () => {
    expect(decodeSinceCursor(encodeCursor({ kind: 'since', newest: position }))).toEqual({
      kind: 'since',
      newest: position,
    });
  });

  it('refuse a search cursor of another search', () => {
    const text = encodeCursor({ kind: 'search', query: 'name:otieno', position });
    expect(decodeSearchCursor(text, 'name:otieno').position).toBe(position);
    expect(refusal(() => decodeSearchCursor(text, 'name:kamau')).status).toBe(400);
  });

  it('refuse a cursor of another kind, garbage, or a forged shape with 400 on the parameter', () => {
    const since = encodeCursor({ kind: 'since', newest: position });
    expect(refusal(() => decodeStatusCursor(since)).issues).toEqual([
      { path: 'cursor', message: 'admin.errors.cursor' },
    ]);
    expect(refusal(() => decodeSinceCursor('not a cursor!')).issues?.[0]?.path).toBe('since');
    const forged = Buffer.from(JSON.stringify({ kind: 'status', positions: { deleted: 'x' } })).toString(
      'base64url',
    );
    expect(refusal(() => decodeStatusCursor(forged)).status).toBe(400);
    expect(refusal(() => decodeStatusCursor(Buffer.from('{').toString('base64url'))).status).toBe(400);
  });
});
