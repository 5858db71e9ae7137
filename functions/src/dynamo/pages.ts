// One page of a DynamoDB Query, for the lists a member pages through (activity, bookings, reviews):
// Query with Limit and ExclusiveStartKey, so a page reads about as many items as it shows however
// long the list is. The cursor handed out is the base64url of the last shown item's key; one sent
// back is accepted only if it has exactly that key's shape and lies inside the list asked for.
import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { InvalidInputError } from '../errors';
import { documentClient } from './client';

export interface Page {
  items: Record<string, unknown>[];
  /** Where the next page starts (opaque to clients), or null after the last item. */
  nextCursor: string | null;
}

export interface PageRequest {
  limit: number;
  cursor: string | undefined;
}

/** What a cursor of this list must be: its key attributes, and a check that it lies in the list. */
export interface CursorShape {
  names: readonly string[];
  accepts(key: Record<string, string>): boolean;
}

/** Reads a filtered list at most this many times per page; a page cut short still has its cursor. */
const MAX_READS_PER_PAGE = 4;
const MAX_KEY_VALUE_LENGTH = 1024;

/**
 * Up to `limit` items of `query` after the cursor. One item more is read to tell whether there is a
 * next page, so the last page says so (null cursor) instead of leading to an empty one.
 */
export async function queryPage(
  query: Omit<QueryCommandInput, 'Limit' | 'ExclusiveStartKey'>,
  page: PageRequest,
  shape: CursorShape,
): Promise<Page> {
  const items: Record<string, unknown>[] = [];
  let startKey = page.cursor === undefined ? undefined : decodeCursor(page.cursor, shape);
  for (let reads = 0; reads < MAX_READS_PER_PAGE; reads++) {
    const answer = await documentClient.send(
      new QueryCommand({ ...query, Limit: page.limit + 1 - items.length, ExclusiveStartKey: startKey }),
    );
    items.push(...(answer.Items ?? []));
    startKey = answer.LastEvaluatedKey;
    if (items.length > page.limit) {
      const shown = items.slice(0, page.limit);
      return { items: shown, nextCursor: encodeCursor(shown.at(-1)!, shape) };
    }
    if (!startKey) return { items, nextCursor: null };
  }
  // Filtered out faster than found: hand back where the reading stopped.
  return { items, nextCursor: encodeCursor(startKey!, shape) };
}

function encodeCursor(item: Record<string, unknown>, shape: CursorShape): string {
  const key = Object.fromEntries(shape.names.map((name) => [name, item[name]]));
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

function decodeCursor(cursor: string, shape: CursorShape): Record<string, string> {
  const invalid = new InvalidInputError('cursor is not valid for this list; start again without it', { field: 'cursor' });
  let key: unknown;
  try {
    key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid;
  }
  if (typeof key !== 'object' || key === null || Array.isArray(key)) throw invalid;
  const entries = Object.entries(key);
  const fits =
    entries.length === shape.names.length &&
    entries.every(([name, value]) => shape.names.includes(name) && typeof value === 'string' && value.length <= MAX_KEY_VALUE_LENGTH);
  if (!fits || !shape.accepts(key as Record<string, string>)) throw invalid;
  return key as Record<string, string>;
}
