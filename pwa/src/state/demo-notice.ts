// SPEC §1: a demo user's write is aborted and a notice shows for 3 seconds. Both paths lead here: the
// screens check before calling (demoWriteBlocked), and the API client reports the server's 403.
import { proxy } from 'valtio';
import { session } from './session.ts';

export const DEMO_NOTICE_MS = 3000;

export const demoNotice = proxy({ visible: false });

let timer: ReturnType<typeof setTimeout> | undefined;

/** Shows the notice; a second blocked write restarts the 3 seconds rather than stacking notices. */
export function showDemoNotice(): void {
  clearTimeout(timer);
  demoNotice.visible = true;
  timer = setTimeout(() => {
    demoNotice.visible = false;
  }, DEMO_NOTICE_MS);
}

/** True, with the notice shown, when the signed-in user is the demo user; call it before any write. */
export function demoWriteBlocked(): boolean {
  if (!session.user?.isDemoUser) return false;
  showDemoNotice();
  return true;
}
