import { describe, expect, it } from 'vitest';
import { listQuerySchema, userListQuerySchema, wantsPage } from './admin-lists';

describe('admin list queries', () => {
  it('coerces the query string, trimming the search', () => {
    expect(listQuerySchema.parse({ q: '  ann ', page: '2', limit: '10' })).toEqual({
      q: 'ann',
      page: 2,
      limit: 10,
    });
    expect(userListQuerySchema.parse({ filter: 'both' })).toEqual({ filter: 'both' });
    expect(listQuerySchema.parse({})).toEqual({});
  });

  it.each([
    { page: '0' },
    { page: 'x' },
    { page: '2.5' },
    { limit: '201' },
    { q: 'x'.repeat(101) },
    { sort: 'a' },
  ])('refuses %o', (query) => {
    expect(listQuerySchema.safeParse(query).success).toBe(false);
  });

  it('asks for a page when any paging, search or filter parameter is there, a blank search included', () => {
    expect(wantsPage({})).toBe(false);
    for (const query of [{ q: '' }, { page: 1 }, { limit: 5 }, { filter: 'all' }])
      expect(wantsPage(query)).toBe(true);
  });
});
