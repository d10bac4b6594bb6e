// Where the zip goes. Two paths, by memory:
// - A file the user picks (showSaveFilePicker, Chromium on desktops): the stream is written to disk as it
//   is made, so the page never holds more than the bytes in flight, however large the export.
// - Elsewhere (phones, Firefox, Safari, or no file picked because the picker is missing): the stream is
//   collected into a Blob and downloaded through an object URL. The Blob holds the whole zip until the
//   download has it; Chromium keeps large blobs on disk rather than in memory, other browsers may not,
//   which is why the picker is preferred where it exists.
// The picker must be asked at the click itself (it needs the user's gesture), before anything else waits.

interface SaveFilePicker {
  showSaveFilePicker?: (options: {
    suggestedName: string;
    types: { description: string; accept: Record<string, string[]> }[];
  }) => Promise<FileSystemFileHandle>;
}

export type SaveTarget =
  | { kind: 'file'; handle: FileSystemFileHandle }
  | { kind: 'download' }
  | { kind: 'cancelled' };

/** Asks for a file where the browser can write one; a closed picker means the user changed their mind. */
export async function pickSaveTarget(name: string): Promise<SaveTarget> {
  const picker = (globalThis as SaveFilePicker).showSaveFilePicker;
  if (!picker) return { kind: 'download' };
  try {
    const handle = await picker({
      suggestedName: name,
      types: [{ description: 'zip archive', accept: { 'application/zip': ['.zip'] } }],
    });
    return { kind: 'file', handle };
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') return { kind: 'cancelled' };
    // Refused for another reason (a policy, no gesture left): the download still works.
    return { kind: 'download' };
  }
}

/** Long enough for the browser to have started reading the Blob, which it then holds on its own. */
const REVOKE_AFTER_MS = 30_000;

export async function saveZip(
  stream: ReadableStream<Uint8Array>,
  target: Exclude<SaveTarget, { kind: 'cancelled' }>,
  name: string,
): Promise<void> {
  if (target.kind === 'file') {
    await stream.pipeTo(await target.handle.createWritable());
    return;
  }
  const blob = await new Response(stream, { headers: { 'content-type': 'application/zip' } }).blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
