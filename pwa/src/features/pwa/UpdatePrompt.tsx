import { useSnapshot } from 'valtio';
import { pwaState } from '../../pwa/pwa-state.ts';
import { applyUpdate } from '../../pwa/register-sw.ts';

interface UpdatePromptProps {
  /** Replaced in tests; in the app it activates the waiting service worker. */
  onReload?: () => void;
}

/**
 * The live region is always in the page so screen readers announce the message when it appears;
 * a region inserted together with its text is often not read out.
 */
export function UpdatePrompt({ onReload = applyUpdate }: UpdatePromptProps) {
  const { needRefresh, offlineReady } = useSnapshot(pwaState);

  return (
    <div className="pwa-toast-region" role="status" aria-live="polite">
      {needRefresh ? (
        <div className="pwa-toast">
          <p>a new version is available</p>
          <button type="button" className="button" onClick={onReload}>
            reload
          </button>
        </div>
      ) : (
        offlineReady && (
          <div className="pwa-toast pwa-toast--quiet">
            <p>ready to work offline</p>
            <button
              type="button"
              className="button button--quiet"
              onClick={() => {
                pwaState.offlineReady = false;
              }}
            >
              ok
            </button>
          </div>
        )
      )}
    </div>
  );
}
