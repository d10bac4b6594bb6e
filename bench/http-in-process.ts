// The HTTP platform without a socket: GET /api/health through the real app in process, one at a time.
import { createTestApp } from '../sync-server/src/testing/test-app';
import { recordFigures } from './results';
import { timed } from './timed';

export async function httpInProcessBench(): Promise<void> {
  const t = await createTestApp({}, { LOG_REQUESTS: 'false' });
  try {
    const health = await timed('GET /api/health in process', 2000, 'requests', async () => {
      for (let i = 0; i < 2000; i++) await t.app.request('/api/health');
    });
    recordFigures('httpInProcess', { healthPerSec: health.perSecond });
  } finally {
    await t.close();
  }
}
