// The size a photo is stored at on the device and sent to the server: its longest edge at most 2560 px
// (enough for a full-width hero on a large screen; the server makes smaller variants), never enlarged.
export const MAX_EDGE = 2560;
export const JPEG_QUALITY = 0.85;

export function fitWithin(width: number, height: number, max = MAX_EDGE): { width: number; height: number } {
  const longest = Math.max(width, height);
  if (longest <= max) return { width, height };
  const scale = max / longest;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}
