import type { Page } from '../../../../shared/api/admin-lists.ts';
import { lastPage } from './admin-list-api.ts';

interface PagerProps {
  data: Page<unknown>;
  onPage: (page: number) => void;
}

/** Previous and next under a list, with where the admin is; hidden when everything fits on one page. */
export function Pager({ data, onPage }: PagerProps) {
  const last = lastPage(data);
  if (last <= 1 && data.page <= 1) return null;
  return (
    <nav className="admin-pager" aria-label="pages">
      <button
        type="button"
        className="button button--quiet"
        disabled={data.page <= 1}
        onClick={() => onPage(Math.min(data.page - 1, last))}
      >
        previous
      </button>
      <span>
        page {data.page} of {last}
      </span>
      <button
        type="button"
        className="button button--quiet"
        disabled={data.page >= last}
        onClick={() => onPage(data.page + 1)}
      >
        next
      </button>
    </nav>
  );
}
