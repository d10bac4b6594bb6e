// Issue 31, "Fast for a heavy traveller": a heavy account (5,000 tasks; 1,000 blogs of about 1,500 words,
// 900 public, 50 with three photos) and a small one (50 tasks, 10 blogs), each seeded through the API on
// its own server, measured in headless Chromium at phone size on fresh profiles kept on disk
// (phone-profile.ts) against the production build: sign-in to "Synced", the initial pull's bytes and
// pages, /tasks cold and offline, keystrokes in its search, its done toggle, its DOM size, and a new
// device's pull after every document was edited once.
// Alone: npx tsx bench/heavy-account.ts (builds the PWA first when the build is stale).
import { pathToFileURL } from 'node:url';
import type { AccountSize } from '../e2e/heavy-account';
import { buildPwaIfStale } from '../scripts/pwa-build.mjs';
import { type AccountFigures, measureAccount } from './heavy-account-measure';
import { printAccount, recordHeavyTargets } from './heavy-account-report';
import { printTargets, recordFigures } from './results';

export async function heavyAccountBench(): Promise<void> {
  if (!(await buildPwaIfStale())) throw new Error('the PWA build failed');
  const started = performance.now();
  const figures: Partial<Record<AccountSize, AccountFigures>> = {};
  for (const size of ['heavy', 'small'] as const) {
    const measured = await measureAccount(size);
    printAccount(measured);
    figures[size] = measured;
    if (size === 'heavy') recordHeavyTargets(measured);
  }
  const seconds = (performance.now() - started) / 1000;
  console.log(`${'heavy and small accounts: the whole part'.padEnd(52)} ${seconds.toFixed(0).padStart(8)} s`);
  recordFigures('heavyAccount', { ...figures, seconds });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await heavyAccountBench();
  printTargets();
}
