// Security headers for every answer, and a CSP that fits the PWA: everything from our own origin
// (plus the bucket's public origin for images when S3 serves them directly), nothing inline but the app
// shell's own stylesheet, allowed by its hash. A route that sets a header itself keeps it: /media sends
// uploaded files with a stricter, sandboxing CSP.
import type { Context, MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { AppEnv } from './context';

const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * HSTS only means something over https, and sent over plain http it would pin a development host to
 * https. X-Forwarded-Proto counts only behind a proxy we were told to trust (TRUST_PROXY), since
 * anyone can send it.
 */
function servedOverHttps(c: Context<AppEnv>): boolean {
  const { config } = c.var.deps;
  if (config.publicUrl.startsWith('https://')) return true;
  if (new URL(c.req.url).protocol === 'https:') return true;
  const forwarded = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  return config.env.TRUST_PROXY && forwarded === 'https';
}

/**
 * `styleHashes` are the CSP sources of the inline <style> elements the PWA build ships (inline-styles.ts):
 * those, and no other inline style, may apply.
 */
export function securityHeaders(options: {
  imageOrigins: string[];
  styleHashes?: string[];
}): MiddlewareHandler<AppEnv> {
  const common = secureHeaders({
    overwrite: false,
    strictTransportSecurity: false,
    xFrameOptions: 'DENY',
    referrerPolicy: 'strict-origin-when-cross-origin',
    crossOriginResourcePolicy: 'same-origin',
    crossOriginOpenerPolicy: 'same-origin',
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", ...(options.styleHashes ?? [])],
      imgSrc: ["'self'", 'data:', 'blob:', ...options.imageOrigins],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
  });
  return (c, next) =>
    common(c, async () => {
      await next();
      if (servedOverHttps(c)) c.res.headers.set('Strict-Transport-Security', HSTS);
    });
}
