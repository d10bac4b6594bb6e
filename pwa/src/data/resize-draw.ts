// Drawing shared by the worker (OffscreenCanvas) and the main-thread fallback (a canvas element).
import { fitWithin } from './image-fit.ts';

export interface ResizeRequest {
  id: number;
  file: Blob;
}

export type ResizeReply =
  | { id: number; blob: Blob; width: number; height: number }
  | { id: number; error: string };

type AnyCanvas = OffscreenCanvas | HTMLCanvasElement;

/** Sizes the canvas to fit the photo and draws it; JPEG has no transparency, so the ground is white. */
export function drawResized(canvas: AnyCanvas, bitmap: ImageBitmap): { width: number; height: number } {
  const { width, height } = fitWithin(bitmap.width, bitmap.height);
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d') as
    | OffscreenCanvasRenderingContext2D
    | CanvasRenderingContext2D
    | null;
  if (!context) throw new Error('This browser cannot draw pictures');
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  return { width, height };
}
