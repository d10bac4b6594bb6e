// The scale-out kit in deploy/ (docs/scaling.md) cannot be started here (no Docker), so this holds it to
// the server's code instead: every variable it sets is one the server reads and accepts, the instances
// share their settings and reach the replica set and bucket the kit makes, and the proxy lets the
// server's own limits answer and streams live updates through.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { UPLOAD_BODY_LIMIT } from '../http/body-limit';
import { HEARTBEAT_MS } from '../routes/sync';
import { envSchema, parseEnv } from './env';

interface Service {
  image?: string;
  build?: { context: string; dockerfile: string };
  command?: string[];
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }> | string[];
}

const read = (path: string) => readFileSync(new URL(`../../../${path}`, import.meta.url), 'utf8');
const compose = parse(read('deploy/compose.yaml'), { merge: true }) as { services: Record<string, Service> };
const nginx = read('deploy/nginx.conf');
const services = Object.entries(compose.services);
const servers = services.filter(([, s]) => s.build?.dockerfile === 'deploy/Dockerfile');

/** A value as Compose passes it when nothing is set in the shell: ${NAME:-default} is the default. */
function unset(value: string): string {
  const resolved = value.replace(/\$\{\w+:-([^}]*)\}/g, '$1');
  // ${NAME} alone would stop the one-command start until someone sets NAME.
  expect(resolved, value).not.toMatch(/\$\{/);
  return resolved;
}

const envOf = (service: Service) =>
  Object.fromEntries(Object.entries(service.environment ?? {}).map(([k, v]) => [k, unset(String(v))]));

const serviceNamed = (name: string) => {
  const service = compose.services[name];
  if (!service) throw new Error(`deploy/compose.yaml has no service ${name}`);
  return service;
};

/** nginx sizes (41m) in bytes and times (1h, 120s) in ms. */
function nginxValue(text: string, unit: 'bytes' | 'ms'): number {
  const [, n = '', suffix = ''] = /^(\d+)([a-z]?)$/.exec(text) ?? [];
  const scale =
    unit === 'bytes'
      ? { '': 1, k: 1024, m: 1024 ** 2, g: 1024 ** 3 }
      : { '': 1000, s: 1000, m: 60_000, h: 3_600_000 };
  const factor = scale[suffix as keyof typeof scale];
  if (!n || factor === undefined) throw new Error(`not an nginx ${unit} value: ${text}`);
  return Number(n) * factor;
}

const directive = (block: string, name: string) =>
  new RegExp(`^\\s*${name}\\s+([^;]+);`, 'm').exec(block)?.[1];

describe('the scale-out kit (deploy/)', () => {
  it('runs at least two server instances with the same settings', () => {
    expect(servers.length).toBeGreaterThanOrEqual(2);
    const [first, ...others] = servers.map(([, s]) => s);
    for (const other of others) expect(other).toEqual(first);
    expect(first?.build?.context).toBe('..');
  });

  it('sets only variables the server reads and .env.example explains, each to a value it accepts', () => {
    const known = Object.keys(envSchema.shape);
    const example = read('.env.example');
    for (const [, server] of servers) {
      for (const name of Object.keys(server.environment ?? {})) {
        expect(known, `${name} is not a server variable`).toContain(name);
        expect(example, `${name} is missing from .env.example`).toMatch(new RegExp(`^${name}=`, 'm'));
      }
      const env = parseEnv(envOf(server));
      expect(env).toMatchObject({ HOST: '0.0.0.0', TRUST_PROXY: true });
      expect(env.MONGODB_URI).toBeDefined();
      expect(env.S3_BUCKET).toBeDefined();
    }
  });

  it('reaches a MongoDB replica set of its own members, which the init script makes', () => {
    const env = parseEnv(envOf(servers[0]?.[1] ?? {}));
    // A seed list (mongodb://a:27017,b:27017/?replicaSet=rs0) is not a URL that URL parses.
    const [, seeds = '', query = ''] =
      /^mongodb:\/\/([^/?]+)\/?[^?]*\??(.*)$/.exec(env.MONGODB_URI ?? '') ?? [];
    const setName = new URLSearchParams(query).get('replicaSet');
    expect(setName).toBeTruthy();
    const hosts = seeds.split(',');
    expect(hosts.length).toBeGreaterThanOrEqual(1);
    const init = read('deploy/mongo-init.js');
    for (const host of hosts) {
      const [name = ''] = host.split(':');
      expect(serviceNamed(name).command).toEqual(expect.arrayContaining(['--replSet', setName]));
      expect(init).toContain(`'${host}'`);
    }
    expect(init).toContain(`_id: '${setName}'`);
    expect(servers[0]?.[1].depends_on).toMatchObject({
      'mongo-init': { condition: 'service_completed_successfully' },
    });
  });

  it('stores photos in the MinIO bucket its init container makes, with MinIO’s credentials', () => {
    const env = parseEnv(envOf(servers[0]?.[1] ?? {}));
    const minioName = new URL(env.S3_ENDPOINT ?? '').hostname;
    const minio = serviceNamed(minioName);
    expect(minio.image).toMatch(/^minio\/minio:/);
    expect(envOf(minio)).toMatchObject({
      MINIO_ROOT_USER: env.S3_ACCESS_KEY_ID,
      MINIO_ROOT_PASSWORD: env.S3_SECRET_ACCESS_KEY,
    });
    const [initName, init] = services.find(([, s]) => s.image?.startsWith('minio/mc:')) ?? [];
    expect(init?.command?.join('\n')).toContain(`mc mb --ignore-existing local/${env.S3_BUCKET}`);
    expect(servers[0]?.[1].depends_on).toMatchObject({
      [initName ?? 'minio-init']: { condition: 'service_completed_successfully' },
    });
  });

  it('proxies to every instance, letting the server’s own body and header limits answer', () => {
    const port = parseEnv(envOf(servers[0]?.[1] ?? {})).PORT;
    const upstream = /upstream\s+\w+\s*\{([^}]*)\}/.exec(nginx)?.[1] ?? '';
    const members = [...upstream.matchAll(/^\s*server\s+(\S+?)(\s|;)/gm)].map((m) => m[1]);
    expect(members.sort()).toEqual(servers.map(([name]) => `${name}:${port}`).sort());
    const bodyLimit = directive(nginx, 'client_max_body_size') ?? '';
    expect(nginxValue(bodyLimit, 'bytes')).toBeGreaterThanOrEqual(UPLOAD_BODY_LIMIT);
    // Node refuses request heads over 16 KB with 431; a smaller proxy buffer would answer first.
    const [, headerBuffer = ''] = directive(nginx, 'large_client_header_buffers')?.split(/\s+/) ?? [];
    expect(nginxValue(headerBuffer, 'bytes')).toBeGreaterThanOrEqual(16 * 1024);
  });

  it('hands the server the caller’s address in a way a caller cannot forge', () => {
    // clientIp takes the first X-Forwarded-For address: appending ($proxy_add_x_forwarded_for) would
    // let a caller choose it.
    expect(directive(nginx, 'proxy_set_header X-Forwarded-For')).toBe('$remote_addr');
    expect(directive(nginx, 'proxy_set_header X-Forwarded-Proto')).toBe('$scheme');
  });

  it('passes the live update stream through unbuffered and keeps it open past the heartbeat', () => {
    const events = /location\s+=\s+\/api\/sync\/events\s*\{([^}]*)\}/.exec(nginx)?.[1] ?? '';
    expect(directive(events, 'proxy_pass')).toMatch(/^http:\/\//);
    expect(directive(events, 'proxy_buffering')).toBe('off');
    expect(nginxValue(directive(events, 'proxy_read_timeout') ?? '', 'ms')).toBeGreaterThan(4 * HEARTBEAT_MS);
    // Keep-alive to the instances, so a stream is not one HTTP/1.0 request per connection.
    expect(directive(nginx, 'proxy_http_version')).toBe('1.1');
  });

  it('builds an image that runs the server on the Node version the project needs', () => {
    const dockerfile = read('deploy/Dockerfile');
    const engines = JSON.parse(read('package.json')).engines.node as string;
    const [, major = ''] = /^>=(\d+)/.exec(engines) ?? [];
    for (const [, tag = ''] of dockerfile.matchAll(/^FROM node:(\d+)/gm))
      expect(Number(tag)).toBeGreaterThanOrEqual(Number(major));
    expect(dockerfile).toMatch(/^CMD \[.*"sync-server\/src\/main\.ts"\]$/m);
    // main.ts serves the PWA from dist/pwa, relative to the working directory.
    expect(dockerfile).toMatch(/^COPY --from=build \/app\/dist\/pwa \.\/dist\/pwa$/m);
  });
});
