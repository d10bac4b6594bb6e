// Filter-evasion payloads for the stored-XSS suite. Each one, should it ever run, calls HOOK with its own
// label or loads something from OUTSIDE (an origin the page never talks to, or another local port), so the
// suite can say which payload got through and in which field.
export const HOOK = '__xss';
export const OUTSIDE = 'http://xss.invalid';
export const OTHER_PORT = 'http://127.0.0.1:9';

/** Every vector, for long fields (blog body, contact message, e-mail body). */
export function longPayloads(label: string): string[] {
  const hook = (vector: string) => `${HOOK}('${label}-${vector}')`;
  return [
    `<script>${hook('script')}</script>`,
    `<img src=x onerror=${hook('img')}>`,
    `<svg onload=${hook('svg')}>`,
    `<img src=x onerror=alert('${label}-alert')>`,
    `"><img src=x onerror=${hook('dq')}>`,
    `'><svg/onload=${hook('sq')}>`,
    `</textarea><img src=x onerror=${hook('ta')}>`,
    `</title></style><script>${hook('close')}</script>`,
    `<a href="javascript:${hook('js')}">click</a>`,
    `<a href="jav&#x09;ascript:${hook('tab')}">tab</a>`,
    `<a href="data:text/html,<script>${hook('data')}</script>">data</a>`,
    `<iframe src="javascript:parent.${hook('frame')}"></iframe>`,
    `<object data="data:text/html,<script>${hook('object')}</script>"></object>`,
    `<style>*{background:url(${OUTSIDE}/${label}-style)}</style>`,
    `<div style="background:url(${OUTSIDE}/${label}-attr)">styled</div>`,
    `&lt;img src=x onerror=${hook('ent')}&gt;`,
    `<img src=x onerror=&#95;&#95;xss('${label}-ent2')>`,
    `&#60;script&#62;${hook('ent3')}&#60;/script&#62;`,
    `<img src="${OUTSIDE}/${label}-img">`,
    `<img src="${OTHER_PORT}/${label}-port">`,
    `<link rel=stylesheet href=${OUTSIDE}/${label}-link>`,
    `<base href="${OUTSIDE}/">`,
    `<meta http-equiv="refresh" content="0;url=${OUTSIDE}/${label}-meta">`,
    `<math><mtext><table><mglyph><style><img src=x onerror=${hook('mxss')}>`,
    `<noscript><p title="</noscript><img src=x onerror=${hook('nos')}>">`,
  ];
}

/** One short vector per field of at most `max` characters (names 60, a task 40), picked by `n`. */
export function shortPayload(label: string, n: number, max: number): string {
  const options = [
    `<img src=x onerror=${HOOK}('${label}')>`,
    `"><svg onload=${HOOK}('${label}')>`,
    `<script>${HOOK}('${label}')</script>`,
    `'><img src=${OUTSIDE}/${label}>`,
    // Protocol-relative, to fit in a task's 40 characters.
    '<style>*{background:url(//xss.invalid)}',
  ];
  const payload = options[n % options.length] ?? '';
  if (payload.length > max) throw new Error(`payload ${payload} is longer than ${max}`);
  return payload;
}
