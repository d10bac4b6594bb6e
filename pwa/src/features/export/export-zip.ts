// The export as a zip stream: client-zip pulls one file at a time from exportFiles and compresses nothing
// (photos are compressed already), so bytes flow from IndexedDB, the caches or the network to wherever
// the stream is written without the whole zip ever being held here.
import { makeZip } from 'client-zip';
import type { UserDb } from '../../data/db.ts';
import { type ExportOptions, exportFiles } from './export-files.ts';

export function exportZip(db: UserDb, options: ExportOptions): ReadableStream<Uint8Array> {
  return makeZip(exportFiles(db, options));
}
