import { lazy, Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { greeting } from '../../../../shared/greeting.ts';
import { session } from '../../state/session.ts';
import { AppLink } from '../layout/AppLink.tsx';
import { MailingListForm } from '../mailing/MailingListForm.tsx';
import { HomeSearchForm } from '../search/HomeSearchForm.tsx';
import { FeaturedBlogs } from './FeaturedBlogs.tsx';

// Saved blogs live in the signed-in user's database: the list and the database library load only for them.
const SavedBlogsList = lazy(() =>
  import('../saved-offline/SavedBlogsList.tsx').then((module) => ({ default: module.SavedBlogsList })),
);

const highlights = [
  { title: 'Write as you travel', text: 'Draft a blog on the train, publish it when you find a connection.' },
  { title: 'Photos that load fast', text: 'Images are resized on your device before they are uploaded.' },
  { title: 'Plan the trip', text: 'Keep a short task list beside your blogs: tickets, visas, packing.' },
];

export function HomePage() {
  const { user } = useSnapshot(session);

  return (
    <div className="page home">
      <section className="hero" aria-labelledby="hero-title">
        <div className="hero__text">
          <p className="hero__eyebrow">Travel Blog</p>
          <h1 id="hero-title">{greeting(user)}</h1>
          <p className="hero__lead">
            Stories, photos and tips from travellers, readable even when you are offline.
          </p>
          {!user && (
            <p className="hero__actions">
              <AppLink to="/register" className="button">
                register
              </AppLink>
              <AppLink to="/sign-in" className="button button--quiet">
                login
              </AppLink>
            </p>
          )}
        </div>
        <MailingListForm variant="home" />
      </section>
      <HomeSearchForm />
      {user && (
        <Suspense fallback={null}>
          <SavedBlogsList />
        </Suspense>
      )}
      <FeaturedBlogs />
      <ul className="highlights" aria-label="what you can do">
        {highlights.map((item) => (
          <li key={item.title} className="card">
            <h2>{item.title}</h2>
            <p>{item.text}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
