// A photo's ThumbHash (computed by the server, see ImageRef) as an image URL to draw until the photo
// loads. The decoding runs in a worker (placeholder.worker.ts), started on first use, so pages without
// photos never load it and a page of photos never blocks input while it sketches them: a decode and the
// garbage it leaves cost a phone tens of milliseconds. Each hash is decoded once per page load.
import { nextTask } from '../../next-task.ts';
import { decodePlaceholder, type PlaceholderAnswer, type PlaceholderRequest } from './placeholder-decode.ts';

/** A sketch as a data URL, null for a hash that does not decode, undefined when no longer wanted. */
type Decode = (thumbhash: string, wanted: () => boolean) => Promise<string | null | undefined>;

const decoded = new Map<string, string | null>();
let decodeInWorker: Decode | undefined;
let decodeHereWith: Promise<typeof import('thumbhash')> | undefined;

interface Waiting {
  resolve(url: string | null): void;
  reject(error: Error): void;
}

function startWorker(): Decode {
  const worker = new Worker(new URL('./placeholder.worker.ts', import.meta.url), { type: 'module' });
  // A hash asked for again while in flight (the same photo twice on a page) waits for the one answer.
  const waiting = new Map<string, Waiting[]>();
  worker.addEventListener('message', ({ data }: MessageEvent<PlaceholderAnswer>) => {
    for (const caller of waiting.get(data.thumbhash) ?? []) caller.resolve(data.url);
    waiting.delete(data.thumbhash);
  });
  // Its script could not be fetched (offline before it was ever cached): these photos show without a
  // sketch, and the next one asked for starts a new worker.
  worker.addEventListener('error', () => {
    worker.terminate();
    if (decodeInWorker === decode) decodeInWorker = undefined;
    const error = new Error('the placeholder decoder did not start');
    for (const callers of waiting.values()) for (const caller of callers) caller.reject(error);
    waiting.clear();
  });
  const decode: Decode = (thumbhash, wanted) =>
    new Promise((resolve, reject) => {
      const callers = waiting.get(thumbhash);
      if (callers) return callers.push({ resolve, reject });
      if (!wanted()) return resolve(undefined);
      waiting.set(thumbhash, [{ resolve, reject }]);
      const request: PlaceholderRequest = { thumbhash };
      worker.postMessage(request);
    });
  return decode;
}

/** Without workers (jsdom in the unit tests): the decoder is fetched on first use, each hash in a task of its own. */
const decodeHere: Decode = async (thumbhash, wanted) => {
  decodeHereWith ??= import('thumbhash');
  const { thumbHashToDataURL } = await decodeHereWith;
  await new Promise((resolve) => setTimeout(resolve, 0));
  return wanted() ? decodePlaceholder(thumbhash, thumbHashToDataURL) : undefined;
};

/** The data URL already decoded for this hash (null: not a usable hash), or undefined when not yet. */
export function decodedPlaceholder(thumbhash: string): string | null | undefined {
  return decoded.get(thumbhash);
}

/**
 * A PNG data URL of the placeholder; null for a hash that does not decode (the photo just shows no
 * sketch), or when `wanted` says by its turn that it is no longer needed (the photo came in first).
 */
export async function placeholderUrl(thumbhash: string, wanted = () => true): Promise<string | null> {
  const known = decoded.get(thumbhash);
  if (known !== undefined) return known;
  // On a task of its own: asked from React's effects right after a page's first paint, the worker's start
  // (5-10 ms on a fast machine) lengthened the task that runs them. A photo in by then needs no worker.
  await nextTask();
  if (!wanted()) return decoded.get(thumbhash) ?? null;
  if (typeof Worker !== 'undefined') decodeInWorker ??= startWorker();
  const url = await (decodeInWorker ?? decodeHere)(thumbhash, wanted);
  if (url === undefined) return decoded.get(thumbhash) ?? null;
  decoded.set(thumbhash, url);
  return url;
}
