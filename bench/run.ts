// npm run bench: prints the figures of every part below side by side on this machine, ends with a table
// of the targets (met or not) and writes everything to bench/results.json. Never pass/fail: it exits
// non-zero only when a part crashes. Compare runs on the same machine.
import { adminListsBench } from './admin-lists';
import { clientBrowserBench } from './client-browser';
import { clientBundleBench } from './client-bundle';
import { clientSyncBench } from './client-sync';
import { httpInProcessBench } from './http-in-process';
import { httpLoadBench } from './http-load';
import { imageBench } from './images';
import { passwordLoadBench } from './password-load';
import { photoSyncBench } from './photo-sync';
import { placeholderBench } from './placeholders';
import { printTargets, recordFigures, writeResults } from './results';
import { saveOfflineBench } from './save-offline';
import { storeBench } from './store';
import { syncBench } from './sync';

const parts: (() => Promise<void>)[] = [
  storeBench,
  httpInProcessBench,
  httpLoadBench,
  passwordLoadBench,
  syncBench,
  adminListsBench,
  imageBench,
  placeholderBench,
  clientBundleBench,
  clientBrowserBench,
  clientSyncBench,
  photoSyncBench,
  saveOfflineBench,
];

for (const part of parts) await part();
const peak = process.resourceUsage().maxRSS * 1024;
console.log(`peak resident memory                          ${(peak / 1024 / 1024).toFixed(0)} MiB`);
recordFigures('bench', { peakRssBytes: peak });
printTargets();
await writeResults('bench/results.json');
