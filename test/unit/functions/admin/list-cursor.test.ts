import { describe, expect, it } from 'vitest';
import { decodeChangesCursor, decodeViewCursor, encodeCursor } from '../../../../functions/admin/list-cursor';
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
  it('round-trip a page position of each view, a finished view included', () => {
    const cursor = { kind: 'view', positions: { ready_for_review: position, decided: null } } as const;
    const text = encodeCursor(cursor);
    expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeViewCursor(text)).toEqual(cursor);
  });

  it('round-trip a polling position in the change records', () => {
    expect(decodeChangesCursor(encodeCursor({ kind: 'changes', after: position }))).toEqual({
      kind: 'changes',
      after: position,
    });
  });

  it('refuse a cursor of another kind, garbage, or a forged shape with 400 on the parameter', () => {
    const changes = encodeCursor({ kind: 'changes', after: position });
    expect(refusal(() => decodeViewCursor(changes)).issues).toEqual([
      { path: 'cursor', message: 'admin.errors.cursor' },
    ]);
    expect(refusal(() => decodeChangesCursor('not a cursor!')).issues?.[0]?.path).toBe('changes');
    const forged = Buffer.from(JSON.stringify({ kind: 'view', positions: { deleted: 'x' } })).toString(
      'base64url',
    );
    expect(refusal(() => decodeViewCursor(forged)).status).toBe(400);
    expect(refusal(() => decodeViewCursor(Buffer.from('{').toString('base64url'))).status).toBe(400);
  });
});
