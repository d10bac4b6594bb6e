import { useSnapshot } from 'valtio';
import { pwaState } from '../../pwa/pwa-state.ts';
import { applyUpdate } from '../../pwa/register-sw.ts';
import { OfflineNote } from './OfflineNote.tsx';

interface UpdatePromptProps {
  /** Replaced in tests; in the app it activates the waiting service worker. */
  onReload?: () => void;
}

/**
 * The service worker's news, in a corner (above the tab bar on a phone) where it covers no field. The
 * live region is always in the page so screen readers announce the message when it appears; a region
 * inserted together with its text is often not read out. An update waits for the user's click; the
 * offline note goes by itself (OfflineNote.tsx).
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
        offlineReady && <OfflineNote />
      )}
    </div>
  );
}
