// Starts the server: environment → adapters → first-start seed → HTTP on PORT.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { createBlobStore, createDocumentStore, createMailer, describeStorage } from './config/adapters';
import { resolveConfig } from './config/config';
import { ConfigError, parseEnv } from './config/env';
import { createApp } from './http/app';
import { startHttpServer } from './http/node-server';
import { consoleLogger as log } from './log';
import { claimServerPidFile } from './server-pid';
import { sweepOrphanImages } from './services/images/orphan-sweep';
import { ensureIndexes } from './services/indexes';
import { seedIfEmpty } from './services/seed/seed';
import { sweepPendingFeed } from './services/sync/blog-feed';
import { sweepUnusedImages } from './services/sync/images';
import { sweepAbandonedUploads } from './services/sync/upload-sweep';
import { flushViewFeed } from './services/sync/view-feed';

async function main(): Promise<void> {
  if (existsSync('.env')) process.loadEnvFile('.env');
  const config = await resolveConfig(parseEnv(process.env));
  const { env } = config;
  // npm run restore refuses to replace the embedded store's files under a running server.
  if (!env.MONGODB_URI) claimServerPidFile(config.dataDir);
  const store = await createDocumentStore(config, (line) => log.info(line));
  const blobs = await createBlobStore(config);
  const mailer = await createMailer(config);

  await ensureIndexes(store);
  // Blog writes a crash interrupted reach the change log before anyone pulls.
  await sweepPendingFeed({ store });
  const seeded = await seedIfEmpty(store, blobs, {
    adminEmail: env.ADMIN_EMAIL ?? 'admin@example.com',
    ...(env.ADMIN_PASSWORD && { adminPassword: env.ADMIN_PASSWORD }),
    demoEmail: env.DEMO_EMAIL,
    sampleContent: env.SEED_SAMPLE_CONTENT,
  });

  // Photos uploaded for blogs that were never saved, and photos left part-way up, are dropped after a day;
  // then image blobs nothing names (a blog write a crash interrupted) after an hour.
  const sweep = () =>
    Promise.all([
      sweepUnusedImages({ store, blobs }).catch((error: unknown) => log.error('image sweep failed', error)),
      sweepAbandonedUploads({ store, blobs }).catch((error: unknown) =>
        log.error('upload sweep failed', error),
      ),
    ]).then(() =>
      sweepOrphanImages({ store, blobs }).catch((error: unknown) => log.error('orphan sweep failed', error)),
    );
  await sweep();
  setInterval(sweep, 60 * 60 * 1000).unref();

  const pwaDir = resolve('dist/pwa');
  if (!existsSync(resolve(pwaDir, 'index.html'))) log.warn(`No PWA build in ${pwaDir}: run "npm run build".`);
  const app = createApp({ config, store, blobs, mailer, log, pwaDir });
  const server = startHttpServer(app.fetch, { port: env.PORT, hostname: env.HOST }, (port) => {
    log.info(`Travel Blog is running at http://${env.HOST === '0.0.0.0' ? 'localhost' : env.HOST}:${port}`);
    for (const line of describeStorage(config)) log.info(`  ${line}`);
    if (seeded) {
      log.info(
        `  seeded: admin ${seeded.adminEmail}, demo ${seeded.demoEmail} (password 1), ${seeded.blogs} sample blogs`,
      );
      if (seeded.generatedAdminPassword) {
        log.info(
          `  admin password (shown once, set ADMIN_PASSWORD to choose it): ${seeded.generatedAdminPassword}`,
        );
      }
    } else if (env.ADMIN_PASSWORD) {
      // Set for the first start, or in the hope of changing a password it never changes: said either way.
      log.warn(
        '  ADMIN_PASSWORD is only used at the first start: the admin kept its password. To set it, stop the server and run npm run reset-admin-password.',
      );
    }
  });

  // A second `npm start`, or another program on the port, is the usual cause: say so rather than a stack.
  server.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EADDRINUSE' && error.code !== 'EACCES') throw error;
    const why = error.code === 'EADDRINUSE' ? 'is already in use' : 'needs rights this user lacks';
    log.error(`Port ${env.PORT} on ${env.HOST} ${why}: stop the other server or set PORT to another port.`);
    process.exit(1);
  });

  const shutdown = () => {
    server.close(() => {
      // Views still waiting for their log entry reach the owner's devices before the store closes.
      flushViewFeed(store)
        .then(() => store.close())
        .finally(() => process.exit(0));
    });
    // Idle keep-alive sockets would hold close() open; busy ones get a few seconds to finish.
    if ('closeIdleConnections' in server) server.closeIdleConnections();
    setTimeout(() => process.exit(0), 5000).unref();
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error('The server could not start:', error);
  process.exit(1);
});
