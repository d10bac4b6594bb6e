// Two devices of one user on a fake server, for sync-cycle tests; call it inside a describe or test file
// and it closes the devices' databases after each test.
import { afterEach } from 'vitest';
import { type TestDevice, testDevice } from './device.ts';
import { FakeSyncServer } from './fake-sync-server.ts';

const USER = '019a0000-0000-7000-8000-0000000000aa';

export function twoDevicesKit(): () => { server: FakeSyncServer; phone: TestDevice; laptop: TestDevice } {
  const devices: TestDevice[] = [];
  afterEach(() => {
    for (const d of devices.splice(0)) d.db.close();
  });
  return () => {
    const server = new FakeSyncServer();
    const phone = testDevice(USER, server.fetch);
    const laptop = testDevice(USER, server.fetch);
    devices.push(phone, laptop);
    return { server, phone, laptop };
  };
}
