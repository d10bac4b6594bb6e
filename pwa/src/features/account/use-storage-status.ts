import { useCallback, useEffect, useState } from 'react';
import { type StorageUse, storageUse } from '../../pwa/storage-estimate.ts';
import { requestPersistentStorage, storagePersisted } from '../../pwa/storage-persistence.ts';

export interface StorageStatus {
  /** Null where the browser has no Storage API to ask. */
  persisted: boolean | null;
  use: StorageUse | null;
}

/** What the browser says about this site's storage, read when the screen opens, and a way to ask again. */
export function useStorageStatus() {
  const [status, setStatus] = useState<StorageStatus | null>(null);
  const [asking, setAsking] = useState(false);
  const [answer, setAnswer] = useState<boolean | null>(null);

  useEffect(() => {
    let current = true;
    void Promise.all([storagePersisted(), storageUse()]).then(([persisted, use]) => {
      if (current) setStatus({ persisted, use });
    });
    return () => {
      current = false;
    };
  }, []);

  const ask = useCallback(async () => {
    setAsking(true);
    const kept = await requestPersistentStorage();
    setAsking(false);
    if (kept === null) return;
    setAnswer(kept);
    setStatus((shown) => shown && { ...shown, persisted: kept });
  }, []);

  /** `answer`: what the browser said when asked from here (null: not asked yet). */
  return { status, asking, answer, ask };
}
