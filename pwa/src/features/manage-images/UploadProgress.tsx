import { useId } from 'react';
import { useSnapshot } from 'valtio';
import { syncState } from '../sync/sync-state.ts';
import { uploadPercent } from './image-rules.ts';

/**
 * The photo upload in progress (bytes sent of the round's total). Not a live region: the header's sync
 * indicator announces the same progress, and a second region would read every step out twice.
 */
export function UploadProgress() {
  const { upload } = useSnapshot(syncState);
  const id = useId();
  if (!upload || upload.total <= 0) return null;
  return (
    <div className="upload-progress">
      <p id={id} className="upload-progress__text">
        uploading photos: {uploadPercent(upload)}%
      </p>
      <progress max={upload.total} value={upload.sent} aria-labelledby={id} />
    </div>
  );
}
