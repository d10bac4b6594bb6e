import { AppLink } from '../layout/AppLink.tsx';

export function NotFoundPage() {
  return (
    <section className="page not-found" aria-labelledby="not-found-title">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">page not found</h1>
      <AppLink to="/" className="button">
        back
      </AppLink>
    </section>
  );
}
