import { useId, useState } from 'react';
import { AUTHOR_FIELD, type Author, authorListNote, PLEASE_SELECT } from './admin-new-blog-rules.ts';
import { useAuthorList } from './use-author-list.ts';

interface AuthorPickerProps {
  author: Author | null;
  onPick: (author: Author | null) => void;
  disabled: boolean;
}

/**
 * SPEC §2: the author dropdown, listing every user by name (loaded page after page, use-author-list.ts),
 * with a search box that narrows it (the server matches name or e-mail) and a line saying how many are
 * listed. The chosen user stays listed whatever the search, and their name and id are shown.
 */
export function AuthorPicker({ author, onPick, disabled }: AuthorPickerProps) {
  const searchId = useId();
  const selectId = useId();
  const noteId = useId();
  const [search, setSearch] = useState('');
  const users = useAuthorList(search);
  const found = users.users;
  const options = author && !found.some((u) => u._id === author._id) ? [author, ...found] : found;

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
          name={AUTHOR_FIELD}
          className="field__input"
          aria-describedby={noteId}
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
      <p id={noteId} className="note" role="status">
        {authorListNote(users)}
      </p>
      {users.error && (
        <div className="author-picker__error" role="alert">
          <p>{users.error}</p>
          <button type="button" className="button button--quiet" onClick={users.retry}>
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
