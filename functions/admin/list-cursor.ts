import * as z from 'zod/mini';
import { applicationStatuses, type ApplicationStatus } from '../../shared/api/admin';
import { errorCodes } from '../../shared/api/errors';
import { HttpError } from '../lib/http';

/**
 * The list's cursors: opaque to the browser (base64url of a small JSON), checked on the way back in.
 * A position is the index sort key (`<createdAt>#<id>`) of the last item shown, exclusive; the next
 * page is a Query with `sk < position`, so no DynamoDB key ever leaves the server.
 *
 * - `status`: a page of the list by status; `positions` holds each status Query's place (absent: from
 *   the newest; `null`: that status has nothing older). "All" is the four status Queries merged.
 * - `search`: a page of an e-mail or name search (`query` is the normalised search it belongs to).
 * - `since`: the newest item an answer held (polling: only newer ones).
 */
const sortKey = z.string().check(z.maxLength(200));

const statusCursorSchema = z.object({
  kind: z.literal('status'),
  positions: z.partialRecord(z.enum(applicationStatuses), z.nullable(sortKey)),
});
const searchCursorSchema = z.object({
  kind: z.literal('search'),
  query: z.string().check(z.maxLength(300)),
  position: sortKey,
});
const sinceCursorSchema = z.object({ kind: z.literal('since'), newest: sortKey });

export type Positions = Partial<Record<ApplicationStatus, string | null>>;
export type StatusCursor = z.infer<typeof statusCursorSchema>;
export type SearchCursor = z.infer<typeof searchCursorSchema>;
export type SinceCursor = z.infer<typeof sinceCursorSchema>;
type Cursor = StatusCursor | SearchCursor | SinceCursor;

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify(cursor), 'utf8').toString('base64url');
}

function invalid(param: 'cursor' | 'since'): HttpError {
  return new HttpError(400, errorCodes.validation, 'The cursor is not valid for this list', [
    { path: param, message: 'admin.errors.cursor' },
  ]);
}

function decode<S extends z.ZodMiniType>(text: string, schema: S, param: 'cursor' | 'since'): z.infer<S> {
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

export function decodeStatusCursor(text: string): StatusCursor {
  return decode(text, statusCursorSchema, 'cursor');
}

/** A search cursor, which must belong to the same search (400 otherwise). */
export function decodeSearchCursor(text: string, query: string): SearchCursor {
  const cursor = decode(text, searchCursorSchema, 'cursor');
  if (cursor.query !== query) throw invalid('cursor');
  return cursor;
}

export function decodeSinceCursor(text: string): SinceCursor {
  return decode(text, sinceCursorSchema, 'since');
}
