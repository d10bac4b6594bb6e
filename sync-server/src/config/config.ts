// The resolved configuration the server runs with: the parsed environment plus what follows from it.
import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Env } from './env';
import { loadOrCreateSecret } from './secrets';

export interface Config {
  env: Env;
  dataDir: string;
  jwtSecret: string;
  /** The origin users reach the site at, for links in e-mails. */
  publicUrl: string;
}

export async function resolveConfig(env: Env): Promise<Config> {
  const dataDir = resolve(env.DATA_DIR);
  await mkdir(dataDir, { recursive: true });
  const jwtSecret = env.JWT_SECRET ?? (await loadOrCreateSecret(dataDir));
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  return { env, dataDir, jwtSecret, publicUrl };
}
