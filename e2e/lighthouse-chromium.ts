// A bare headless Chromium on a DevTools port for Lighthouse to drive. Not Playwright's: Playwright
// attaches to every new tab and would add its own traffic to the page Lighthouse is timing.
import { type ChildProcess, spawn } from 'node:child_process';
import { ARGS, executablePath } from './browser';

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
  const child = spawn(
    executablePath(),
    [...ARGS, '--headless', '--remote-debugging-port=0', `--user-data-dir=${userDataDir}`, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
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
