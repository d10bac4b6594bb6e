// What one `npm run bench` measured: every part records its figures and its targets here; run.ts prints
// the targets as a table at the end and writes everything to bench/results.json (an output, gitignored).
// A missed target is reported, never an error: the bench exits non-zero only when it crashes.
import { writeFile } from 'node:fs/promises';
import { availableParallelism, cpus } from 'node:os';

export interface Target {
  name: string;
  goal: string;
  measured: string;
  /** null when the figure could not be measured in this run (said in `measured`). */
  met: boolean | null;
}

const figures: Record<string, unknown> = {};
const targets: Target[] = [];

/** Keeps a part's figures under its name in results.json. */
export function recordFigures(part: string, values: unknown): void {
  figures[part] = values;
}

export function recordTarget(target: Target): void {
  targets.push(target);
}

const verdict = (met: boolean | null) => (met === null ? 'not measured' : met ? 'met' : 'NOT MET');

export function printTargets(): void {
  const width = Math.max(20, ...targets.map((t) => t.name.length));
  const goalWidth = Math.max(10, ...targets.map((t) => t.goal.length));
  console.log(`\nTargets (figures of this run on this machine; never pass/fail)`);
  console.log(`${'target'.padEnd(width)}  ${'goal'.padEnd(goalWidth)}  ${'verdict'.padEnd(12)}  measured`);
  for (const t of targets) {
    console.log(
      `${t.name.padEnd(width)}  ${t.goal.padEnd(goalWidth)}  ${verdict(t.met).padEnd(12)}  ${t.measured}`,
    );
  }
  const met = targets.filter((t) => t.met).length;
  console.log(`${met} of ${targets.length} targets met`);
}

export async function writeResults(path: string): Promise<void> {
  const machine = { cpus: availableParallelism(), cpu: cpus()[0]?.model ?? '', node: process.version };
  const results = { measuredAt: new Date().toISOString(), machine, figures, targets };
  await writeFile(path, `${JSON.stringify(results, null, 2)}\n`);
  console.log(`Wrote ${path}`);
}
