// Where to go after signing in: the `redirect` the guard recorded, but only if it is a path on this site.
// Anything else (another origin, "//evil.example", "javascript:") goes home, so the parameter cannot be
// used to send a user off-site after they typed their password.

const AUTH_PAGES = new Set(['/sign-in', '/register']);

export function redirectTarget(
  redirect: string | undefined,
  origin: string = window.location.origin,
): string {
  if (!redirect?.startsWith('/') || redirect.startsWith('//') || redirect.startsWith('/\\')) return '/';
  try {
    const url = new URL(redirect, origin);
    if (url.origin !== origin || AUTH_PAGES.has(url.pathname)) return '/';
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return '/';
  }
}
