// A build step: the app's stylesheet goes into index.html as a <style> element instead of a <link>, so
// the first paint waits for no request (Lighthouse: no render-blocking resources). It is the one
// stylesheet the build makes (vite.config.ts: cssCodeSplit false), about 7 kB gzipped. The server allows
// exactly this <style> by its hash in the CSP (sync-server/src/http/inline-styles.ts reads it from the
// built index.html), so style-src needs no 'unsafe-inline'.
import type { Plugin } from 'vite';

const STYLESHEET = /<link\b[^>]*\brel="stylesheet"[^>]*\bhref="\/([^"]+\.css)"[^>]*>/g;

/** `html` with each built stylesheet it links replaced by the stylesheet's text; `css` reads a file. */
export function inlineStylesheets(html: string, css: (file: string) => string | undefined): string {
  return html.replace(STYLESHEET, (link, file: string) => {
    const text = css(file);
    // `</style` inside the text would end the element early; a minified stylesheet never has it.
    if (text === undefined || /<\/style/i.test(text)) return link;
    return `<style>${text}</style>`;
  });
}

export function inlineCss(): Plugin {
  return {
    name: 'travel-blog:inline-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        return inlineStylesheets(html, (file) => {
          const asset = bundle[file];
          return asset?.type === 'asset' ? String(asset.source) : undefined;
        });
      },
    },
  };
}
