// Paged lists (activity, bookings, reviews): `limit` items at a time and an opaque `cursor`, the
// `nextCursor` of the page before (null on the last page). A cursor is base64url text; the server
// checks that it is one it could have given for this list, and refuses anything else.
import * as z from 'zod';

export const PAGE_CURSOR_MAX_LENGTH = 1024;

export const pageCursorSchema = z
  .string()
  .max(PAGE_CURSOR_MAX_LENGTH, 'cursor is too long; start again without it')
  .regex(/^[A-Za-z0-9_-]+$/, 'cursor is not valid; start again without it');

/** A query's `limit`: a whole number from 1 to `max` (query strings arrive as text). */
export function pageLimitSchema(max: number) {
  return z.coerce
    .number({ error: 'limit must be a whole number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(max, `limit must be at most ${max}`);
}
