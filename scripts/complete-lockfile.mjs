// Completes package-lock.json with the platform builds this machine's registry cannot serve.
//
// The registry reachable here only has the Linux builds of packages such as @esbuild/*, @rollup/* or
// @biomejs/cli-*. `npm install` then drops the other platforms' optional dependencies from the lockfile,
// and `npm ci` (here, in CI and on any other machine) refuses the lockfile as out of sync. This adds each
// missing optional dependency back as npm would write it: exact version, optional, with the os, cpu and
// libc its name declares, so npm ci skips it on other platforms and fetches it where it belongs.
//
//   node scripts/complete-lockfile.mjs          fix package-lock.json (run after npm install)
//   node scripts/complete-lockfile.mjs --check  exit 1 when entries are missing (npm run lint)
import { readFileSync, writeFileSync } from 'node:fs';

const OS = [
  'android',
  'darwin',
  'freebsd',
  'linux',
  'netbsd',
  'openbsd',
  'openharmony',
  'sunos',
  'win32',
  'aix',
];
const CPU = ['arm64', 'arm', 'x64', 'ia32', 'ppc64', 'riscv64', 's390x', 'loong64', 'mips64el', 'wasm32'];

/** os, cpu and libc from a platform package's name, e.g. @rollup/rollup-linux-x64-musl. */
export function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os =
    parts.find((p) => OS.includes(p)) ??
    (parts.includes('wasm32') || parts.includes('wasi') ? undefined : null);
  const cpu = parts.find((p) => CPU.includes(p));
  const libc = parts.includes('musl')
    ? 'musl'
    : parts.includes('gnu') && os === 'linux'
      ? 'glibc'
      : undefined;
  return {
    ...(os && { os: [os] }),
    ...(cpu && { cpu: [cpu] }),
    ...(libc && { libc: [libc] }),
  };
}

function parentDir(path) {
  return path === '' ? '' : `${path}/`;
}

/** The lockfile entries npm would have written for optional dependencies it could not fetch. */
export function missingEntries(lock) {
  const packages = lock.packages;
  const added = {};
  for (const [path, entry] of Object.entries(packages)) {
    for (const [dep, spec] of Object.entries(entry.optionalDependencies ?? {})) {
      const version = spec.replace(/^[\^~=]/, '');
      if (!/^\d+\.\d+\.\d+/.test(version)) continue;
      const nested = `${parentDir(path)}node_modules/${dep}`;
      const hoisted = `node_modules/${dep}`;
      if (packages[nested] || packages[hoisted] || added[nested] || added[hoisted]) continue;
      added[hoisted] = {
        version,
        ...(entry.dev && { dev: true }),
        ...(entry.devOptional && { devOptional: true }),
        optional: true,
        ...platformOf(dep),
      };
    }
  }
  return added;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const file = 'package-lock.json';
  const lock = JSON.parse(readFileSync(file, 'utf8'));
  const added = missingEntries(lock);
  const count = Object.keys(added).length;
  if (process.argv.includes('--check')) {
    if (count) {
      console.error(
        `package-lock.json lacks ${count} optional platform entries: run node scripts/complete-lockfile.mjs`,
      );
      process.exit(1);
    }
    console.log('package-lock.json: complete');
  } else {
    const packages = Object.fromEntries(
      Object.entries({ ...lock.packages, ...added }).sort(([a], [b]) =>
        a === '' ? -1 : b === '' ? 1 : a < b ? -1 : 1,
      ),
    );
    writeFileSync(file, `${JSON.stringify({ ...lock, packages }, null, 2)}\n`);
    console.log(`package-lock.json: added ${count} optional platform entries`);
  }
}
