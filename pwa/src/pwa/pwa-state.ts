// What the service-worker lifecycle means for the user, kept apart from workbox-window so the banner
// can be rendered and tested without a service worker.
import { proxy } from 'valtio';

export const pwaState = proxy({
  /** A newer version is installed and waits for the user's go-ahead (SKIP_WAITING + reload). */
  needRefresh: false,
  /** The first install finished: the app shell is cached and the app now opens offline. */
  offlineReady: false,
});
