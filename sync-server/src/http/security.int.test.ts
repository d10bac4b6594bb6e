import { afterEach, describe, expect, it } from 'vitest';
import { createTestDeps } from '../testing/test-app';
import { createApp } from './app';

const HSTS = 'max-age=31536000; includeSubDomains';

describe('Strict-Transport-Security', () => {
  let made: Awaited<ReturnType<typeof createTestDeps>> | undefined;
  afterEach(() => made?.close());

  async function appWith(env: Record<string, string> = {}, publicUrl = 'http://localhost:8787') {
    made = await createTestDeps({}, env);
    return createApp({ ...made.deps, config: { ...made.deps.config, publicUrl } });
  }
  const hsts = async (app: ReturnType<typeof createApp>, url: string, headers: Record<string, string> = {}) =>
    (await app.request(url, { headers })).headers.get('strict-transport-security');

  it('is sent over https, never over plain http', async () => {
    const app = await appWith();
    expect(await hsts(app, 'http://localhost/api/health')).toBeNull();
    expect(await hsts(app, 'https://localhost/api/health')).toBe(HSTS);
  });

  it('believes X-Forwarded-Proto only when told to trust a proxy', async () => {
    const forwarded = { 'x-forwarded-proto': 'https' };
    expect(await hsts(await appWith(), 'http://localhost/api/health', forwarded)).toBeNull();
    await made?.close();
    const proxied = await appWith({ TRUST_PROXY: 'true' });
    expect(await hsts(proxied, 'http://localhost/api/health', forwarded)).toBe(HSTS);
    expect(await hsts(proxied, 'http://localhost/api/health', { 'x-forwarded-proto': 'http' })).toBeNull();
  });

  it('is always sent when the public URL is https', async () => {
    const app = await appWith({}, 'https://blog.example.com');
    expect(await hsts(app, 'http://localhost/api/health')).toBe(HSTS);
  });
});
