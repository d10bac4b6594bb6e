import { describe, expect, it } from 'vitest';
import { lastPage, pageUrl } from './admin-list-api.ts';

describe('pageUrl', () => {
  it('asks for page 1 when nothing else is given, so the server answers a page', () => {
    expect(pageUrl('/api/admin/users/', {})).toBe('/api/admin/users/?page=1');
  });

  it('sends the trimmed search, the filter, the page and the size', () => {
    expect(pageUrl('/api/admin/users/', { q: '  Ann Lee ', filter: 'both', page: 3, limit: 10 })).toBe(
      '/api/admin/users/?q=Ann+Lee&filter=both&page=3&limit=10',
    );
  });

  it('leaves out a blank search and the "all" filter', () => {
    expect(pageUrl('/api/msg/', { q: '   ', filter: 'all', page: 2 })).toBe('/api/msg/?page=2');
  });

  it('encodes what the admin typed', () => {
    expect(pageUrl('/api/admin/', { q: 'a&b=c#d' })).toBe('/api/admin/?q=a%26b%3Dc%23d&page=1');
  });
});

describe('lastPage', () => {
  it('counts whole pages, and one page for an empty list', () => {
    expect(lastPage({ total: 0, pageSize: 50 })).toBe(1);
    expect(lastPage({ total: 50, pageSize: 50 })).toBe(1);
    expect(lastPage({ total: 51, pageSize: 50 })).toBe(2);
  });
});
