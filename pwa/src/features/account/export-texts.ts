// The words of the "take your blogs with you" section (pure, so every case is tested).

import type { ExportOutcome, ExportProgress } from '../export/export-files.ts';
import type { MissingPhoto } from '../export/export-markdown.ts';

export const EXPORT_TITLE = 'take your blogs with you';
export const EXPORT_BUTTON = 'Download my blogs';
export const EXPORT_ABOUT =
  'A zip of every blog and draft as Markdown with its photos beside it, and your tasks as one list. It is made on this device, so it works offline too.';
export const EXPORT_STARTING = 'preparing the zip…';
export const EXPORT_CANCELLED = 'No file was chosen, so nothing was saved.';
export const EXPORT_FAILED = 'The zip could not be made. Nothing was saved; please try again.';

export function progressText(progress: ExportProgress): string {
  return `${progress.done} of ${progress.total} ${progress.what}`;
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The missing photos as people read them: "rome/ hero, rome/ photo 2". */
export const missingList = (missing: readonly MissingPhoto[]): string =>
  missing.map((m) => `${m.folder}/ ${m.role}`).join(', ');

export function doneText(outcome: ExportOutcome, fileName: string): string {
  const held = `Done: ${count(outcome.blogs, 'blog', 'blogs')}, ${count(outcome.drafts, 'draft', 'drafts')} and ${count(outcome.photos, 'photo', 'photos')} are in ${fileName}.`;
  if (outcome.missing.length === 0) return held;
  return `${held} Left out, as they are not on this device and the server could not be reached: ${missingList(outcome.missing)} (listed in missing-photos.txt).`;
}
