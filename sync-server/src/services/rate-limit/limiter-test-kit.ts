// For the limiter tests: a fresh embedded store per test and a clock the test moves by hand.
import { afterEach, beforeEach } from 'vitest';
import type { DocumentStore } from '../../ports/document-store';
import { createTestDeps } from '../../testing/test-app';

export interface StoreAndClock {
  store: DocumentStore;
  now: number;
  readonly clock: () => number;
}

export function storeAndClock(start: number): StoreAndClock {
  let close = async () => {};
  const h: StoreAndClock = { store: undefined as never, now: start, clock: () => h.now };
  beforeEach(async () => {
    const made = await createTestDeps();
    h.store = made.deps.store;
    h.now = start;
    close = made.close;
  });
  afterEach(() => close());
  return h;
}
