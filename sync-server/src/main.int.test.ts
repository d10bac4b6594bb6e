import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openEmbeddedStore } from './adapters/document-store/embedded';
import { runServerToExit, startServer } from './testing/server-process';

describe('the server process', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'travel-blog-main-'));
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  it('seeds on first start only and keeps the data across a restart', async () => {
    const first = await startServer({ DATA_DIR: dataDir, LOG_REQUESTS: 'false' });
    expect(first.output()).toContain('seeded: admin admin@example.com, demo demo@example.com');
    expect(first.output()).toMatch(/admin password \(shown once.*\): \S{12,}/);
    expect(first.output()).toContain(join(dataDir, 'db'));
    expect(await first.stop()).toBe(0);

    const second = await startServer({ DATA_DIR: dataDir, LOG_REQUESTS: 'false' });
    expect(second.output()).not.toContain('seeded');
    expect(second.output()).not.toContain('admin password');
    expect(await second.stop()).toBe(0);

    const store = await openEmbeddedStore(dataDir);
    expect(await store.collection('users').count()).toBe(3);
    expect(await store.collection('blogs').count({ featured: true, publish: true })).toBe(3);
    await store.close();
  }, 90_000);

  it('stops with a message naming a bad variable', async () => {
    const { code, output } = await runServerToExit({ DATA_DIR: dataDir, PORT: 'eighty' });
    expect(code).toBe(1);
    expect(output).toContain('PORT:');
    expect(output).not.toMatch(/at .*\.ts:\d+/);
  });

  it('stops with a message when the port is taken, not a stack trace', async () => {
    const other = createServer();
    await new Promise<void>((listening) => other.listen(0, '127.0.0.1', listening));
    const address = other.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    try {
      const { code, output } = await runServerToExit({ DATA_DIR: dataDir, PORT: String(port) });
      expect(code).toBe(1);
      expect(output).toContain(`Port ${port} on 127.0.0.1 is already in use`);
      expect(output).not.toMatch(/at .*\.ts:\d+/);
    } finally {
      other.close();
    }
  }, 90_000);
});
