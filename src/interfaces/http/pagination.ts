// Pagination of list routes: `limit` (1–200, default 50) and an opaque `cursor` naming the last item of the previous
// page; the answer carries `next_cursor` (null on the last page). Items are ordered by a stable key (time, then id).
import { z } from 'zod';
import type { Page, PageRequest } from '../../domain/store.port.js';
import { HttpError } from './http-errors.js';

export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 200;

/** Query fields every list route accepts, merged into its own query schema. */
export const pageQuery = {
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  cursor: z.string().min(1).max(512).optional(),
};

export type SortKey = readonly [string, string];

const cursorSchema = z.tuple([z.string().max(200), z.string().max(300)]);

export function encodeCursor(key: SortKey): string {
  return Buffer.from(JSON.stringify(key), 'utf8').toString('base64url');
}

function decodeCursor(cursor: string): SortKey {
  try {
    const parsed = cursorSchema.safeParse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
    if (parsed.success) return parsed.data;
  } catch {
    // fall through to the error below
  }
  throw new HttpError(400, 'INVALID_INPUT', 'cursor: not a cursor this server gave out', { field: 'cursor', hint: 'pass next_cursor from the previous page unchanged, or leave it out for the first page' });
}

const compare = (a: SortKey, b: SortKey) => (a[0] === b[0] ? (a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0) : a[0] < b[0] ? -1 : 1);

/** One page of `items` in `order` of `keyOf`, after the cursor's item. */
export function paginate<T>(items: readonly T[], keyOf: (item: T) => SortKey, page: { limit: number; cursor?: string | undefined }, order: 'asc' | 'desc' = 'asc'): { items: T[]; next_cursor: string | null } {
  const sign = order === 'asc' ? 1 : -1;
  const sorted = [...items].sort((a, b) => sign * compare(keyOf(a), keyOf(b)));
  const after = page.cursor === undefined ? null : decodeCursor(page.cursor);
  const rest = after === null ? sorted : sorted.filter((item) => sign * compare(keyOf(item), after) > 0);
  const pageItems = rest.slice(0, page.limit);
  const last = pageItems[pageItems.length - 1];
  return { items: pageItems, next_cursor: rest.length > page.limit && last !== undefined ? encodeCursor(keyOf(last)) : null };
}

/** The store's page request for a route's `limit` and `cursor` (lists the store pages itself: memory stays bounded). */
export function pageRequest(page: { limit: number; cursor?: string | undefined }): PageRequest {
  return { limit: page.limit, ...(page.cursor !== undefined ? { after: decodeCursor(page.cursor) } : {}) };
}

/** The answer's `next_cursor` for a page the store read: the last item's key, or null on the last page. */
export function nextCursor<T>(page: Page<T>, keyOf: (item: T) => SortKey): string | null {
  const last = page.items[page.items.length - 1];
  return page.more && last !== undefined ? encodeCursor(keyOf(last)) : null;
}
