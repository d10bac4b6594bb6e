import { describe, expect, it } from 'vitest';
import { htmlToText, sanitizeEmailHtml } from './sanitize';

describe('sanitizeEmailHtml', () => {
  it.each([
    ['<p>Hi</p><script>alert(1)</script>', '<p>Hi</p>'],
    ['<p onclick="steal()">Hi</p>', '<p>Hi</p>'],
    ['<img src=x onerror=alert(1)>', ''],
    ['<a href="javascript:alert(1)">x</a>', '<a rel="noopener noreferrer" target="_blank">x</a>'],
    ['<a href="JaVaScRiPt:alert(1)">x</a>', '<a rel="noopener noreferrer" target="_blank">x</a>'],
    ['<iframe src="https://evil.example"></iframe><p>ok</p>', '<p>ok</p>'],
    ['<p style="background:url(x)">styled</p>', '<p>styled</p>'],
    ['<svg><script>alert(1)</script></svg>', ''],
  ])('removes what could run: %s', (input, expected) => {
    expect(sanitizeEmailHtml(input)).toBe(expected);
  });

  it('keeps allowed formatting and safe links', () => {
    const html =
      '<p><strong>Bold</strong> <em>it</em> <u>u</u><br><a href="https://example.com/a?b=1">link</a></p><ul><li>one</li></ul>';
    expect(sanitizeEmailHtml(html)).toBe(
      '<p><strong>Bold</strong> <em>it</em> <u>u</u><br /><a href="https://example.com/a?b=1" rel="noopener noreferrer" target="_blank">link</a></p><ul><li>one</li></ul>',
    );
    expect(sanitizeEmailHtml('<a href="mailto:a@b.co">mail</a>')).toContain('href="mailto:a@b.co"');
  });
});

describe('htmlToText', () => {
  it('turns paragraphs and breaks into lines and decodes entities', () => {
    expect(htmlToText('<p>Hello &amp; welcome</p><p>Line<br />two</p>')).toBe('Hello & welcome\nLine\ntwo');
  });
});
