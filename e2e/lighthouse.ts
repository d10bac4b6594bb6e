// Lighthouse 12.8 with its mobile defaults (a Moto G Power screen, simulated slow 4G and a 4x slower CPU)
// on one page of a running server, several times, each on a fresh Chromium profile so every run is a
// first visit: the median of each score and metric, for the CI budget and the bench. Five runs, as
// Lighthouse's guide on variability advises: their median is about twice as steady as a single run.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import lighthouse, { generateReport, type Result } from 'lighthouse';
import { CATEGORIES, figuresOf, type PageFigures, type RunFigures } from '../scripts/lighthouse/figures';
import { judgedRuns } from '../scripts/lighthouse/retakes';
import { runtimeErrorOf, thrownRunError } from '../scripts/lighthouse/run-error';
import { launchProfile } from './browser';
import { chromiumPriority, startDebuggableChromium } from './lighthouse-chromium';
import { type Account, storedSessionFor, storeSessionIn } from './session';

export interface LighthouseOptions {
  /** How many runs the median is taken over (5 unless told). */
  runs?: number;
  /** How many more runs may replace runs Lighthouse found the machine too slow for (2 unless told). */
  retakes?: number;
  /** How many runs that ended in an error of Lighthouse's may be taken again (8 unless told). */
  errorRetakes?: number;
  /** Signs this account in first: its session is in the profile's localStorage when Lighthouse opens the page. */
  signedInAs?: Account;
  /** Keeps each run's HTML report there, named after the path and the run, to read what an audit found. */
  reportDir?: string;
}

/** Where run `run` of `path` keeps its HTML report in `reportDir`. */
export function reportFile(reportDir: string, path: string, run: number): string {
  const name = path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
  return join(reportDir, `${name}-${run + 1}.html`);
}

async function storeSession(userDataDir: string, baseUrl: string, session: string) {
  const context = await launchProfile(userDataDir);
  try {
    await storeSessionIn(context, baseUrl, session);
  } finally {
    await context.close();
  }
}

async function keepReport(file: string, lhr: Result) {
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, generateReport(lhr, 'html'));
}

async function runOnce(
  baseUrl: string,
  path: string,
  options: LighthouseOptions & { session?: string },
  run: number,
): Promise<RunFigures> {
  const { session, reportDir } = options;
  const userDataDir = await mkdtemp(join(tmpdir(), 'travel-blog-lighthouse-'));
  try {
    if (session) await storeSession(userDataDir, baseUrl, session);
    const chromium = await startDebuggableChromium(userDataDir).catch((error: unknown) => {
      throw thrownRunError(path, 'CHROMIUM_START', error);
    });
    try {
      const result = await lighthouse(`${baseUrl}${path}`, {
        port: chromium.port,
        hostname: '127.0.0.1',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
        // The profile is new but for the session: nothing else to clear, and the session stays as stored
        // (Lighthouse's reset leaves localStorage alone by default, so this is a guarantee, not a fix).
        ...(session && { disableStorageReset: true }),
      }).catch((error: unknown) => {
        throw thrownRunError(path, 'LIGHTHOUSE_ERROR', error);
      });
      if (!result) throw thrownRunError(path, 'NO_RESULT', new Error('no result'));
      if (reportDir) await keepReport(reportFile(reportDir, path, run), result.lhr);
      const failed = runtimeErrorOf(path, result.lhr.runtimeError);
      if (failed) throw failed;
      let figures: RunFigures;
      try {
        figures = figuresOf(result.lhr);
      } catch (error) {
        throw thrownRunError(path, 'NO_SCORE', error);
      }
      // The page's own doing, not the tool's: never taken again.
      const landed = new URL(figures.finalUrl).pathname;
      if (landed !== path) throw new Error(`Lighthouse on ${path} measured ${landed} (redirected)`);
      return figures;
    } finally {
      await chromium.stop();
    }
  } finally {
    // Chromium's helper processes may still write to the profile for a moment after it exits.
    await rm(userDataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
  }
}

/**
 * Runs Lighthouse on `baseUrl` + `path` the given number of times, one after another, taking again the runs
 * made on a machine too slow for the preset and the runs that ended in an error of the tool's
 * (scripts/lighthouse/retakes.ts), and takes the medians.
 */
export async function runLighthouse(
  baseUrl: string,
  path: string,
  options: LighthouseOptions = {},
): Promise<PageFigures> {
  const { runs = 5, retakes = 2, errorRetakes = 8, signedInAs } = options;
  // One login for all runs: each run's fresh profile gets a copy of the same session.
  const session = signedInAs && (await storedSessionFor(baseUrl, signedInAs));
  const figures = await judgedRuns(path, { runs, retakes, errorRetakes }, (attempt) =>
    runOnce(baseUrl, path, { ...options, ...(session && { session }) }, attempt),
  );
  return { ...figures, priority: chromiumPriority() };
}
