import type { RefObject } from 'react';

/**
 * Back to the top of a long blog. Focus moves to the heading too, so a keyboard user continues from the
 * top rather than from a button that is now far below the viewport.
 */
export function ScrollTopButton({ heading }: { heading: RefObject<HTMLElement | null> }) {
  const toTop = () => {
    const smooth = window.matchMedia?.('(prefers-reduced-motion: no-preference)').matches ?? false;
    heading.current?.focus({ preventScroll: true });
    window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' });
  };
  return (
    <button type="button" className="button button--quiet blog-article__top" onClick={toTop}>
      scroll to top
    </button>
  );
}
