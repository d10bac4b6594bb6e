import { describe, expect, it } from 'vitest';
import { parseTrace } from './syscall-trace';

describe('parseTrace', () => {
  it('reads a call with its time, target, data and result', () => {
    const [call] = parseTrace('4242 1764340000.123456 fdatasync(12</tmp/x/store.sqlite-wal>) = 0\n');
    expect(call).toEqual({
      at: 1764340000123.456,
      name: 'fdatasync',
      target: '/tmp/x/store.sqlite-wal',
      data: '',
      result: '0',
    });
  });

  it('joins a call another thread interrupted, stamped with its start, in start order', () => {
    const text = [
      '4242 1764340000.100000 write(23<TCP:[127.0.0.1:8787->127.0.0.1:50000]>, "HTTP/1.1 200 OK\\r\\n"..., 345 <unfinished ...>',
      '4243 1764340000.100100 fdatasync(12</tmp/x/store.sqlite-wal>) = 0',
      '4242 1764340000.100200 <... write resumed>) = 345',
    ].join('\n');
    const calls = parseTrace(text);
    expect(calls.map((c) => [c.name, c.at, c.result])).toEqual([
      ['write', 1764340000100, '345'],
      ['fdatasync', 1764340000100.1, '0'],
    ]);
    expect(calls[0]?.target).toBe('TCP:[127.0.0.1:8787->127.0.0.1:50000]');
    expect(calls[0]?.data).toBe('HTTP/1.1 200 OK\\r\\n');
  });
});
