import { defineConfig } from 'vitest/config';

// Test tiers are named in the file name:
//   *.test.ts(x)      unit: pure code, no I/O (shared rules, components in jsdom)
//   *.int.test.ts     integration: real adapters on temp dirs, s3rver, HTTP servers; e2e/*.int.test.ts
//                     runs PWA data-layer clients (fake-indexeddb) against an in-process server
//   e2e/*.e2e.test.ts browser: headless Chromium against a production build
export default defineConfig({
  test: {
    // Two files at a time even on a 2-core machine (the default there is one): most integration tests
    // wait on child servers, disks and sockets rather than compute, so the tier takes two thirds the time.
    // The e2e project still runs one file at a time (fileParallelism below).
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['{shared,pwa,sync-server,scripts}/**/*.test.{ts,tsx}'],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
          environment: 'node',
          // Above the 10 s a wait of the app's screens allows (test-support/render.tsx `eventually`), so a
          // wait that fails says what it waited for. At the default 5 s, a sync flow of the conflict dialog
          // that passes in under half a second was cut off while still waiting, on two loaded cores.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['{sync-server,scripts,e2e,bench}/**/*.int.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // As in e2e below: a condition met late on a busy machine is still met.
          expect: { poll: { timeout: 10_000 } },
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.test.ts'],
          globalSetup: ['e2e/seeded-data-dir.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          // expect.poll waits on a condition and returns as soon as it holds; its default of 1 s is a time
          // budget a busy machine overruns (a click, an IndexedDB write, a live query and a render), so a
          // screen that updates failed only for being slow. The limit is for a screen that never updates.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
