// Starts bench/ceiling-server.ts in its own process, as the real server runs in its own, on a free port.
import { spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { freePort } from '../sync-server/src/testing/server-process';
import type { CeilingAnswer } from './ceiling-server';

export interface CeilingProcess {
  url: string;
  stop(): Promise<void>;
}

export async function startCeiling(dir: string, answers: CeilingAnswer[]): Promise<CeilingProcess> {
  const file = join(dir, 'ceiling-answers.json');
  await writeFile(file, JSON.stringify(answers));
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/ceiling-server.ts', file, String(port)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  await new Promise<void>((ready, fail) => {
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('listening')) ready();
    });
    child.once('exit', (code) => fail(new Error(`the ceiling server exited with ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      child.kill();
      await exited;
    },
  };
}
