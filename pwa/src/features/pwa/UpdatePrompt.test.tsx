// @vitest-environment jsdom
/// <reference lib="dom" />
/// <reference types="vite/client" />
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pwaState } from '../../pwa/pwa-state.ts';
import { cleanup, click, render } from '../../test-support/render.tsx';
import { UpdatePrompt } from './UpdatePrompt.tsx';

afterEach(() => {
  cleanup();
  pwaState.needRefresh = false;
  pwaState.offlineReady = false;
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

  it('gives the update priority over the offline note', async () => {
    const { container } = await render(<UpdatePrompt onReload={() => {}} />);
    await setState({ offlineReady: true, needRefresh: true });
    expect(container.querySelector('[role="status"] p')?.textContent).toBe('a new version is available');
  });
});
