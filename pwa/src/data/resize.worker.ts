// Resizes a picked photo off the main thread (DESIGN §8): decode with the EXIF orientation applied, draw
// at most 2560 px on the longest edge, encode as JPEG. Typing stays smooth while a large photo is prepared.
import { JPEG_QUALITY } from './image-fit.ts';
import { drawResized, type ResizeReply, type ResizeRequest } from './resize-draw.ts';

const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = async (event: MessageEvent<ResizeRequest>) => {
  const { id, file } = event.data;
  let reply: ResizeReply;
  try {
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    const canvas = new OffscreenCanvas(1, 1);
    const { width, height } = drawResized(canvas, bitmap);
    const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: JPEG_QUALITY });
    reply = { id, blob, width, height };
  } catch (error) {
    reply = { id, error: error instanceof Error ? error.message : String(error) };
  }
  scope.postMessage(reply);
};
