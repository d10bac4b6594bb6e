import { useSnapshot } from 'valtio';
import { dismissToast, toasts } from './toast-store.ts';

/**
 * The live region stays in the page so screen readers announce each toast as it is added; a region
 * inserted together with its text is often not read out.
 */
export function Toaster() {
  const { items } = useSnapshot(toasts);
  return (
    <div className="toaster" role="status" aria-live="polite">
      {items.length > 0 && (
        <ul className="toaster__list" aria-label="notifications">
          {items.map((item) => (
            <li key={item.id} className={`toast toast--${item.tone}`}>
              <p>{item.text}</p>
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
