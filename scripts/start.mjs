// npm start: builds the PWA when the build is missing or older than its sources, then runs the server
// in this same process (tsx compiles the TypeScript on the fly).
import { buildPwaIfStale } from './pwa-build.mjs';

if (!(await buildPwaIfStale())) process.exit(1);

const { register } = await import('tsx/esm/api');
register();
await import('../sync-server/src/main.ts');
