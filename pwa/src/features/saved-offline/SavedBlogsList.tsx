import { Link } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import type { UserDb } from '../../data/db.ts';
import { viewOf } from '../blog-page/blog-view.ts';
import { useUserData } from '../sync/use-user-data.ts';
import { RemoveSavedButton } from './RemoveSavedButton.tsx';
import { NO_LONGER_PUBLIC, SAVED_FOR_OFFLINE } from './save-texts.ts';
import './saved-offline.css';

/** The home page's list of the public blogs the signed-in user saved for offline reading. */
export function SavedBlogsList() {
  const data = useUserData();
  return data ? <SavedBlogs db={data.db} /> : null;
}

function SavedBlogs({ db }: { db: UserDb }) {
  const saved = useLiveQuery(() => db.savedBlogs.orderBy('savedAt').reverse().toArray(), [db]);
  if (!saved || saved.length === 0) return null;
  return (
    <section className="saved-offline" aria-labelledby="saved-offline-title">
      <h2 id="saved-offline-title">{SAVED_FOR_OFFLINE}</h2>
      <ul className="saved-offline__list">
        {saved.map(({ _id, doc, gone }) => {
          const view = viewOf(doc);
          const title = view.blogTitle || _id;
          return (
            <li key={_id} className="saved-offline__item">
              <Link to="/public-blog/$blogId" params={{ blogId: _id }}>
                {title}
              </Link>
              {view.country && <span>{view.country.toLowerCase()}</span>}
              {gone && <span className="note">{NO_LONGER_PUBLIC}</span>}
              <RemoveSavedButton db={db} id={_id} title={title} />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
