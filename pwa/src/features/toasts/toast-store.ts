// Short confirmations that float top-right and close themselves after 5000 ms (SPEC §9).
import { proxy } from 'valtio';

export const TOAST_MS = 5000;

export type ToastTone = 'success' | 'error';

export interface Toast {
  id: number;
  text: string;
  tone: ToastTone;
}

export const toasts = proxy<{ items: Toast[] }>({ items: [] });

let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();

export function dismissToast(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  toasts.items = toasts.items.filter((t) => t.id !== id);
}

export function toast(text: string, tone: ToastTone = 'success'): number {
  const id = nextId++;
  toasts.items.push({ id, text, tone });
  timers.set(
    id,
    setTimeout(() => dismissToast(id), TOAST_MS),
  );
  return id;
}

export function clearToasts(): void {
  for (const { id } of toasts.items) dismissToast(id);
}
