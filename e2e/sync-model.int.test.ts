// Model-based randomized test of sync correctness with server kills (e2e/sync-model/): three devices running
// the real PWA data layer on fake-indexeddb and the owner's website (REST with If-Match) against the real
// server as a child process, which a seeded schedule SIGKILLs mid-request and restarts with failpoints.
// After syncing out, it checks convergence with a fresh device, exactly-once, that no acknowledged value
// is displaced without a conflict record, and that resolutions reach every device (sync-model/checks.ts).
//
// `npm test` runs a few short schedules. The long run: `npm run test:model`. Environment:
//   SYNC_MODEL_SEED   one seed (repeats a failure; kill timing aside, the schedule is the same)
//   SYNC_MODEL_RUNS   how many seeds, from 20261123 on (default 3)
//   SYNC_MODEL_FIRST  the first of those seeds instead (to go on with a long run that was stopped)
//   SYNC_MODEL_STEPS  steps per run (default 80)
import { describe, expect, it } from 'vitest';
import { report } from './sync-model/report';
import { runModel } from './sync-model/run';

const FIRST_SEED = Number(process.env.SYNC_MODEL_FIRST ?? 20261123);
const steps = Number(process.env.SYNC_MODEL_STEPS ?? 80);
const runs = Number(process.env.SYNC_MODEL_RUNS ?? 3);
const seeds = process.env.SYNC_MODEL_SEED
  ? [Number(process.env.SYNC_MODEL_SEED)]
  : Array.from({ length: runs }, (_, i) => FIRST_SEED + i);

describe('sync model: three devices and the website against a server that gets killed', () => {
  for (const seed of seeds) {
    it(
      `seed ${seed}, ${steps} steps: converges, exactly once, nothing acknowledged lost unrecorded`,
      async () => {
        const result = await runModel(seed, steps);
        console.log(result.summary);
        if (result.violations.length) expect.fail(report(result, steps));
        if (result.notes.length) console.log(result.notes.join('\n'));
      },
      120_000 + steps * 2_000,
    );
  }
});
