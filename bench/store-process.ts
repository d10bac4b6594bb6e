// Starts bench/store-server.ts in its own process, as the real server runs in its own, and asks it over the
// IPC channel for what it measured inside: per period of the bench (between two asks), the event loop's
// longest stall, the longest SQLite call and the resident memory.
import { spawn } from 'node:child_process';
import type { SqliteCalls } from './store-sqlite-calls';

export interface Period {
  /** The longest the event loop was held (between two 1-ms ticks), and the 99th percentile. */
  stallMs: number;
  /** The longest it was held by the process's own work: the CPU time it used in a gap, at most the gap. */
  ownStallMs: number;
  /** The collector's longest pause. */
  gcMs: number;
  stallP99Ms: number;
  sqlite: SqliteCalls;
  rssBytes: number;
  /** Of the resident memory, the JavaScript heap. */
  heapBytes: number;
  /** The process's peak resident memory since it started. */
  peakRssBytes: number;
}

export interface Ready {
  kind: 'ready';
  port: number;
  /** The process with its code loaded, before the store opens. */
  rssBeforeOpen: number;
  /** The store opened on the existing file and its first query answered. */
  openMs: number;
  open: Period;
  /** main.ts's start-up after the open: indexes ensured, the start-up sweeps. */
  startupMs: number;
  startup: Period;
}

export type StoreServerMessage = Ready | { kind: 'period'; period: Period };

export interface StoreServer {
  url: string;
  ready: Ready;
  /** The figures of the period since the last call (or since the server was ready). */
  period(): Promise<Period>;
  stop(): Promise<void>;
}

export async function startStoreServer(env: Record<string, string>): Promise<StoreServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/store-server.ts'], {
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const next = <K extends StoreServerMessage['kind']>(kind: K) =>
    new Promise<Extract<StoreServerMessage, { kind: K }>>((resolve, reject) => {
      const onMessage = (message: StoreServerMessage) => {
        if (message.kind !== kind) return;
        child.off('message', onMessage);
        resolve(message as Extract<StoreServerMessage, { kind: K }>);
      };
      child.on('message', onMessage);
      exited.then(() => reject(new Error(`the store bench's server exited with ${child.exitCode}`)));
    });
  const ready = await next('ready');
  return {
    url: `http://127.0.0.1:${ready.port}`,
    ready,
    period: async () => {
      const answer = next('period');
      child.send('period');
      return (await answer).period;
    },
    stop: async () => {
      child.kill();
      await exited;
    },
  };
}
