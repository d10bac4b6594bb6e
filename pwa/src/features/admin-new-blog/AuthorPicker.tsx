import { useId, useState } from 'react';
import type { User } from '../../../../shared/entities/user.ts';
import { ADMIN_USERS_PATH } from '../admin/admin-paths.ts';
import { useAdminPage } from '../admin/use-admin-page.ts';
import { FETCHING } from '../alerts/loading-texts.ts';
import { type Author, PLEASE_SELECT } from './admin-new-blog-rules.ts';

interface AuthorPickerProps {
  author: Author | null;
  onPick: (author: Author | null) => void;
  disabled: boolean;
}

function listNote(loading: boolean, shown: number, total: number): string {
  if (loading && shown === 0) return FETCHING;
  return total > shown ? `showing ${shown} of ${total} users: search to find others` : '';
}

/**
 * SPEC §2: the author dropdown, listing users. The server pages the users, so with thousands of them a
 * search box narrows the dropdown (the server matches name or e-mail). The chosen user stays listed
 * whatever the search, and their name and id are shown.
 */
export function AuthorPicker({ author, onPick, disabled }: AuthorPickerProps) {
  const searchId = useId();
  const selectId = useId();
  const [search, setSearch] = useState('');
  const users = useAdminPage<User>(ADMIN_USERS_PATH, { q: search });
  const found = users.data?.items ?? [];
  const options = author && !found.some((u) => u._id === author._id) ? [author, ...found] : found;
  const total = users.data?.total ?? 0;

  const pick = (id: string) => {
    const user = options.find((u) => u._id === id);
    onPick(user ? { _id: user._id, name: user.name } : null);
  };

  return (
    <fieldset className="author-picker" disabled={disabled}>
      <legend>the user it is for</legend>
      <div className="field">
        <label htmlFor={searchId}>find a user by name or e-mail</label>
        <input
          id={searchId}
          className="field__input"
          type="search"
          value={search}
          maxLength={100}
          autoComplete="off"
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={selectId}>choose the author</label>
        <select
          id={selectId}
          className="field__input"
          value={author?._id ?? ''}
          onChange={(event) => pick(event.target.value)}
        >
          <option value="">{PLEASE_SELECT}</option>
          {options.map((user) => (
            <option key={user._id} value={user._id}>
              {'email' in user ? `${user.name} (${user.email})` : user.name}
            </option>
          ))}
        </select>
      </div>
      <p className="note" role="status">
        {listNote(users.loading, found.length, total)}
      </p>
      {users.error && (
        <div className="author-picker__error" role="alert">
          <p>{users.error}</p>
          <button type="button" className="button button--quiet" onClick={users.reload}>
            try again
          </button>
        </div>
      )}
      {author ? (
        <dl className="author-picker__chosen">
          <div>
            <dt>name</dt>
            <dd>{author.name}</dd>
          </div>
          <div>
            <dt>id</dt>
            <dd>{author._id}</dd>
          </div>
        </dl>
      ) : (
        <p className="author-picker__chosen">no author chosen yet</p>
      )}
    </fieldset>
  );
}
