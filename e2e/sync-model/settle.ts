// The end of a run: server up and clean (a failpoint that never fired is disarmed), every network up,
// every device synced until all outboxes are empty, then one more full round so each pulls what the others
// pushed last; then a fresh device of the same user pulls everything from scratch.
import { type Device, syncDevice } from './devices';
import type { World } from './schedule';
import type { Violation } from './violation';

const ROUNDS = 12;

export async function settle(world: World, fresh: Device): Promise<Violation[]> {
  const { server, devices, history } = world;
  const found: Violation[] = [];
  await server.ensureUp();
  await server.disarm();
  for (const d of devices) d.network.mode = 'up';
  let waiting: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const d of devices) {
      await server.ensureUp();
      await syncDevice(d, history);
    }
    waiting = await Promise.all(devices.map((d) => d.data.db.outbox.count()));
    if (waiting.every((n) => n === 0)) break;
  }
  devices.forEach((d, i) => {
    if (waiting[i])
      found.push({
        check: '1 settle',
        what: `${d.name}'s outbox never drained in ${ROUNDS} rounds: ${waiting[i]} entries left (${d.engine.status().error ?? 'no error'})`,
      });
  });
  for (const d of devices)
    if (!(await syncDevice(d, history)))
      found.push({
        check: '1 settle',
        what: `${d.name}'s last sync failed: ${d.engine.status().error ?? 'no error'}`,
      });
  let pulled = false;
  for (let attempt = 0; attempt < 3 && !pulled; attempt++) pulled = await syncDevice(fresh, history);
  if (!pulled)
    found.push({
      check: '1 settle',
      what: `the fresh device could not pull: ${fresh.engine.status().error ?? 'no error'}`,
    });
  return found;
}
