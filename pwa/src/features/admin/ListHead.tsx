import { type ReactNode, useId } from 'react';

interface ListHeadProps {
  title: string;
  /** The count line, such as "12 users" (built by the screen, since each words it its own way). */
  count: string | null;
  search: string;
  onSearch: (text: string) => void;
  searchLabel: string;
  /** Controls beside the search, such as a filter or a "new user" button. */
  children?: ReactNode;
}

/** The head of an admin list: its title, how many there are, a search box and the list's own controls. */
export function ListHead({ title, count, search, onSearch, searchLabel, children }: ListHeadProps) {
  const searchId = useId();
  return (
    <div className="admin-list__head">
      <h1>{title}</h1>
      <p className="admin-list__count" aria-live="polite">
        {count}
      </p>
      <div className="admin-list__controls">
        <label className="admin-list__search" htmlFor={searchId}>
          <span>{searchLabel}</span>
          <input
            id={searchId}
            type="search"
            value={search}
            maxLength={100}
            autoComplete="off"
            onChange={(event) => onSearch(event.target.value)}
          />
        </label>
        {children}
      </div>
    </div>
  );
}
