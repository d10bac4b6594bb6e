// A form's message must be seen where the user is (issue 15): on a phone the form is taller than the
// screen, and a message off-screen vanishes unseen after its few seconds.

/** The control named `name` in a form next to the alert (inside the alert's parent), if there is one. */
function fieldNear(alert: HTMLElement, name: string): HTMLElement | null {
  for (const form of alert.parentElement?.querySelectorAll('form') ?? []) {
    const found = form.elements.namedItem(name);
    const control = found instanceof RadioNodeList ? found[0] : found;
    if (control instanceof HTMLElement) return control;
  }
  return null;
}

/**
 * Moves the focus to the field the message is about, then scrolls the least needed to show the field and
 * then the message; when both do not fit on the screen, the message wins. Instant, so the second scroll
 * does not cancel the first one's animation.
 */
export function revealMessage(alert: HTMLElement, field: string | undefined): void {
  const control = field === undefined ? null : fieldNear(alert, field);
  if (control) {
    control.focus({ preventScroll: true });
    control.scrollIntoView?.({ block: 'nearest', behavior: 'instant' });
  }
  // jsdom has no scrollIntoView; browsers all do.
  alert.scrollIntoView?.({ block: 'nearest', behavior: 'instant' });
}
