// One page of an admin list (shared/api/admin-lists.ts): what matches the filter and the search, newest
// first, with the count of every match so the screen can say how many pages there are.
import { type ListQuery, PAGE_SIZE, type Page } from '../../../shared/api/admin-lists';
import {
  type Collection,
  containsText,
  type Doc,
  type Filter,
  type FindOptions,
} from '../ports/document-store';

/** createdAt alone can tie (a batch inserted in one millisecond); _id makes the order total, so no
 * document is on two pages. */
export const NEWEST_FIRST = { createdAt: -1, _id: -1 } as const;

/** Matches documents where any of fields contains q (case-insensitive); a blank q matches every one. */
export function searchFilter(fields: readonly string[], q: string | undefined): Filter {
  if (!q) return {};
  const text = containsText(q);
  return { $or: fields.map((field) => ({ [field]: text })) };
}

export interface PageOptions<T, R> {
  /** What each document becomes in the answer: the same view as the list's unpaged answer. */
  view: (doc: T) => R;
  /** Leaves out fields the view drops anyway, so they are neither copied nor sent by the store. */
  projection?: FindOptions['projection'];
}

export async function findPage<T extends Doc, R>(
  col: Collection<T>,
  filter: Filter,
  query: Pick<ListQuery, 'page' | 'limit'>,
  { view, projection }: PageOptions<T, R>,
): Promise<Page<R>> {
  const page = query.page ?? 1;
  const pageSize = query.limit ?? PAGE_SIZE;
  const options: FindOptions = { sort: NEWEST_FIRST, skip: (page - 1) * pageSize, limit: pageSize };
  if (projection) options.projection = projection;
  const [docs, total] = await Promise.all([col.find(filter, options), col.count(filter)]);
  return { items: docs.map(view), total, page, pageSize };
}
