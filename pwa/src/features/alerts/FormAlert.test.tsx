// @vitest-environment jsdom
/// <reference lib="dom" />
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, click, render } from '../../test-support/render.tsx';
import { FormAlert } from './FormAlert.tsx';
import { type MessageOptions, useTimedMessage } from './use-timed-message.ts';

// jsdom lays nothing out and has no scrollIntoView: record which elements were asked to come into view.
let scrolled: Element[] = [];
beforeEach(() => {
  scrolled = [];
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolled.push(this);
  };
});
afterEach(() => {
  cleanup();
  Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
});

/** A form with a message slot beside it, as the app's forms have; each button shows one message. */
function Harness({ options }: { options: MessageOptions }) {
  const { message, show } = useTimedMessage(2500);
  return (
    <section>
      <form>
        <input name="email" aria-label="email" />
        <select name="tier" aria-label="tier">
          <option value="">choose</option>
        </select>
        <button type="button" onClick={() => show('You must select a tier.', 'error', 2500, options)}>
          send
        </button>
      </form>
      <FormAlert message={message} />
    </section>
  );
}

const slot = (container: HTMLElement) => container.querySelector('.form-alert-slot');
const send = (container: HTMLElement) => click(container.querySelector('button'));

describe('FormAlert', () => {
  it('announces errors assertively and news politely', async () => {
    const { container } = await render(<FormAlert message={null} />);
    expect(container.querySelector('[role="alert"]')?.getAttribute('aria-live')).toBe('assertive');
    expect(container.querySelector('[role="status"]')?.getAttribute('aria-live')).toBe('polite');
  });

  it('brings each new message into view, a repeated one too', async () => {
    const { container } = await render(<Harness options={{}} />);
    expect(scrolled).toEqual([]);
    await send(container);
    expect(scrolled).toEqual([slot(container)]);
    await send(container);
    expect(scrolled).toEqual([slot(container), slot(container)]);
  });

  it('moves the focus to the field the message is about, shows it, and then the message', async () => {
    const { container } = await render(<Harness options={{ field: 'tier' }} />);
    const tier = container.querySelector('select');
    await send(container);
    expect(document.activeElement).toBe(tier);
    // The message is scrolled to last: when both do not fit on the screen, it is the one seen.
    expect(scrolled).toEqual([tier, slot(container)]);
  });

  it('leaves the focus where it is for a field the form does not have', async () => {
    const { container } = await render(<Harness options={{ field: 'nickname' }} />);
    const button = container.querySelector('button');
    button?.focus();
    await send(container);
    expect(document.activeElement).toBe(button);
    expect(scrolled).toEqual([slot(container)]);
  });

  it('does not scroll to news that comes late (quiet)', async () => {
    const { container } = await render(<Harness options={{ quiet: true }} />);
    await send(container);
    expect(container.querySelector('[role="alert"]')?.textContent).toBe('You must select a tier.');
    expect(scrolled).toEqual([]);
  });
});
