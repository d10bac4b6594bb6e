// The words of saving a public blog for offline reading (issue 17), shared by the page and the home list.
export const SAVE_FOR_OFFLINE = 'save for offline';
export const SAVED_FOR_OFFLINE = 'saved for offline';
export const REMOVE = 'remove';
export const SAVE_NEEDS_NETWORK = 'Saving for offline reading needs the network.';
export const NO_LONGER_PUBLIC =
  'This blog is no longer public; the copy saved on this device can be removed.';

export const savingProgress = (done: number, total: number): string =>
  total === 0 ? 'saving for offline...' : `saving for offline: ${done} of ${total} photos`;

export const saveFailed = (reason: string): string => `could not save for offline: ${reason}`;
