export interface JsFile {
  file: string;
  bytes: number;
  gzipBytes: number;
}

export interface LazyChunk {
  file: string;
  gzipBytes: number;
  /** The chunk and what it imports statically beyond the first visit's files. */
  withImportsGzipBytes: number;
}

export interface FirstVisitJs {
  firstVisit: JsFile[];
  firstVisitGzipBytes: number;
  lazy: LazyChunk[];
}

/** The JavaScript a first visit to / loads from the build in `dir` (dist/pwa), and the lazy chunks. */
export function firstVisitJs(dir?: string): FirstVisitJs;
