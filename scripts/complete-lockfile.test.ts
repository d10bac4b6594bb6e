import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script without type declarations
import { missingEntries, platformOf } from './complete-lockfile.mjs';

describe('platformOf', () => {
  it.each([
    ['@esbuild/darwin-arm64', { os: ['darwin'], cpu: ['arm64'] }],
    ['@rollup/rollup-linux-x64-musl', { os: ['linux'], cpu: ['x64'], libc: ['musl'] }],
    ['@rollup/rollup-linux-arm-gnueabihf', { os: ['linux'], cpu: ['arm'] }],
    ['@img/sharp-linux-x64', { os: ['linux'], cpu: ['x64'] }],
    ['@biomejs/cli-win32-x64', { os: ['win32'], cpu: ['x64'] }],
    ['lightningcss-linux-x64-gnu', { os: ['linux'], cpu: ['x64'], libc: ['glibc'] }],
    ['@rolldown/binding-wasm32-wasi', { cpu: ['wasm32'] }],
  ])('reads %s', (name, expected) => {
    expect(platformOf(name)).toEqual(expected);
  });
});

describe('missingEntries', () => {
  const lock = (packages: Record<string, unknown>) => ({ lockfileVersion: 3, packages });

  it('adds optional dependencies that have no entry, hoisted, with the parent dev flag', () => {
    const added = missingEntries(
      lock({
        '': { devDependencies: { tool: '1.0.0' } },
        'node_modules/tool': {
          version: '1.0.0',
          dev: true,
          optionalDependencies: { '@tool/cli-darwin-arm64': '1.0.0', '@tool/cli-linux-x64': '1.0.0' },
        },
        'node_modules/@tool/cli-linux-x64': { version: '1.0.0', dev: true, optional: true },
      }),
    );
    expect(added).toEqual({
      'node_modules/@tool/cli-darwin-arm64': {
        version: '1.0.0',
        dev: true,
        optional: true,
        os: ['darwin'],
        cpu: ['arm64'],
      },
    });
  });

  it('finds nothing to add in a complete lockfile and skips non-exact specs', () => {
    expect(
      missingEntries(
        lock({
          'node_modules/a': { version: '1.0.0', optionalDependencies: { b: '1.0.0', c: '^2 || ^3' } },
          'node_modules/a/node_modules/b': { version: '1.0.0' },
        }),
      ),
    ).toEqual({});
  });
});
