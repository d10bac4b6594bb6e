import { useState } from 'react';
import type { TimedMessage } from '../alerts/use-timed-message.ts';
import type { ExportOutcome, ExportProgress } from '../export/export-files.ts';
import { exportFileName } from '../export/export-names.ts';
import { pickSaveTarget, saveZip } from '../export/save-zip.ts';
import { useUserData } from '../sync/use-user-data.ts';
import { AccountSection } from './AccountSection.tsx';
import {
  doneText,
  EXPORT_ABOUT,
  EXPORT_BUTTON,
  EXPORT_CANCELLED,
  EXPORT_FAILED,
  EXPORT_STARTING,
  EXPORT_TITLE,
  progressText,
} from './export-texts.ts';

/**
 * Every blog, draft and task as a zip the user keeps (issue 33), made on this device from what it holds,
 * so it works offline; photos the device lacks come from the server when it can be reached.
 */
export function ExportSection() {
  const data = useUserData();
  const [running, setRunning] = useState(false);
  const [progress, setProgress] = useState<string | null>(null);
  const [message, setMessage] = useState<TimedMessage | null>(null);

  const run = async () => {
    if (!data || running) return;
    setRunning(true);
    setMessage(null);
    setProgress(EXPORT_STARTING);
    const name = exportFileName(new Date());
    try {
      // First, while the click still counts as the user's gesture (the file picker needs one).
      const target = await pickSaveTarget(name);
      if (target.kind === 'cancelled') {
        setMessage({ text: EXPORT_CANCELLED, tone: 'info' });
        return;
      }
      // The zip code loads only when someone exports.
      const [{ exportZip }, { newOutcome }] = await Promise.all([
        import('../export/export-zip.ts'),
        import('../export/export-files.ts'),
      ]);
      const outcome: ExportOutcome = newOutcome();
      const stream = exportZip(data.db, {
        outcome,
        onProgress: (p: ExportProgress) => setProgress(progressText(p)),
        env: {
          ...(typeof caches !== 'undefined' && { caches }),
          fetch: (input, init) => fetch(input, init),
          online: () => navigator.onLine,
          origin: location.origin,
          userId: data.userId,
        },
      });
      await saveZip(stream, target, name);
      setMessage({ text: doneText(outcome, name), tone: 'success' });
    } catch (error) {
      console.error(error);
      setMessage({ text: EXPORT_FAILED, tone: 'error' });
    } finally {
      setProgress(null);
      setRunning(false);
    }
  };

  return (
    <AccountSection title={EXPORT_TITLE} message={message}>
      <p>{EXPORT_ABOUT}</p>
      <p role="status">{progress}</p>
      <button type="button" className="button" disabled={running || !data} onClick={() => void run()}>
        {EXPORT_BUTTON}
      </button>
    </AccountSection>
  );
}
