import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env.ts';

/** The Content-Security-Policy of every answer; a Vite-built React app runs under it. */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "media-src 'self' blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** The policy with more origins the page may send to (the browser's error reporting). */
export function contentSecurityPolicy(connectOrigins: readonly string[] = []): string {
  if (connectOrigins.length === 0) return CONTENT_SECURITY_POLICY;
  return CONTENT_SECURITY_POLICY.replace(
    "connect-src 'self'",
    `connect-src 'self' ${connectOrigins.join(' ')}`,
  );
}

/** Security headers on every answer; HSTS only where the request came over https. */
export function securityHeaders(
  isHttps: (url: string, forwardedProto: string | undefined) => boolean,
  connectOrigins: readonly string[] = [],
): MiddlewareHandler<AppEnv> {
  const policy = contentSecurityPolicy(connectOrigins);
  return async (c, next) => {
    await next();
    c.header('Content-Security-Policy', policy);
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    c.header('X-Frame-Options', 'DENY');
    c.header('Cross-Origin-Opener-Policy', 'same-origin');
    c.header('Cross-Origin-Resource-Policy', 'same-origin');
    c.header('Permissions-Policy', 'camera=(self), microphone=(self), geolocation=(), payment=()');
    if (isHttps(c.req.url, c.req.header('X-Forwarded-Proto'))) {
      c.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    }
  };
}
