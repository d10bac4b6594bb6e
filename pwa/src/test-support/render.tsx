// Helpers for component tests in jsdom (no testing library is installed): render with react-dom/client
// inside act(), so effects and router transitions have settled before a test looks at the DOM.
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { act, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { createAppRouter } from '../router.ts';

// Tells React that updates are wrapped in act(), which silences its "not wrapped in act" warnings. Off
// again after cleanup: a lazy module a test's page asked for may resolve after the test, and React's
// warning about that unmounted page, logged as the worker closes, failed a run with vitest's
// "Closing rpc while onUserConsoleLog was pending".
const actEnvironment = (on: boolean) => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = on;
};
actEnvironment(true);

// jsdom has no layout and throws on scrollTo; the router scrolls on every navigation, so make it a no-op.
window.scrollTo = () => {};

const mounted = new Set<() => void>();

export async function render(element: ReactNode): Promise<{ container: HTMLElement }> {
  actEnvironment(true);
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  mounted.add(() => {
    act(() => root.unmount());
    container.remove();
  });
  await act(async () => root.render(element));
  return { container };
}

/** Unmounts everything rendered so far; call it in afterEach, before resetting shared stores. */
export function cleanup(): void {
  for (const unmount of mounted) unmount();
  mounted.clear();
  actEnvironment(false);
}

/** The whole app (layout, routes, 404) at `path`, on an in-memory history. */
export async function renderApp(path = '/') {
  const router = createAppRouter(createMemoryHistory({ initialEntries: [path] }));
  const rendered = await render(<RouterProvider router={router} />);
  await act(() => router.load());
  return { ...rendered, router };
}

/** Clicks like a user: a bubbling, cancelable primary-button click that the router can intercept. */
export async function click(element: Element | null | undefined): Promise<void> {
  if (!element) throw new Error('nothing to click');
  await act(async () => {
    element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
  });
}

export const textsOf = (elements: Iterable<Element>): string[] =>
  Array.from(elements, (el) => el.textContent?.trim() ?? '');

/** Types like a user into a controlled input or picks a select option, so React's onChange runs. */
export async function fillIn(element: Element | null | undefined, value: string): Promise<void> {
  if (!(element instanceof HTMLInputElement || element instanceof HTMLSelectElement)) {
    throw new Error('nothing to fill in');
  }
  // React tracks the value it last set; the prototype's setter bypasses that so the change is noticed.
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element), 'value')?.set;
  await act(async () => {
    setter?.call(element, value);
    element.dispatchEvent(
      new Event(element instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
    );
  });
}

/** The input labelled `label` inside `container` (labels are how users and screen readers find fields). */
export function field(container: HTMLElement, label: string): HTMLInputElement | HTMLSelectElement {
  const match = Array.from(container.querySelectorAll('label')).find((l) => l.textContent === label);
  const control = match?.control;
  if (!(control instanceof HTMLInputElement || control instanceof HTMLSelectElement)) {
    throw new Error(`no field labelled "${label}"`);
  }
  return control;
}

/** Presses a key on whatever has focus (or the document), as a bubbling keydown. */
export async function press(key: string, options: KeyboardEventInit = {}): Promise<void> {
  const target = document.activeElement ?? document.body;
  await act(async () => {
    target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...options }));
  });
}

/** Lets pending promises (a faked fetch answer, router navigation) settle inside act(). */
export async function settle(): Promise<void> {
  await act(async () => {
    for (let i = 0; i < 5; i++) await Promise.resolve();
  });
}

/**
 * Waits, in small real-time steps each inside act(), until `check` passes: for work that is not a plain
 * promise chain, such as IndexedDB requests, whose results then reach the DOM before the next check. The
 * deadline only ends a wait that fails: a sync flow of the conflict dialog once took 2.1 s with the whole
 * suite running on two cores, where 2 s was the deadline.
 */
export async function eventually(check: () => void | Promise<void>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
    }
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
    });
  }
}
