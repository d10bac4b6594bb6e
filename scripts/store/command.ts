// What both commands share: the data folder the server would use, and refusals printed as one clear
// message with exit code 1 rather than a stack trace.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { ConfigError, type Env, parseEnv } from '../../sync-server/src/config/env';

/** A reason not to go on that the user can act on; its message is all they see. */
export class Refusal extends Error {}

/** Runs a command; a refusal, bad configuration or failure ends it with its message and exit code 1. */
export function runCommand(name: string, command: () => Promise<void>): void {
  command().catch((error: unknown) => {
    if (error instanceof Refusal || error instanceof ConfigError) console.error(error.message);
    else console.error(`${name} failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}

/**
 * The one folder argument of `npm run <name> -- <dir>`. npm runs the script in the package's folder, so a
 * relative folder is taken from where the command was typed (INIT_CWD), as the user means it.
 */
export function folderArgument(name: string): string {
  const args = process.argv.slice(2);
  if (args.length !== 1 || !args[0] || args[0].startsWith('-'))
    throw new Refusal(`Usage: npm run ${name} -- <folder>`);
  return resolve(process.env.INIT_CWD ?? process.cwd(), args[0]);
}

/** The environment the server would run with here: the process's variables, and `.env` for the rest. */
export function serverEnv(): Env {
  if (existsSync('.env')) process.loadEnvFile('.env');
  return parseEnv(process.env);
}

/** DATA_DIR as the server resolves it; only the embedded store lives there. */
export function embeddedDataDir(env: Env, name: string): string {
  if (env.MONGODB_URI) {
    throw new Refusal(
      `MONGODB_URI is set: the documents are in MongoDB, not in DATA_DIR. Back up and restore MongoDB with ` +
        `its own tools (mongodump and mongorestore); npm run ${name} covers the embedded store only.`,
    );
  }
  return resolve(env.DATA_DIR);
}
