// A bare headless Chromium on a DevTools port for Lighthouse to drive. Not Playwright's: Playwright
// attaches to every new tab and would add its own traffic to the page Lighthouse is timing.
//
// It runs at real-time priority (SCHED_RR through `chrt`) where the system allows it (root, or
// CAP_SYS_NICE), so no other job on the machine takes the CPU from the page being measured. On this 2-core
// machine with another process holding a core (`yes > /dev/null`), the median performance score of `/` was
// 72 at normal priority and 84-88 at nice -10 (Chromium's own threads then share the one free core), and 97
// at real-time priority, as on a quiet machine (97 there too). Elsewhere it runs at normal priority, and
// the figures say so. The kernel keeps 5% of each core for others (sched_rt_runtime_us), so a page that
// spins cannot lock the machine up; Lighthouse would time out on it.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import type { ChromiumPriority } from '../scripts/lighthouse/figures';
import { ARGS, executablePath } from './browser';

const REAL_TIME = ['chrt', '--rr', '1'];
let priority: ChromiumPriority | undefined;

/** Whether this machine lets the measured Chromium run at real-time priority (asked once). */
export function chromiumPriority(): ChromiumPriority {
  priority ??=
    spawnSync(REAL_TIME[0] as string, [...REAL_TIME.slice(1), 'true']).status === 0 ? 'real-time' : 'normal';
  return priority;
}

export interface DebuggableChromium {
  port: number;
  stop(): Promise<void>;
}

const LISTENING = /DevTools listening on ws:\/\/[^/]+:(\d+)\//;
const START_TIMEOUT_MS = 30_000;
const STOP_GRACE_MS = 5_000;

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((ok) => child.once('exit', () => ok()));
}

async function stop(child: ChildProcess): Promise<void> {
  child.kill('SIGTERM');
  const killer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
  await exited(child);
  clearTimeout(killer);
}

/** Starts Chromium on the profile in `userDataDir` and resolves once its DevTools port answers. */
export function startDebuggableChromium(userDataDir: string): Promise<DebuggableChromium> {
  const chromium = [
    executablePath(),
    ...ARGS,
    '--headless',
    '--remote-debugging-port=0',
    `--user-data-dir=${userDataDir}`,
    'about:blank',
  ];
  // chrt execs Chromium in its own place, so the child's pid is Chromium's and stop() signals it directly.
  const [command, ...args] = chromiumPriority() === 'real-time' ? [...REAL_TIME, ...chromium] : chromium;
  const child = spawn(command as string, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  return new Promise((ok, fail) => {
    let output = '';
    const timer = setTimeout(() => {
      void stop(child);
      fail(new Error(`Chromium did not open a DevTools port in ${START_TIMEOUT_MS} ms:\n${output}`));
    }, START_TIMEOUT_MS);
    child.stderr?.on('data', (chunk) => {
      output += chunk;
      const port = LISTENING.exec(output)?.[1];
      if (port === undefined) return;
      clearTimeout(timer);
      child.stderr?.removeAllListeners('data');
      child.stderr?.resume();
      ok({ port: Number(port), stop: () => stop(child) });
    });
    child.once('error', (error) => {
      clearTimeout(timer);
      fail(error);
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`Chromium exited with ${code} before opening a DevTools port:\n${output}`));
    });
  });
}
