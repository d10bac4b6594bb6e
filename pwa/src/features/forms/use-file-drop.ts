import { type DragEvent, useState } from 'react';

const carriesFiles = (event: DragEvent) => Array.from(event.dataTransfer?.types ?? []).includes('Files');

/**
 * Files dropped on an element (spread `handlers` on it): `over` while files are dragged over it. A drop
 * counts only while the element's first file input is enabled (a disabled fieldset disables it too), so
 * dropping does nothing that the picker's button could not do.
 */
export function useFileDrop(onFiles: (files: File[]) => void) {
  const [over, setOver] = useState(false);
  const accepts = (event: DragEvent<HTMLElement>) =>
    carriesFiles(event) &&
    event.currentTarget.querySelector('input[type="file"]')?.matches(':enabled') === true;

  const handlers = {
    onDragEnter: (event: DragEvent<HTMLElement>) => {
      if (!accepts(event)) return;
      event.preventDefault();
      setOver(true);
    },
    onDragOver: (event: DragEvent<HTMLElement>) => {
      if (!accepts(event)) return;
      // Without this the browser would open the file in place of the app.
      event.preventDefault();
      event.dataTransfer.dropEffect = 'copy';
    },
    onDragLeave: (event: DragEvent<HTMLElement>) => {
      const to = event.relatedTarget;
      if (!(to instanceof Node && event.currentTarget.contains(to))) setOver(false);
    },
    onDrop: (event: DragEvent<HTMLElement>) => {
      setOver(false);
      if (!accepts(event)) return;
      event.preventDefault();
      const files = Array.from(event.dataTransfer.files);
      if (files.length > 0) onFiles(files);
    },
  };
  return { over, handlers };
}
