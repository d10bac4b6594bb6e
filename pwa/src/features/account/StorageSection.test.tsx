// @vitest-environment jsdom
/// <reference lib="dom" />
import { afterEach, describe, expect, it } from 'vitest';
import { fakeStorage, restoreNavigator } from '../../test-support/fake-storage.ts';
import { cleanup, click, eventually, render } from '../../test-support/render.tsx';
import { StorageSection } from './StorageSection.tsx';
import {
  ASK_TO_KEEP,
  KEPT,
  megabytes,
  NO_ESTIMATE,
  NO_STORAGE_API,
  NOT_KEPT,
  NOW_KEPT,
  STILL_NOT_KEPT,
  STORAGE_TITLE,
} from './storage-texts.ts';

afterEach(() => {
  cleanup();
  restoreNavigator();
});

const facts = (container: HTMLElement) =>
  Object.fromEntries(
    Array.from(container.querySelectorAll('.storage-facts__row'), (row) => [
      row.querySelector('dt')?.textContent,
      row.querySelector('dd')?.textContent,
    ]),
  );
const askButton = (container: HTMLElement) =>
  Array.from(container.querySelectorAll('button')).find((b) => b.textContent === ASK_TO_KEEP);

async function shown() {
  const { container } = await render(<StorageSection />);
  await eventually(() =>
    expect(container.querySelectorAll('.storage-facts__row, p').length).toBeGreaterThan(1),
  );
  return container;
}

describe('storage on this device', () => {
  it('says the data is kept, with what is used and available in MB', async () => {
    fakeStorage({ kept: true, usage: 3_240_000, quota: 1_000_000_000 });
    const container = await shown();
    expect(container.querySelector('h2')?.textContent).toBe(STORAGE_TITLE);
    expect(container.textContent).toContain(KEPT);
    expect(facts(container)).toEqual({ persistent: 'yes', used: '3.2 MB', available: '996.8 MB' });
    expect(askButton(container)).toBeUndefined();
  });

  it('says what data that is not kept means, and asks again: the browser agrees', async () => {
    const storage = fakeStorage({ grants: true, usage: 0, quota: 500_000_000 });
    const container = await shown();
    expect(container.textContent).toContain(NOT_KEPT);
    expect(facts(container)).toEqual({ persistent: 'no', used: '0 MB', available: '500 MB' });
    await click(askButton(container));
    await eventually(() => expect(container.querySelector('[role="status"]')?.textContent).toBe(NOW_KEPT));
    expect(storage?.persist).toHaveBeenCalledOnce();
    expect(container.textContent).toContain(KEPT);
    expect(facts(container)).toMatchObject({ persistent: 'yes' });
    expect(askButton(container)).toBeUndefined();
  });

  it('says so plainly when the browser says no', async () => {
    fakeStorage({ grants: false, usage: 80_000, quota: 500_000_000 });
    const container = await shown();
    expect(facts(container)).toMatchObject({ used: 'less than 0.1 MB' });
    await click(askButton(container));
    await eventually(() =>
      expect(container.querySelector('[role="status"]')?.textContent).toBe(STILL_NOT_KEPT),
    );
    expect(container.textContent).toContain(NOT_KEPT);
    expect(askButton(container)?.disabled).toBe(false);
  });

  it('says plainly when the browser has no Storage API', async () => {
    fakeStorage(null);
    const { container } = await render(<StorageSection />);
    await eventually(() => expect(container.textContent).toContain(NO_STORAGE_API));
    expect(container.querySelector('dl')).toBeNull();
    expect(container.textContent).not.toContain(NO_ESTIMATE);
    expect(askButton(container)).toBeUndefined();
  });

  it('writes sizes as people read them', () => {
    expect(megabytes(0)).toBe('0 MB');
    expect(megabytes(99_999)).toBe('less than 0.1 MB');
    expect(megabytes(10_737_418_240)).toBe('10,737.4 MB');
  });
});
