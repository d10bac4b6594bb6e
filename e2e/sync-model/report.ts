// The failure message of a run: the seed and the command that repeats it, then each violation with the
// history that explains it, so a failure can be read without rerunning anything.
import type { RunResult } from './run';

export function repeatCommand(seed: number, steps: number): string {
  return `SYNC_MODEL_SEED=${seed} SYNC_MODEL_STEPS=${steps} npx vitest run --project integration e2e/sync-model.int.test.ts`;
}

export function report(result: RunResult, steps: number): string {
  const lines = [
    `sync model, seed ${result.seed}: ${result.violations.length} violations`,
    `  repeat: ${repeatCommand(result.seed, steps)}`,
    `  data dir kept: ${result.dataDir}`,
    `  ${result.summary}`,
  ];
  if (result.notes.length) lines.push('  notes:', ...result.notes.slice(0, 10).map((n) => `    ${n}`));
  for (const v of result.violations) {
    lines.push(`[${v.check}] seed ${result.seed}: ${v.what}`);
    if (v.history) lines.push(v.history);
  }
  return lines.join('\n');
}
