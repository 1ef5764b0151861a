import * as z from 'zod/mini';
import { queueViews, type QueueView } from '../../shared/api/admin';
import { errorCodes } from '../../shared/api/errors';
import { HttpError } from '../lib/http';

/**
 * The list's cursors: opaque to the browser (base64url of a small JSON), checked on the way back in.
 * A position is the index sort key (`<createdAt>#<id>`) of the last item shown, exclusive; the next
 * page is a Query with `sk < position`, so no DynamoDB key ever leaves the server.
 *
 * - `view`: a page of the queue; `positions` holds each view Query's place (absent: from the start;
 *   `null`: that view has nothing more). "All" is the five view Queries merged, newest first.
 * - `changes`: the last change record an answer took into account (polling: the changes after it).
 */
const sortKey = z.string().check(z.maxLength(200));

const viewCursorSchema = z.object({
  kind: z.literal('view'),
  positions: z.partialRecord(z.enum(queueViews), z.nullable(sortKey)),
});
const changesCursorSchema = z.object({ kind: z.literal('changes'), after: sortKey });

export type Positions = Partial<Record<QueueView, string | null>>;
export type ViewCursor = z.infer<typeof viewCursorSchema>;
export type ChangesCursor = z.infer<typeof changesCursorSchema>;
type Cursor = ViewCursor | ChangesCursor;

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify(cursor), 'utf8').toString('base64url');
}

function invalid(param: 'cursor' | 'changes'): HttpError {
  return new HttpError(400, errorCodes.validation, 'The cursor is not valid for this list', [
    { path: param, message: 'admin.errors.cursor' },
  ]);
}

function decode<S extends z.ZodMiniType>(text: string, schema: S, param: 'cursor' | 'changes'): z.infer<S> {
  let json: unknown;
  try {
    if (!/^[A-Za-z0-9_-]*$/.test(text)) throw invalid(param);
    json = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw invalid(param);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw invalid(param);
  return parsed.data;
}

export function decodeViewCursor(text: string): ViewCursor {
  return decode(text, viewCursorSchema, 'cursor');
}

export function decodeChangesCursor(text: string): ChangesCursor {
  return decode(text, changesCursorSchema, 'changes');
}
