// The admin lists that grow without bound (users, blogs, signups, sent e-mails, contact messages) page and
// search on the server. A call with none of these parameters keeps SPEC §7's unpaged answer (a plain
// array); a call with any of them answers one Page.
import { z } from 'zod';
import { MAX_PAGE_SIZE, SEARCH_MAX, USER_FILTERS } from './admin-list-limits.ts';

export { MAX_PAGE_SIZE, PAGE_SIZE, SEARCH_MAX, USER_FILTERS, type UserFilter } from './admin-list-limits.ts';

// Query strings arrive as text, so numbers are coerced; the validator names the field before the message.
const PAGE_ERROR = 'The page must be a whole number from 1';
const SIZE_ERROR = `The page size must be a whole number from 1 to ${MAX_PAGE_SIZE}`;
const pageNumber = z.coerce
  .number({ error: PAGE_ERROR })
  .int({ error: PAGE_ERROR })
  .min(1, { error: PAGE_ERROR })
  .max(1_000_000, { error: 'The page can be at most 1000000' });
const pageSize = z.coerce
  .number({ error: SIZE_ERROR })
  .int({ error: SIZE_ERROR })
  .min(1, { error: SIZE_ERROR })
  .max(MAX_PAGE_SIZE, { error: SIZE_ERROR });

/** ?q= (case-insensitive substring), ?page= (from 1), ?limit= (page size, 50 unless given). */
export const listQuerySchema = z.strictObject({
  q: z
    .string()
    .trim()
    .max(SEARCH_MAX, { error: `The search can have at most ${SEARCH_MAX} characters` })
    .optional(),
  page: pageNumber.optional(),
  limit: pageSize.optional(),
});
export type ListQuery = z.output<typeof listQuerySchema>;

/** GET /api/admin/users/ also takes ?filter=. */
export const userListQuerySchema = listQuerySchema.extend({
  filter: z.enum(USER_FILTERS, { error: `The filter must be one of ${USER_FILTERS.join(', ')}` }).optional(),
});
export type UserListQuery = z.output<typeof userListQuerySchema>;

/** One page of a list, newest first; `total` counts every match of the search and filter. */
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** True when the query asks for a Page rather than SPEC §7's plain array. */
export function wantsPage(query: Record<string, unknown>): boolean {
  return ['q', 'page', 'limit', 'filter'].some((key) => query[key] !== undefined);
}
