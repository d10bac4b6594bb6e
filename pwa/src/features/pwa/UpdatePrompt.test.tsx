// @vitest-environment jsdom
/// <reference lib="dom" />
/// <reference types="vite/client" />
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { announceOfflineReady } from '../../pwa/offline-note.ts';
import { pwaState } from '../../pwa/pwa-state.ts';
import { cleanup, click, render } from '../../test-support/render.tsx';
import { OFFLINE_NOTE_MS } from './OfflineNote.tsx';
import { UpdatePrompt } from './UpdatePrompt.tsx';

afterEach(() => {
  cleanup();
  pwaState.needRefresh = false;
  pwaState.offlineReady = false;
  localStorage.clear();
  vi.useRealTimers();
});

const setState = (next: Partial<typeof pwaState>) =>
  // Async act: valtio notifies React in a microtask, which a synchronous act would not wait for.
  act(async () => {
    Object.assign(pwaState, next);
  });

describe('UpdatePrompt', () => {
  it('keeps an empty polite live region while there is nothing to say', async () => {
    const { container } = await render(<UpdatePrompt onReload={() => {}} />);
    const region = container.querySelector('[role="status"]');
    expect(region?.getAttribute('aria-live')).toBe('polite');
    expect(region?.textContent).toBe('');
  });

  it('announces a new version and reloads only on the click', async () => {
    const onReload = vi.fn();
    const { container } = await render(<UpdatePrompt onReload={onReload} />);
    await setState({ needRefresh: true });
    expect(container.querySelector('[role="status"] p')?.textContent).toBe('a new version is available');
    expect(onReload).not.toHaveBeenCalled();

    await click(container.querySelector('button'));
    expect(onReload).toHaveBeenCalledOnce();
  });

  it('says once that the app works offline, until dismissed', async () => {
    const { container } = await render(<UpdatePrompt onReload={() => {}} />);
    await setState({ offlineReady: true });
    expect(container.querySelector('[role="status"] p')?.textContent).toBe('ready to work offline');

    await click(container.querySelector('button'));
    expect(pwaState.offlineReady).toBe(false);
    expect(container.querySelector('[role="status"]')?.textContent).toBe('');
  });

  it('says "ready to work offline" once per device: a later install says nothing', async () => {
    const { container } = await render(<UpdatePrompt onReload={() => {}} />);
    const note = () => container.querySelector('[role="status"] p')?.textContent;
    await act(async () => announceOfflineReady());
    expect(note()).toBe('ready to work offline');
    await click(container.querySelector('button'));
    expect(note()).toBeUndefined();

    // The worker installed afresh (the browser dropped the old one): the device already knows.
    await act(async () => announceOfflineReady());
    expect(pwaState.offlineReady).toBe(false);
    expect(note()).toBeUndefined();
  });

  it('still says it where the browser blocks storage, as the install is news', async () => {
    const blocked = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
    announceOfflineReady(blocked);
    expect(pwaState.offlineReady).toBe(true);
  });

  it('lets the offline note go by itself after a few seconds', async () => {
    vi.useFakeTimers();
    const { container } = await render(<UpdatePrompt onReload={() => {}} />);
    await setState({ offlineReady: true });
    await act(async () => vi.advanceTimersByTime(OFFLINE_NOTE_MS - 100));
    expect(container.querySelector('[role="status"] p')?.textContent).toBe('ready to work offline');
    await act(async () => vi.advanceTimersByTime(100));
    expect(pwaState.offlineReady).toBe(false);
    expect(container.querySelector('[role="status"]')?.textContent).toBe('');
    expect(OFFLINE_NOTE_MS).toBeLessThanOrEqual(6000);
  });

  it('waits, while the keyboard is on its button, until focus moves on', async () => {
    vi.useFakeTimers();
    const { container } = await render(
      <>
        <UpdatePrompt onReload={() => {}} />
        <input aria-label="elsewhere" />
      </>,
    );
    await setState({ offlineReady: true });
    const ok = container.querySelector('.pwa-toast button') as HTMLButtonElement;
    await act(async () => ok.focus());
    await act(async () => vi.advanceTimersByTime(OFFLINE_NOTE_MS));
    expect(pwaState.offlineReady).toBe(true);
    await act(async () => (container.querySelector('input') as HTMLInputElement).focus());
    expect(pwaState.offlineReady).toBe(false);
  });

  it('gets out of the way as soon as the page is pressed elsewhere', async () => {
    const { container } = await render(
      <>
        <UpdatePrompt onReload={() => {}} />
        <p>the page</p>
      </>,
    );
    await setState({ offlineReady: true });
    const press = (target: Element | null) =>
      act(async () => {
        target?.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }));
      });
    await press(container.querySelector('.pwa-toast p'));
    expect(pwaState.offlineReady).toBe(true);
    await press(container.querySelector('p:not(.pwa-toast p)'));
    expect(pwaState.offlineReady).toBe(false);
  });

  it('keeps the update prompt until the user acts on it', async () => {
    vi.useFakeTimers();
    const { container } = await render(<UpdatePrompt onReload={() => {}} />);
    await setState({ needRefresh: true });
    await act(async () => vi.advanceTimersByTime(60_000));
    expect(container.querySelector('[role="status"] p')?.textContent).toBe('a new version is available');
  });

  it('gives the update priority over the offline note', async () => {
    const { container } = await render(<UpdatePrompt onReload={() => {}} />);
    await setState({ offlineReady: true, needRefresh: true });
    expect(container.querySelector('[role="status"] p')?.textContent).toBe('a new version is available');
  });
});
