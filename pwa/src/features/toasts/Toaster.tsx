import type { CSSProperties } from 'react';
import { useSnapshot } from 'valtio';
import type { Placement } from './toast-placement.ts';
import { dismissToast, toasts } from './toast-store.ts';
import { useToastPlacement } from './use-toast-placement.ts';

function offsets(place: Placement | null): CSSProperties | undefined {
  if (!place) return undefined;
  return 'top' in place ? { top: place.top, bottom: 'auto' } : { top: 'auto', bottom: place.bottom };
}

/**
 * The live region stays in the page so screen readers announce each toast as it is added; a region
 * inserted together with its text is often not read out. Each toast's words are atomic, so a repeat is
 * read out whole ("task addded success, 3 times"), not as a bare number.
 */
export function Toaster() {
  const { items } = useSnapshot(toasts);
  const { ref, place } = useToastPlacement();
  return (
    <div className="toaster" role="status" aria-live="polite" style={offsets(place)}>
      {items.length > 0 && (
        <ul ref={ref} className="toaster__list" aria-label="notifications">
          {items.map((item) => (
            <li key={item.id} className={`toast toast--${item.tone}`}>
              <p aria-atomic="true">
                {item.text}
                {item.count > 1 && (
                  <>
                    <span className="toast__count" aria-hidden="true">
                      {` ×${item.count}`}
                    </span>
                    <span className="visually-hidden">{`, ${item.count} times`}</span>
                  </>
                )}
              </p>
              <button
                type="button"
                className="toast__close"
                aria-label={`dismiss: ${item.text}`}
                onClick={() => dismissToast(item.id)}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
