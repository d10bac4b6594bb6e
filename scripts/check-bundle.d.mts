export const FIRST_VISIT_BUDGET_BYTES: number;
/** Names of the lazy chunks / loads for a visitor (counted with the first visit). */
export const LAZY_ON_HOME: string[];
/** A built chunk's name without its hash: "placeholder.worker" from "assets/placeholder.worker-B2s7kK0R.js". */
export function chunkName(file: string): string;

/**
 * The JavaScript a first visit to / loads from the build `dir` against `budget` gzipped bytes: the total,
 * the files (under `dir`, e.g. "assets/react-x.js") and a printable report.
 */
export function checkBundle(
  dir: string,
  budget?: number,
): { ok: boolean; total: number; report: string; files: string[] };
