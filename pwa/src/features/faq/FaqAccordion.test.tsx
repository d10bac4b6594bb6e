// @vitest-environment jsdom
/// <reference lib="dom" />
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, click, render, textsOf } from '../../test-support/render.tsx';
import { FaqAccordion } from './FaqAccordion.tsx';
import { faqEntries } from './faq-entries.ts';

afterEach(cleanup);

const setup = async () => {
  const { container } = await render(<FaqAccordion entries={faqEntries} />);
  const buttons = Array.from(container.querySelectorAll<HTMLButtonElement>('button'));
  const panelOf = (button: HTMLButtonElement) =>
    container.querySelector<HTMLElement>(`[id="${button.getAttribute('aria-controls')}"]`);
  const expanded = () => buttons.map((b) => b.getAttribute('aria-expanded'));
  return { buttons, panelOf, expanded };
};

const press = (target: HTMLElement, key: string) =>
  act(() => {
    target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
  });

describe('FaqAccordion', () => {
  it('lists the four SPEC questions, all closed', async () => {
    const { buttons, panelOf, expanded } = await setup();
    expect(textsOf(buttons)).toEqual([
      'how do i start blogging',
      'how much does it cost',
      'how long will my blog be seen for',
      'how many images can i upload',
    ]);
    expect(expanded()).toEqual(['false', 'false', 'false', 'false']);
    for (const button of buttons) {
      const panel = panelOf(button);
      expect(panel?.hidden).toBe(true);
      expect(panel?.getAttribute('aria-labelledby')).toBe(button.id);
    }
  });

  it('keeps one panel open at a time', async () => {
    const { buttons, panelOf, expanded } = await setup();
    const [first, second] = buttons;
    await click(first);
    expect(expanded()).toEqual(['true', 'false', 'false', 'false']);
    expect(first && panelOf(first)?.hidden).toBe(false);

    await click(second);
    expect(expanded()).toEqual(['false', 'true', 'false', 'false']);
    expect(first && panelOf(first)?.hidden).toBe(true);

    await click(second);
    expect(expanded()).toEqual(['false', 'false', 'false', 'false']);
  });

  it('moves between questions with the arrow, Home and End keys', async () => {
    const { buttons } = await setup();
    const [first, second, , last] = buttons;
    if (!first || !second || !last) throw new Error('expected four questions');
    first.focus();
    await press(first, 'ArrowDown');
    expect(document.activeElement).toBe(second);
    await press(second, 'End');
    expect(document.activeElement).toBe(last);
    await press(last, 'ArrowDown');
    expect(document.activeElement).toBe(first);
    await press(first, 'ArrowUp');
    expect(document.activeElement).toBe(last);
    await press(last, 'Home');
    expect(document.activeElement).toBe(first);
  });
});
