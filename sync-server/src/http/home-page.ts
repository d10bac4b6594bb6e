// `/` is index.html with the home page's first page of featured blogs inside it, as a JSON data block
// (FEATURED_IN_PAGE). A first visit then paints the cards with the app's first render, instead of asking
// for them after it and building the page a second time: on a phone that second build was most of the
// main thread's blocking time. The block is the same bytes GET /api/public/blogs/?view=summary&featured=true
// answers (the public view cache's), made safe inside <script>, and changes with them: the page's tag is
// made of the file's and the view's, and a page is built and compressed once per pair. A data block is
// never run, so the CSP needs nothing for it. The service worker's copy of index.html has no block; the
// home page then reads its device copy and asks the API, as before.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Context } from 'hono';
import { FEATURED_IN_PAGE } from '../../../shared/api/featured-in-page';
import { summaryPageView } from '../services/blogs/public-reads';
import { negotiatedBody } from './compress-bytes';
import type { StaticFile } from './compress-static';
import type { AppEnv } from './context';
import { matchesEtag } from './etag';

/** JSON that stays data inside a <script> element: no `<` can end it, no line separator can break it. */
export function scriptSafeJson(json: string): string {
  return json.replace(/[<>&\u2028\u2029]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** The page with the data block before its </body> (at its end when it has none). */
export function withFeaturedPage(html: string, json: string): string {
  const block = `<script type="application/json" id="${FEATURED_IN_PAGE.elementId}">${scriptSafeJson(json)}</script>`;
  const at = html.lastIndexOf('</body>');
  return at < 0 ? html + block : `${html.slice(0, at)}${block}${html.slice(at)}`;
}

interface HomePage {
  etag: string;
  bytes: Uint8Array;
  encoded: Map<string, Promise<Uint8Array>>;
}

const decoder = new TextDecoder();
const encoder = new TextEncoder();

/** Builds each page once per file and view; keeps the last (one page: the home page). */
export function homePages() {
  let kept: Promise<HomePage> | undefined;
  let keptFor = '';
  return (file: StaticFile, view: { json: Uint8Array; etag: string }): Promise<HomePage> => {
    const key = `${file.etag} ${view.etag}`;
    if (!kept || keptFor !== key) {
      keptFor = key;
      kept = readFile(file.plain.path, 'utf8').then((html) => ({
        etag: `W/"home-${createHash('sha256').update(key).digest('base64url').slice(0, 22)}"`,
        bytes: encoder.encode(withFeaturedPage(html, decoder.decode(view.json))),
        encoded: new Map(),
      }));
      // A failed read is not kept: the next request reads again.
      kept.catch(() => {
        keptFor = '';
      });
    }
    return kept;
  };
}

/** The home page with its featured blogs; undefined when they cannot be read (index.html then goes out as is). */
export async function homePageAnswer(
  c: Context<AppEnv>,
  file: StaticFile,
  pages: ReturnType<typeof homePages>,
): Promise<Response | undefined> {
  let page: HomePage;
  try {
    page = await pages(file, await summaryPageView(c.var.deps, FEATURED_IN_PAGE.query));
  } catch (error) {
    c.var.log.error('home page: served without its featured blogs', error);
    return undefined;
  }
  const headers: Record<string, string> = {
    ETag: page.etag,
    'Content-Type': file.type,
    Vary: 'Accept-Encoding',
  };
  if (matchesEtag(c.req.header('If-None-Match'), page.etag)) return c.body(null, 304, headers);
  const { body, encoding } = await negotiatedBody(c.req.header('Accept-Encoding'), page.bytes, page.encoded);
  if (encoding) headers['Content-Encoding'] = encoding;
  headers['Content-Length'] = String(body.byteLength);
  if (c.req.method === 'HEAD') return c.body(null, 200, headers);
  return c.body(body as Uint8Array<ArrayBuffer>, 200, headers);
}
