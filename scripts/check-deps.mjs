// Checks the dependency rules of DESIGN.md on every import in the source tree:
//   pwa → shared ← sync-server   (shared imports neither; pwa and sync-server never import each other)
//   sync-server/src/services never imports Hono (business rules stay framework-free)
//   sync-server/src/ports imports no adapter, service or HTTP code (ports are the contract)
// Exits 1 listing each violation as file:line.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const rules = [
  { from: 'shared/', deny: [/^(pwa|sync-server)\//], why: 'shared imports neither pwa nor sync-server' },
  { from: 'pwa/', deny: [/^sync-server\//], why: 'pwa never imports sync-server' },
  { from: 'sync-server/', deny: [/^pwa\//], why: 'sync-server never imports pwa' },
  {
    from: 'sync-server/src/services/',
    deny: [/^hono($|\/)/, /^@hono\//, /^sync-server\/src\/(http|routes)\//],
    why: 'services never import Hono or the HTTP layer',
  },
  {
    from: 'sync-server/src/ports/',
    deny: [/^sync-server\/src\/(adapters|services|http|routes)\//, /^hono($|\/)/, /^@hono\//],
    why: 'ports import no adapter, service or HTTP code',
  },
];

const IMPORT =
  /(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s*['"]([^'"]+)['"]/gm;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (/\.(ts|tsx|mts|js|mjs)$/.test(name)) yield path;
  }
}

/** The import as a repo-relative path for relative specifiers, else the bare package name. */
function target(root, file, spec) {
  if (!spec.startsWith('.')) return spec;
  return relative(root, resolve(dirname(file), spec))
    .split('\\')
    .join('/');
}

export function violations(root) {
  const found = [];
  for (const top of ['shared', 'pwa', 'sync-server']) {
    let dir;
    try {
      dir = statSync(join(root, top)).isDirectory() ? join(root, top) : null;
    } catch {
      dir = null;
    }
    if (!dir) continue;
    for (const file of files(dir)) {
      const rel = relative(root, file).split('\\').join('/');
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(IMPORT)) {
        const spec = m[1] ?? m[2] ?? m[3];
        const to = target(root, file, spec);
        const line = text.slice(0, m.index).split('\n').length + (m[0].startsWith('\n') ? 1 : 0);
        for (const rule of rules) {
          if (rel.startsWith(rule.from) && rule.deny.some((re) => re.test(to))) {
            found.push(`${rel}:${line}: imports ${spec} (${rule.why})`);
          }
        }
      }
    }
  }
  return found.sort();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const found = violations(resolve(process.argv[2] ?? '.'));
  for (const v of found) console.error(v);
  if (found.length) {
    console.error(`dependency rules: ${found.length} violation(s)`);
    process.exit(1);
  }
  console.log('dependency rules: ok');
}
