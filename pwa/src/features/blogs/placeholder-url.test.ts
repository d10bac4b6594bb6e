// The worker side of placeholderUrl, against a stand-in Worker (Node has no DOM workers): what is asked
// of the worker, how answers reach every caller, and what a worker that fails to start leaves behind.
// The real worker runs in Chromium (e2e/placeholders.e2e.test.ts).
import { thumbHashToDataURL } from 'thumbhash';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from '../../next-task.ts';
import { decodePlaceholder, type PlaceholderRequest } from './placeholder-decode.ts';

class FakeWorker extends EventTarget {
  static started: FakeWorker[] = [];
  asked: string[] = [];
  terminated = false;
  constructor(readonly url: URL) {
    super();
    FakeWorker.started.push(this);
  }
  postMessage({ thumbhash }: PlaceholderRequest) {
    this.asked.push(thumbhash);
  }
  /** Answers every question asked so far, as placeholder.worker.ts would. */
  answer() {
    for (const thumbhash of this.asked.splice(0)) {
      const data = { thumbhash, url: decodePlaceholder(thumbhash, thumbHashToDataURL) };
      this.dispatchEvent(new MessageEvent('message', { data }));
    }
  }
  fail() {
    this.dispatchEvent(new Event('error'));
  }
  terminate() {
    this.terminated = true;
  }
}

const HASH = '3fcNDIJ4h4iAd4eHiIKIj4r4mA==';
const OTHER = 'JhgOTJKHiIiPiHiHd3V4hoBHCA==';

async function fresh() {
  vi.resetModules();
  return import('./placeholder-url.ts');
}

beforeEach(() => {
  FakeWorker.started = [];
  vi.stubGlobal('Worker', FakeWorker);
});
afterEach(() => vi.unstubAllGlobals());

describe('placeholderUrl in a worker', () => {
  it('starts one worker on first use and asks it once per hash, however many photos show it', async () => {
    const { placeholderUrl, decodedPlaceholder } = await fresh();
    expect(FakeWorker.started).toHaveLength(0);
    const answers = [placeholderUrl(HASH), placeholderUrl(HASH), placeholderUrl(OTHER)];
    // Not in the caller's task (React's effects, right after a first paint): in one of its own.
    expect(FakeWorker.started).toHaveLength(0);
    await nextTask();
    const [worker] = FakeWorker.started;
    expect(FakeWorker.started).toHaveLength(1);
    expect(worker?.url.pathname).toMatch(/placeholder\.worker\.ts$/);
    expect(worker?.asked).toEqual([HASH, OTHER]);
    worker?.answer();
    const [first, again, other] = await Promise.all(answers);
    expect(first).toMatch(/^data:image\/png;base64,/);
    expect(again).toBe(first);
    expect(other).not.toBe(first);
    // Kept for the page's life: a later photo with the hash gets it without asking.
    expect(decodedPlaceholder(HASH)).toBe(first);
    expect(await placeholderUrl(HASH)).toBe(first);
    expect(worker?.asked).toEqual([]);
  });

  it('starts no worker and asks nothing for a photo that came in first', async () => {
    const { placeholderUrl, decodedPlaceholder } = await fresh();
    expect(await placeholderUrl(HASH, () => false)).toBeNull();
    expect(FakeWorker.started).toEqual([]);
    expect(decodedPlaceholder(HASH)).toBeUndefined();
  });

  it('starts no worker for a photo that comes in while its turn waits', async () => {
    const { placeholderUrl } = await fresh();
    let photoIn = false;
    const answer = placeholderUrl(HASH, () => !photoIn);
    photoIn = true;
    expect(await answer).toBeNull();
    expect(FakeWorker.started).toEqual([]);
  });

  it('answers null, keeps it, for a hash that does not decode', async () => {
    const { placeholderUrl, decodedPlaceholder } = await fresh();
    const answer = placeholderUrl('%%%');
    await nextTask();
    FakeWorker.started[0]?.answer();
    expect(await answer).toBeNull();
    expect(decodedPlaceholder('%%%')).toBeNull();
  });

  it('fails the waiting photos when the worker cannot start, and starts a new one for the next', async () => {
    const { placeholderUrl, decodedPlaceholder } = await fresh();
    const waiting = placeholderUrl(HASH);
    await nextTask();
    const broken = FakeWorker.started[0];
    broken?.fail();
    await expect(waiting).rejects.toThrow(/did not start/);
    expect(broken?.terminated).toBe(true);
    expect(decodedPlaceholder(HASH)).toBeUndefined();

    const retried = placeholderUrl(HASH);
    await nextTask();
    expect(FakeWorker.started).toHaveLength(2);
    FakeWorker.started[1]?.answer();
    expect(await retried).toMatch(/^data:image\/png;base64,/);
  });
});
