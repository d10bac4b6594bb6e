import type { ErrorComponentProps } from '@tanstack/react-router';
import { describeError } from './error-details.ts';

/**
 * The generic fallback for anything a screen did not handle. The home link is a plain anchor on
 * purpose: a full page load starts the app again from a clean state.
 */
export function ErrorPage({ error }: Pick<ErrorComponentProps, 'error'>) {
  const { summary, stack } = describeError(error);
  return (
    <section className="page error-page" aria-labelledby="error-title">
      <h1 id="error-title">Unexpected Application Error!</h1>
      <p className="error-page__summary">{summary}</p>
      {stack && <pre className="error-page__stack">{stack}</pre>}
      <a className="button" href="/">
        back to home
      </a>
    </section>
  );
}
