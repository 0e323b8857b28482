import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/** The caller's IP: the socket's, or the first X-Forwarded-For entry behind a trusted proxy. */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('X-Forwarded-For')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/** Whether the request reached us over https (directly, or at a trusted proxy). */
export function requestIsHttps(
  url: string,
  forwardedProto: string | undefined,
  trustProxy: boolean,
): boolean {
  if (trustProxy && forwardedProto) return forwardedProto.split(',')[0]?.trim() === 'https';
  return url.startsWith('https:');
}
