import { describe, expect, it } from 'vitest';
import { inlineStylesheets } from './vite-inline-css.ts';

const HTML = `<head>
<script type="module" crossorigin src="/assets/index-a1.js"></script>
<link rel="stylesheet" crossorigin href="/assets/index-b2.css">
<link rel="icon" href="/favicon.svg">
</head>`;

describe('inlining the built stylesheet into index.html', () => {
  it('replaces the stylesheet link with a <style> of its text and leaves other tags alone', () => {
    const out = inlineStylesheets(HTML, (file) =>
      file === 'assets/index-b2.css' ? 'body{margin:0}' : undefined,
    );
    expect(out).toContain('<style>body{margin:0}</style>');
    expect(out).not.toContain('rel="stylesheet"');
    expect(out).toContain('<link rel="icon" href="/favicon.svg">');
    expect(out).toContain('src="/assets/index-a1.js"');
  });

  it('keeps the link when the file is not in the build or its text would end the element early', () => {
    expect(inlineStylesheets(HTML, () => undefined)).toBe(HTML);
    expect(inlineStylesheets(HTML, () => 'a{content:"</style>"}')).toBe(HTML);
  });
});
