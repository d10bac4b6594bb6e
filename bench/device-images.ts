// The device side of the image figures: a 12-megapixel photo resized and hashed in headless Chromium by
// the PWA's own code path, the built resize worker (pwa/src/data/resize.worker.ts: decode, fit 2560 px,
// JPEG) and then the SHA-256 the upload names the photo by (data/photos.ts, data/sha256.ts).
import { readdirSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { twelveMegapixelPhoto } from './sample-photo';

const RUNS = 3;

export interface DeviceImageFigures {
  photoBytes: number;
  /** Milliseconds per photo, each run. */
  runsMs: number[];
  medianMs: number;
  resized: { width: number; height: number; bytes: number };
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

export async function deviceImageFigures(browser: Browser, baseUrl: string): Promise<DeviceImageFigures> {
  const worker = readdirSync('dist/pwa/assets').find((name) => /^resize\.worker-.*\.js$/.test(name));
  if (!worker) throw new Error('no resize worker in dist/pwa/assets: is the build current?');
  const photo = await twelveMegapixelPhoto();
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    // The app's origin, so the worker loads as the app loads it.
    await page.goto(`${baseUrl}/`);
    const measured = await page.evaluate(
      async ({ workerUrl, base64, runs }) => {
        const file = new Blob([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], {
          type: 'image/jpeg',
        });
        const resizer = new Worker(workerUrl, { type: 'module' });
        const runsMs: number[] = [];
        let resized = { width: 0, height: 0, bytes: 0 };
        try {
          for (let id = 1; id <= runs; id++) {
            const started = performance.now();
            const reply = await new Promise<{ blob?: Blob; width?: number; height?: number; error?: string }>(
              (done) => {
                resizer.onmessage = (event) => done(event.data);
                resizer.postMessage({ id, file });
              },
            );
            if (!reply.blob) throw new Error(`the resize worker refused the photo: ${reply.error}`);
            const digest = await crypto.subtle.digest('SHA-256', await reply.blob.arrayBuffer());
            const hex = Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
            runsMs.push(performance.now() - started);
            if (hex.length !== 64) throw new Error('no hash');
            resized = { width: reply.width ?? 0, height: reply.height ?? 0, bytes: reply.blob.size };
          }
        } finally {
          resizer.terminate();
        }
        return { runsMs, resized };
      },
      { workerUrl: `/assets/${worker}`, base64: photo.toString('base64'), runs: RUNS },
    );
    return { photoBytes: photo.byteLength, ...measured, medianMs: median(measured.runsMs) };
  } finally {
    await context.close();
  }
}
