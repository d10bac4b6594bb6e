// strace attached to a running server, and what its output says: each syscall with its time, the file or
// socket its first argument names (-yy), and the start of the data a read or write carried (-s). The
// durability test reads the order of a request's arrival, the store's syncs and the answer from it.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';

export interface Syscall {
  at: number;
  name: string;
  /** What the first argument names: a path, or a socket such as `TCP:[127.0.0.1:8787->127.0.0.1:50000]`. */
  target: string;
  /** The first quoted string among the arguments (the start of a read's or a write's data). */
  data: string;
  result: string;
}

// 4242 1764340000.123456 fdatasync(12</tmp/x/db/store.sqlite-wal>) = 0
// A target ends at the ">" before the next argument, so a socket's "->" stays inside it.
const LINE = /^\d+\s+(\d+\.\d+)\s+(\w+)\((?:\d+<(.*?)>(?=[,)]))?(.*)\)\s+=\s+(.*)$/;
// With -f, a syscall another thread interrupts is printed in two lines:
// 4242 1764340000.123456 write(23<TCP:[…]>, "HTTP/1.1 200 OK"..., 345 <unfinished ...>
// 4242 1764340000.123499 <... write resumed>) = 345
const UNFINISHED = /^(\d+)\s+(.*) <unfinished \.\.\.>$/;
const RESUMED = /^(\d+)\s+\d+\.\d+\s+<\.\.\. \w+ resumed>(.*)$/;

/** Joins each split syscall back into one line, stamped with the time it started. */
function joinSplitCalls(text: string): string[] {
  const started = new Map<string, string>();
  const lines: string[] = [];
  for (const line of text.split('\n')) {
    const unfinished = UNFINISHED.exec(line);
    if (unfinished) {
      started.set(unfinished[1] ?? '', `${unfinished[1]} ${unfinished[2]}`);
      continue;
    }
    const resumed = RESUMED.exec(line);
    const start = resumed && started.get(resumed[1] ?? '');
    if (resumed && start !== undefined) {
      started.delete(resumed[1] ?? '');
      lines.push(`${start}${resumed[2]}`);
      continue;
    }
    lines.push(line);
  }
  return lines;
}

export function parseTrace(text: string): Syscall[] {
  const calls: Syscall[] = [];
  for (const line of joinSplitCalls(text)) {
    const match = LINE.exec(line);
    if (!match) continue;
    const [, at, name, target, args, result] = match;
    calls.push({
      at: Number(at) * 1000,
      name: name ?? '',
      target: target ?? '',
      data: /"((?:[^"\\]|\\.)*)"/.exec(args ?? '')?.[1] ?? '',
      result: result ?? '',
    });
  }
  // A joined call sits where it ended; order by start so "the first answer after an arrival" is found.
  return calls.sort((a, b) => a.at - b.at);
}

export function straceMissing(): string | undefined {
  const probe = spawnSync('strace', ['-V']);
  return probe.status === 0 ? undefined : 'strace is not installed (apt-get install -y strace)';
}

export interface Tracing {
  /** Detaches and answers every syscall seen. */
  stop(): Promise<Syscall[]>;
}

/** Attaches strace to pid and its threads for the given syscalls; resolves once it is attached. */
export async function traceProcess(pid: number, syscalls: string[], file: string): Promise<Tracing> {
  const child: ChildProcess = spawn(
    'strace',
    ['-f', '-ttt', '-yy', '-s', '40', '-e', `trace=${syscalls.join(',')}`, '-o', file, '-p', String(pid)],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let errors = '';
  await new Promise<void>((attached, fail) => {
    child.stderr?.on('data', (chunk) => {
      errors += chunk;
      if (/attached/.test(errors)) attached();
    });
    child.once('exit', (code) => fail(new Error(`strace exited with ${code}: ${errors}`)));
  });
  return {
    async stop() {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGINT');
      await exited;
      return parseTrace(await readFile(file, 'utf8'));
    },
  };
}
