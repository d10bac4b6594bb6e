// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { fakeStorage, restoreNavigator } from '../test-support/fake-storage.ts';
import { storageUse } from './storage-estimate.ts';
import { requestPersistentStorage, storagePersisted } from './storage-persistence.ts';

afterEach(restoreNavigator);

describe('the Storage API', () => {
  it('answers null where the browser has none', async () => {
    fakeStorage(null);
    expect(await storagePersisted()).toBeNull();
    expect(await requestPersistentStorage()).toBeNull();
    expect(await storageUse()).toBeNull();
  });

  it('asks only when the data is not kept yet, and answers what the browser decided', async () => {
    const kept = fakeStorage({ kept: true });
    expect(await requestPersistentStorage()).toBe(true);
    expect(kept?.persist).not.toHaveBeenCalled();

    const refusing = fakeStorage({ grants: false });
    expect(await requestPersistentStorage()).toBe(false);
    expect(refusing?.persist).toHaveBeenCalledOnce();
    refusing?.persist.mockRejectedValueOnce(new DOMException('blocked', 'InvalidStateError'));
    expect(await requestPersistentStorage()).toBe(false);

    fakeStorage({ grants: true });
    expect(await requestPersistentStorage()).toBe(true);
    expect(await storagePersisted()).toBe(true);
  });

  it('reads what is used and the quota', async () => {
    fakeStorage({ usage: 3_200_000, quota: 50_000_000 });
    expect(await storageUse()).toEqual({ used: 3_200_000, quota: 50_000_000 });
  });
});
