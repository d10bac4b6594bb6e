import type { AppPath } from '../../app-paths.ts';
import { AppLink } from '../layout/AppLink.tsx';

interface AdminErrorViewProps {
  message: string;
  /** Where the back button goes. */
  back?: AppPath;
}

/** SPEC §2 common texts: the error page has a back button, a lock icon and the message (SPEC §8). */
export function AdminErrorView({ message, back = '/admin-dash' }: AdminErrorViewProps) {
  return (
    <section className="page admin-error" aria-labelledby="admin-error-title">
      <svg className="admin-error__lock" viewBox="0 0 24 24" width="48" height="48" aria-hidden="true">
        <path
          fill="currentColor"
          d="M12 2a5 5 0 0 0-5 5v3H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8a2 2 0 0 0-2-2h-1V7a5 5 0 0 0-5-5Zm-3 8V7a3 3 0 1 1 6 0v3H9Z"
        />
      </svg>
      <h1 id="admin-error-title">something went wrong</h1>
      <p role="alert">{message}</p>
      <AppLink to={back} className="button">
        back
      </AppLink>
    </section>
  );
}
