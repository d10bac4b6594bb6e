// @vitest-environment jsdom
/// <reference lib="dom" />
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, click, render, textsOf } from '../../test-support/render.tsx';
import { Toaster } from './Toaster.tsx';
import { clearToasts, TOAST_MS, toast } from './toast-store.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  clearToasts();
  vi.useRealTimers();
});

const shown = (container: HTMLElement) => textsOf(container.querySelectorAll('.toast p'));

describe('Toaster', () => {
  it('announces toasts in a polite live region that is always present', async () => {
    const { container } = await render(<Toaster />);
    const region = container.querySelector('[role="status"]');
    expect(region?.getAttribute('aria-live')).toBe('polite');
    await act(async () => {
      toast('Signed in as: Ada');
    });
    expect(region?.textContent).toContain('Signed in as: Ada');
  });

  it('closes each toast by itself after 5000 ms', async () => {
    const { container } = await render(<Toaster />);
    await act(async () => {
      toast('first');
    });
    await act(async () => {
      vi.advanceTimersByTime(2000);
      toast('second');
    });
    await act(async () => {
      vi.advanceTimersByTime(TOAST_MS - 2000 - 1);
    });
    expect(shown(container)).toEqual(['first', 'second']);
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    expect(shown(container)).toEqual(['second']);
    await act(async () => {
      vi.advanceTimersByTime(2000);
    });
    expect(shown(container)).toEqual([]);
  });

  it('can be dismissed by its named button', async () => {
    const { container } = await render(<Toaster />);
    await act(async () => {
      toast('Registered new user: Ada');
    });
    const button = container.querySelector('.toast button');
    expect(button?.getAttribute('aria-label')).toBe('dismiss: Registered new user: Ada');
    await click(button);
    expect(shown(container)).toEqual([]);
  });
});
