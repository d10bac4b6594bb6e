// @vitest-environment jsdom
/// <reference lib="dom" />
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '../../test-support/render.tsx';
import { BlogBody } from './BlogBody.tsx';
import { words } from './test-blogs.ts';

beforeEach(() => {
  Object.defineProperty(window, 'innerWidth', { value: 390, configurable: true, writable: true });
});
afterEach(cleanup);

/** Each chunk's paragraphs as the reader sees them, a line break shown as "|". */
function shown(container: HTMLElement): string[][] {
  return Array.from(container.querySelectorAll('.blog-row__text'), (text) =>
    Array.from(text.querySelectorAll('p'), (p) =>
      Array.from(p.childNodes, (node) => (node.nodeName === 'BR' ? '|' : node.textContent)).join(''),
    ),
  );
}

describe('BlogBody', () => {
  it('keeps the paragraphs and the line breaks of the body', async () => {
    const { container } = await render(<BlogBody title="Rome" body={'A.\n\nB.\nC.'} images={[]} />);
    expect(shown(container)).toEqual([['A.', 'B.|C.']]);
    expect(container.querySelectorAll('.blog-row__text br')).toHaveLength(1);
  });

  it('keeps them across chunks: a paragraph cut at 100 words goes on in the next chunk', async () => {
    const body = `${words(98)}\nend of line\n\nsecond paragraph`;
    const { container } = await render(<BlogBody title="Rome" body={body} images={[]} />);
    const chunks = shown(container);
    expect(chunks).toHaveLength(2);
    expect(chunks[0]).toEqual([`${words(98)}|end of`]);
    expect(chunks[1]).toEqual(['line', 'second paragraph']);
  });
});
