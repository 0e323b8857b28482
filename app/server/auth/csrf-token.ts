import { createHmac, timingSafeEqual } from 'node:crypto';

/** The double-submit CSRF token of a session: HMAC(secret, session id). */
export function csrfTokenFor(secret: string, sessionId: string): string {
  return createHmac('sha256', secret).update(`csrf:${sessionId}`).digest('base64url');
}

/** Whether a sent token is the session's token, compared in constant time. */
export function csrfTokenMatches(secret: string, sessionId: string, sent: string | undefined): boolean {
  if (!sent) return false;
  const expected = Buffer.from(csrfTokenFor(secret, sessionId));
  const given = Buffer.from(sent);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
