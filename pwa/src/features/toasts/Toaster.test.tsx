// @vitest-environment jsdom
/// <reference lib="dom" />
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, click, render, textsOf } from '../../test-support/render.tsx';
import { Toaster } from './Toaster.tsx';
import { clearToasts, MAX_TOASTS, TOAST_MS, toast } from './toast-store.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  clearToasts();
  vi.useRealTimers();
});

const shown = (container: HTMLElement) => textsOf(container.querySelectorAll('.toast p'));
/** What the eye sees: the words and the visible count, without the screen-reader words. */
const seen = (container: HTMLElement) =>
  Array.from(container.querySelectorAll('.toast p'), (p) =>
    Array.from(p.childNodes)
      .filter((node) => !(node instanceof Element && node.classList.contains('visually-hidden')))
      .map((node) => node.textContent)
      .join(''),
  );

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

  it('shows at most three toasts, the oldest leaving first', async () => {
    const { container } = await render(<Toaster />);
    await act(async () => {
      for (const text of ['one', 'two', 'three', 'four', 'five']) toast(text);
    });
    expect(MAX_TOASTS).toBe(3);
    expect(shown(container)).toEqual(['three', 'four', 'five']);
    // The ones pushed out leave for good: their timers are gone with them.
    await act(async () => {
      vi.advanceTimersByTime(TOAST_MS);
    });
    expect(shown(container)).toEqual([]);
  });

  it('counts a repeat of the same words on one toast, read out whole', async () => {
    const { container } = await render(<Toaster />);
    await act(async () => {
      for (let i = 0; i < 12; i += 1) toast('task addded success');
    });
    expect(container.querySelectorAll('.toast')).toHaveLength(1);
    expect(seen(container)).toEqual(['task addded success ×12']);
    const words = container.querySelector('.toast p');
    expect(words?.getAttribute('aria-atomic')).toBe('true');
    expect(words?.querySelector('[aria-hidden="true"]')?.textContent).toBe(' ×12');
    expect(words?.querySelector('.visually-hidden')?.textContent).toBe(', 12 times');
    expect(container.querySelector('.toast button')?.getAttribute('aria-label')).toBe(
      'dismiss: task addded success',
    );
  });

  it('restarts the timer of a repeated toast and makes it the newest', async () => {
    const { container } = await render(<Toaster />);
    await act(async () => {
      toast('saved');
      toast('other');
    });
    await act(async () => {
      vi.advanceTimersByTime(TOAST_MS - 1);
      toast('saved');
    });
    expect(seen(container)).toEqual(['other', 'saved ×2']);
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    expect(seen(container)).toEqual(['saved ×2']);
    await act(async () => {
      vi.advanceTimersByTime(TOAST_MS - 2);
    });
    expect(seen(container)).toEqual(['saved ×2']);
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    expect(seen(container)).toEqual([]);
  });

  it('keeps the same words in another tone, or after they left, apart', async () => {
    const { container } = await render(<Toaster />);
    await act(async () => {
      toast('something went wrong');
      toast('something went wrong', 'error');
    });
    expect(seen(container)).toEqual(['something went wrong', 'something went wrong']);
    await act(async () => {
      vi.advanceTimersByTime(TOAST_MS);
      toast('something went wrong');
    });
    expect(seen(container)).toEqual(['something went wrong']);
  });
});
