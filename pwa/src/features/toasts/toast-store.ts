// Short confirmations that close themselves after 5000 ms (SPEC §9). A burst of writes must not bury the
// screen: at most MAX_TOASTS show at once (the oldest leaves first), and the same words again while they
// show count up on that one toast instead of adding another.
import { proxy } from 'valtio';

export const TOAST_MS = 5000;
export const MAX_TOASTS = 3;

export type ToastTone = 'success' | 'error';

export interface Toast {
  id: number;
  text: string;
  tone: ToastTone;
  /** How many times these words were raised while the toast showed. */
  count: number;
}

export const toasts = proxy<{ items: Toast[] }>({ items: [] });

let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function startTimer(id: number): void {
  clearTimeout(timers.get(id));
  timers.set(
    id,
    setTimeout(() => dismissToast(id), TOAST_MS),
  );
}

export function dismissToast(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  toasts.items = toasts.items.filter((t) => t.id !== id);
}

/** Shows `text`, or counts a repeat of a toast still showing; answers the toast's id. */
export function toast(text: string, tone: ToastTone = 'success'): number {
  const same = toasts.items.find((t) => t.text === text && t.tone === tone);
  if (same) {
    same.count += 1;
    // A repeat is news again: it moves to the newest place, so it is not the next to leave.
    toasts.items = [...toasts.items.filter((t) => t !== same), same];
    startTimer(same.id);
    return same.id;
  }
  const id = nextId++;
  toasts.items.push({ id, text, tone, count: 1 });
  startTimer(id);
  for (const old of toasts.items.slice(0, -MAX_TOASTS)) dismissToast(old.id);
  return id;
}

export function clearToasts(): void {
  for (const { id } of toasts.items) dismissToast(id);
}
