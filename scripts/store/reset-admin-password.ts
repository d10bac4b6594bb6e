// npm run reset-admin-password: the way back to a lost admin password. Sets the seeded admin's password,
// from ADMIN_PASSWORD (the environment, then .env) or typed when asked, and ends the admin's sessions.
// With the embedded store the server must be stopped: a running server keeps what it last read of the
// account, and would not see the change.

import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { MIN_PASSWORD } from '../../shared/api/users';
import { embeddedStoreFile } from '../../sync-server/src/adapters/document-store/embedded';
import { createDocumentStore } from '../../sync-server/src/config/adapters';
import type { Env } from '../../sync-server/src/config/env';
import { runningServerPid, serverPidFile } from '../../sync-server/src/server-pid';
import { NotFoundError } from '../../sync-server/src/services/errors';
import { resetAdminPassword } from '../../sync-server/src/services/users/reset-admin-password';
import { askNewPassword } from './ask-password';
import { Refusal, runCommand, serverEnv } from './command';

const USAGE =
  'Usage: npm run reset-admin-password, typing the new password when asked, or with ADMIN_PASSWORD set ' +
  '(ADMIN_PASSWORD=… npm run reset-admin-password).';

/** With the embedded store: a stopped server, and a store to change (one start seeds the admin). */
function refuseEmbeddedInUse(dataDir: string): void {
  const pid = runningServerPid(dataDir);
  if (pid !== null) {
    throw new Refusal(
      `The server is running on ${dataDir} (pid ${pid}): stop it, then run npm run reset-admin-password ` +
        `again. (If no server runs there, delete ${serverPidFile(dataDir)}.)`,
    );
  }
  const file = embeddedStoreFile(dataDir);
  if (!existsSync(file)) {
    throw new Refusal(
      `There is no database at ${file}: check DATA_DIR, or start the server once (npm start), which ` +
        'creates the admin and prints its password.',
    );
  }
}

async function newPassword(env: Env): Promise<{ password: string; from: string }> {
  if (env.ADMIN_PASSWORD) return { password: env.ADMIN_PASSWORD, from: 'ADMIN_PASSWORD' };
  if (!process.stdin.isTTY)
    throw new Refusal(`No terminal to type a password in, and ADMIN_PASSWORD is not set. ${USAGE}`);
  return { password: await askNewPassword(process.stdin, process.stdout, MIN_PASSWORD), from: 'typed' };
}

async function reset(): Promise<void> {
  if (process.argv.length > 2) throw new Refusal(USAGE);
  const env = serverEnv();
  const dataDir = resolve(env.DATA_DIR);
  if (!env.MONGODB_URI) refuseEmbeddedInUse(dataDir);
  const { password, from } = await newPassword(env);
  const store = await createDocumentStore({ env, dataDir });
  try {
    const adminEmail = env.ADMIN_EMAIL ?? 'admin@example.com';
    const admin = await resetAdminPassword({ store }, { adminEmail, password });
    console.log(`Reset the password of the admin ${admin.email}`);
    console.log(`  password: ${from === 'typed' ? 'the one typed' : 'from ADMIN_PASSWORD'}`);
    console.log('  sessions: ended; the admin signs in again on every device');
    console.log('Start the server (npm start) and sign in with the new password.');
  } catch (error) {
    if (error instanceof NotFoundError) throw new Refusal(`${error.message}: nothing was changed.`);
    throw error;
  } finally {
    await store.close();
  }
}

runCommand('reset-admin-password', reset);
