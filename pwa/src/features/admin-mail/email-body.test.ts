import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../../../../shared/escape-html.ts';
import { bodyToHtml } from './email-body.ts';

describe('bodyToHtml (SPEC §4)', () => {
  it.each([
    ['one line', 'Hello', '<p>Hello</p>'],
    [
      'two lines, an empty line, a third',
      'Hi Ada\nThanks for joining\n\nBye',
      '<p>Hi Ada</p><p>Thanks for joining</p><br><p>Bye</p>',
    ],
    ['Windows and old Mac line ends', 'a\r\nb\r\rc', '<p>a</p><p>b</p><br><p>c</p>'],
    ['several empty lines, one break each', 'a\n\n\nb', '<p>a</p><br><br><p>b</p>'],
    ['a line of spaces counts as empty', 'a\n   \nb', '<p>a</p><br><p>b</p>'],
    ['blank lines at the ends are dropped', '\n\n  a\n\n', '<p>  a</p>'],
    ['nothing but blanks is nothing', ' \n\n ', ''],
    [
      'markup typed by the admin stays text',
      '<b>5 > 3</b> & "x"',
      '<p>&lt;b&gt;5 &gt; 3&lt;/b&gt; &amp; &quot;x&quot;</p>',
    ],
  ])('%s', (_case, text, html) => {
    expect(bodyToHtml(text)).toBe(html);
  });
});

describe('bodyToHtml formatting (issue 32)', () => {
  it.each([
    [
      'bold and italic',
      'a **big** and *small* deal',
      '<p>a <strong>big</strong> and <em>small</em> deal</p>',
    ],
    ['stars that do not hug words stay', '2 * 3 * 4 and ** x **', '<p>2 * 3 * 4 and ** x **</p>'],
    [
      'a link with its words',
      'See [our trips](https://example.com/trips?a=1&b=2) now',
      '<p>See <a href="https://example.com/trips?a=1&amp;b=2">our trips</a> now</p>',
    ],
    [
      'a mail link',
      '[write to us](mailto:hi@example.com)',
      '<p><a href="mailto:hi@example.com">write to us</a></p>',
    ],
    [
      'a bare address, its full stop left out',
      'Read https://example.com/a_b.',
      '<p>Read <a href="https://example.com/a_b">https://example.com/a_b</a>.</p>',
    ],
    [
      'bold words inside a link',
      '[**Lima**](https://x.io)',
      '<p><a href="https://x.io"><strong>Lima</strong></a></p>',
    ],
    [
      'other schemes stay text',
      '[run](javascript:alert(1)) [file](file:///etc/passwd)',
      '<p>[run](javascript:alert(1)) [file](file:///etc/passwd)</p>',
    ],
    [
      'quotes cannot leave the address',
      '[x](https://a.io/"onmouseover="y)',
      '<p><a href="https://a.io/&quot;onmouseover=&quot;y">x</a></p>',
    ],
  ])('%s', (_case, text, html) => {
    expect(bodyToHtml(text)).toBe(html);
  });
});

describe('escapeHtml', () => {
  it('escapes the five special characters and nothing else', () => {
    expect(escapeHtml(`<a href='x'>&"é</a>`)).toBe('&lt;a href=&#39;x&#39;&gt;&amp;&quot;é&lt;/a&gt;');
  });
});
