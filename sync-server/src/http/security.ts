// Security headers for every answer, and a CSP that fits the PWA: everything from our own origin
// (plus the bucket's public origin for images when S3 serves them directly), nothing inline.
import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

export function securityHeaders(options: { imageOrigins: string[] }): MiddlewareHandler {
  return secureHeaders({
    strictTransportSecurity: 'max-age=31536000; includeSubDomains',
    xFrameOptions: 'DENY',
    referrerPolicy: 'strict-origin-when-cross-origin',
    crossOriginResourcePolicy: 'same-origin',
    crossOriginOpenerPolicy: 'same-origin',
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'"],
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
}
