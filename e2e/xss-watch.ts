// What the stored-XSS suite watches in a browser context: calls of the payloads' hook, dialogs, requests to
// any origin but the server's (the context sees a service worker's too, which page events would miss), and
// markup in the DOM that only an injected payload could have put there.
import type { BrowserContext, Page } from 'playwright-core';
import { HOOK } from './xss-payloads';

export interface XssWatch {
  /** Labels the payloads' hook was called with, dialogs opened, and requests that left for elsewhere. */
  fired: string[];
  dialogs: string[];
  outside: string[];
}

export async function watchContext(context: BrowserContext, serverUrl: string): Promise<XssWatch> {
  const watch: XssWatch = { fired: [], dialogs: [], outside: [] };
  const origin = new URL(serverUrl).origin;
  await context.exposeBinding(HOOK, (_source, label: unknown) => {
    watch.fired.push(String(label));
  });
  context.on('request', (request) => {
    const url = new URL(request.url());
    if (/^(https?|wss?):$/.test(url.protocol) && url.origin !== origin) watch.outside.push(request.url());
  });
  context.on('page', (page) => watchDialogs(page, watch));
  return watch;
}

function watchDialogs(page: Page, watch: XssWatch): void {
  page.on('dialog', (dialog) => {
    watch.dialogs.push(dialog.message());
    void dialog.dismiss().catch(() => undefined);
  });
}

/**
 * Elements and attributes the app never renders but a payload would: script-capable or page-changing
 * tags, event-handler attributes, script and document URLs in links or frames, styles loading from
 * elsewhere. Found in the DOM even when the payload needs a click, or its request never went out.
 */
export function injectedMarkup(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const tags = new Set(['script', 'iframe', 'object', 'embed', 'base', 'meta', 'style', 'link', 'math']);
    const urlAttributes = new Set(['href', 'src', 'action', 'formaction', 'data', 'xlink:href']);
    const found: string[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      const tag = element.tagName.toLowerCase();
      if (tags.has(tag)) found.push(`<${tag}> ${element.outerHTML.slice(0, 80)}`);
      for (const { name, value } of Array.from(element.attributes)) {
        if (name.startsWith('on')) found.push(`<${tag} ${name}="${value}">`);
        const isUrl = urlAttributes.has(name) && !(tag === 'img' && name === 'src');
        if (isUrl && /^\s*(javascript|data|vbscript):/i.test(value))
          found.push(`<${tag} ${name}="${value}">`);
        if (/^\s*javascript:/i.test(value)) found.push(`<${tag} ${name}="${value}">`);
        if (name === 'style' && /url\(|expression\(/i.test(value) && /xss|127\.0\.0\.1:9/.test(value))
          found.push(`<${tag} style="${value}">`);
      }
    }
    return [...new Set(found)];
  });
}
