import { useEffect, useState } from 'react';
import type { Page } from '../../../../shared/api/admin-lists.ts';
import { lastPage } from '../admin/admin-list-api.ts';
import type { AdminGet } from '../admin/use-admin-get.ts';
import { useAdminPage } from '../admin/use-admin-page.ts';

export interface SearchedPage<T> {
  list: AdminGet<Page<T>>;
  search: string;
  /** A new search starts again at page 1. */
  onSearch: (text: string) => void;
  onPage: (page: number) => void;
}

/** An admin list searched and paged on the server, with the search box's text and the page asked. */
export function useSearchedPage<T>(path: string): SearchedPage<T> {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const list = useAdminPage<T>(path, { q: search, page });
  const data = list.data;

  // After deleting the last row of the last page, that page is empty: go to the new last page.
  useEffect(() => {
    if (data && data.items.length === 0 && data.page > 1) setPage(lastPage(data));
  }, [data]);

  const onSearch = (text: string) => {
    setSearch(text);
    setPage(1);
  };
  return { list, search, onSearch, onPage: setPage };
}
