import { describe, expect, it } from 'vitest';
import { ConfigError, parseEnv } from './env';

describe('parseEnv', () => {
  it('gives safe local defaults for an empty environment', () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(8787);
    expect(env.DATA_DIR).toBe('./data');
    expect(env.MONGODB_URI).toBeUndefined();
    expect(env.S3_BUCKET).toBeUndefined();
    expect(env.RESEND_API_KEY).toBeUndefined();
    expect(env.DEMO_EMAIL).toBe('demo@example.com');
    expect(env.SEED_SAMPLE_CONTENT).toBe(true);
  });

  it('treats empty strings as unset, as a copied .env.example leaves them', () => {
    const env = parseEnv({ MONGODB_URI: '', S3_BUCKET: ' ', JWT_SECRET: '' });
    expect(env.MONGODB_URI).toBeUndefined();
    expect(env.S3_BUCKET).toBeUndefined();
    expect(env.JWT_SECRET).toBeUndefined();
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ MONGODB_URI: 'postgres://x' }, 'MONGODB_URI'],
    [{ S3_ENDPOINT: 'not a url' }, 'S3_ENDPOINT'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET'],
    [{ ADMIN_EMAIL: 'nobody' }, 'ADMIN_EMAIL'],
    [{ ADMIN_PASSWORD: '123' }, 'ADMIN_PASSWORD'],
    [{ SEED_SAMPLE_CONTENT: 'yes please' }, 'SEED_SAMPLE_CONTENT'],
    [{ S3_ACCESS_KEY_ID: 'AKIA' }, 'S3_SECRET_ACCESS_KEY'],
  ])('names the variable in the error for %o', (source, name) => {
    expect(() => parseEnv(source)).toThrow(ConfigError);
    expect(() => parseEnv(source)).toThrow(new RegExp(`\\b${name}:`));
  });

  it('reads flags', () => {
    expect(parseEnv({ SEED_SAMPLE_CONTENT: 'false' }).SEED_SAMPLE_CONTENT).toBe(false);
    expect(parseEnv({ LOG_REQUESTS: '0' }).LOG_REQUESTS).toBe(false);
  });
});
