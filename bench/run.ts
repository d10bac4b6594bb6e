// npm run bench: prints the figures of every part below side by side on this machine, ends with a table
// of the targets (met or not) and writes everything to bench/results.json. Never pass/fail: a part that
// crashes is reported (in the table too) and the others still run; the exit code is then 1, so a broken
// bench is not mistaken for a finished one. Compare runs on the same machine.
import { adminListsBench } from './admin-lists';
import { adminStatsBench } from './admin-stats';
import { clientBrowserBench } from './client-browser';
import { clientBundleBench } from './client-bundle';
import { clientSyncBench } from './client-sync';
import { deviceSearchBench } from './device-search';
import { exportBench } from './export';
import { heavyAccountBench } from './heavy-account';
import { httpInProcessBench } from './http-in-process';
import { httpLoadBench } from './http-load';
import { imageBench } from './images';
import { passwordLoadBench } from './password-load';
import { photoSyncBench } from './photo-sync';
import { placeholderBench } from './placeholders';
import { publicSearchBench } from './public-search';
import { printTargets, recordFigures, recordTarget, writeResults } from './results';
import { saveOfflineBench } from './save-offline';
import { storeBench } from './store';
import { syncBench } from './sync';
import { travelMapBench } from './travel-map';

const parts: (() => Promise<void>)[] = [
  storeBench,
  httpInProcessBench,
  httpLoadBench,
  passwordLoadBench,
  syncBench,
  adminListsBench,
  adminStatsBench,
  publicSearchBench,
  imageBench,
  placeholderBench,
  clientBundleBench,
  clientBrowserBench,
  clientSyncBench,
  heavyAccountBench,
  deviceSearchBench,
  photoSyncBench,
  saveOfflineBench,
  exportBench,
  travelMapBench,
];

for (const part of parts) {
  try {
    await part();
  } catch (error) {
    console.error(`${part.name} crashed:`, error);
    recordFigures(part.name, { crashed: String(error) });
    recordTarget({ name: `${part.name} ran`, goal: 'no crash', measured: String(error), met: false });
    process.exitCode = 1;
  }
}
const peak = process.resourceUsage().maxRSS * 1024;
console.log(`peak resident memory                          ${(peak / 1024 / 1024).toFixed(0)} MiB`);
recordFigures('bench', { peakRssBytes: peak });
printTargets();
await writeResults('bench/results.json');
