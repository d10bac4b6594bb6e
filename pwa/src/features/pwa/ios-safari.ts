// iOS Safari installs a web app only through its Share menu ("Add to Home Screen"), and says so nowhere.
// Told apart by its user agent: the iPhone's and iPod's say so, an iPad's poses as a Mac with a touch
// screen; Chrome, Firefox, Edge and other browsers on iOS add their own token to Safari's.

/** The parts of `navigator` the test reads. */
export interface PlatformHints {
  userAgent: string;
  platform?: string;
  maxTouchPoints?: number;
}

const OTHER_IOS_BROWSERS = /CriOS|FxiOS|EdgiOS|OPiOS|OPT\/|YaBrowser|GSA\/|DuckDuckGo|FBAN|FBAV|Instagram/;

export function isIosSafari({ userAgent, platform = '', maxTouchPoints = 0 }: PlatformHints): boolean {
  const ios = /iPhone|iPad|iPod/.test(userAgent) || (platform === 'MacIntel' && maxTouchPoints > 1);
  return ios && /Safari\//.test(userAgent) && !OTHER_IOS_BROWSERS.test(userAgent);
}
