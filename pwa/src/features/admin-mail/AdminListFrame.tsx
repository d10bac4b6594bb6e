import type { ReactNode } from 'react';
import type { Page } from '../../../../shared/api/admin-lists.ts';
import { AdminErrorView } from '../admin/AdminErrorView.tsx';
import { AdminOfflineNotice } from '../admin/AdminOfflineNotice.tsx';
import { ListHead } from '../admin/ListHead.tsx';
import { Pager } from '../admin/Pager.tsx';
import '../admin/admin.css';
import { FETCHING } from '../alerts/loading-texts.ts';
import type { SearchedPage } from './use-searched-page.ts';

interface AdminListFrameProps<T> extends SearchedPage<T> {
  title: string;
  searchLabel: string;
  /** The count line for the server's total (each list words it its own way). */
  countOf: (total: number) => string;
  /** The rows of one non-empty page. */
  children: (page: Page<T>) => ReactNode;
}

/**
 * The states every mail and message list shares: the error page when the server refuses (SPEC §8), the
 * loading text until the first answer, and offline the plain notice above what was last shown.
 */
export function AdminListFrame<T>({
  list,
  search,
  onSearch,
  onPage,
  title,
  searchLabel,
  countOf,
  children,
}: AdminListFrameProps<T>) {
  if (list.error) return <AdminErrorView message={list.error} />;
  const { data } = list;
  return (
    <section className="page admin-list" aria-busy={list.loading}>
      {list.offline && <AdminOfflineNotice onRetry={list.reload} />}
      <ListHead
        title={title}
        count={data ? countOf(data.total) : null}
        search={search}
        onSearch={onSearch}
        searchLabel={searchLabel}
      />
      {data ? (
        <>
          {data.items.length > 0 && children(data)}
          <Pager data={data} onPage={onPage} />
        </>
      ) : (
        list.loading && <p role="status">{FETCHING}</p>
      )}
    </section>
  );
}
