// Resizes a photo before it is stored and uploaded: in a Web Worker with OffscreenCanvas where the browser
// has both, else on the main thread with a canvas element. Either way the result is a JPEG of at most
// 2560 px on its longest edge, with the EXIF orientation applied and the metadata (GPS too) left behind.
import { JPEG_QUALITY } from './image-fit.ts';
import { drawResized, type ResizeReply } from './resize-draw.ts';

export interface ResizedPhoto {
  blob: Blob;
  width: number;
  height: number;
}

export const UNREADABLE_PHOTO = 'This photo cannot be read. Please pick a JPEG, PNG or WebP picture.';

let worker: Worker | null = null;
let nextId = 1;
const waiting = new Map<number, (reply: ResizeReply) => void>();

function workerUsable(): boolean {
  return (
    typeof Worker !== 'undefined' &&
    typeof OffscreenCanvas !== 'undefined' &&
    'convertToBlob' in OffscreenCanvas.prototype
  );
}

function inWorker(file: Blob): Promise<ResizeReply> {
  if (!worker) {
    worker = new Worker(new URL('./resize.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<ResizeReply>) => {
      waiting.get(event.data.id)?.(event.data);
      waiting.delete(event.data.id);
    };
  }
  const id = nextId++;
  return new Promise((resolve) => {
    waiting.set(id, resolve);
    worker?.postMessage({ id, file });
  });
}

async function onMainThread(file: Blob): Promise<ResizedPhoto> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  const canvas = document.createElement('canvas');
  const { width, height } = drawResized(canvas, bitmap);
  const blob = await new Promise<Blob | null>((resolve) =>
    canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY),
  );
  if (!blob) throw new Error(UNREADABLE_PHOTO);
  return { blob, width, height };
}

export async function resizePhoto(file: Blob): Promise<ResizedPhoto> {
  if (workerUsable()) {
    const reply = await inWorker(file);
    if ('blob' in reply) return reply;
    // Some browsers decode fewer formats in workers; the main thread gets a second try.
  }
  try {
    return await onMainThread(file);
  } catch {
    throw new Error(UNREADABLE_PHOTO);
  }
}
