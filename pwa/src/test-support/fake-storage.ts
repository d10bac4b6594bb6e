/// <reference lib="dom" />
// A stand-in for the browser's Storage API (jsdom has none) and its network flag, for the storage tests.
import { vi } from 'vitest';

export interface FakeStorage {
  persisted: ReturnType<typeof vi.fn<() => Promise<boolean>>>;
  persist: ReturnType<typeof vi.fn<() => Promise<boolean>>>;
  estimate: ReturnType<typeof vi.fn<() => Promise<StorageEstimate>>>;
}

/** Installs a Storage API that says `kept` and grants a request when `grants`; null: a browser without one. */
export function fakeStorage(
  options: { kept?: boolean; grants?: boolean; usage?: number; quota?: number } | null = {},
): FakeStorage | undefined {
  if (!options) {
    Object.defineProperty(navigator, 'storage', { configurable: true, value: undefined });
    return undefined;
  }
  let kept = options.kept ?? false;
  const storage: FakeStorage = {
    persisted: vi.fn(async () => kept),
    persist: vi.fn(async () => {
      kept = options.grants ?? false;
      return kept;
    }),
    estimate: vi.fn(async () => ({ usage: options.usage ?? 0, quota: options.quota ?? 0 })),
  };
  Object.defineProperty(navigator, 'storage', { configurable: true, value: storage });
  return storage;
}

export function setOnline(online: boolean): void {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
}

/** Puts jsdom's own navigator back. */
export function restoreNavigator(): void {
  Reflect.deleteProperty(navigator, 'storage');
  Reflect.deleteProperty(navigator, 'onLine');
}
