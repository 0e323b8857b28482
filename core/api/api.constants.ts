/** Prefix of every API route. */
export const API_PREFIX = '/api/v1';

/** Header that carries the interface language of a request (spec 2, translations). */
export const LANGUAGE_HEADER = 'X-Language';

/** Header and cookie of the double-submit CSRF defence for cookie-authenticated writes. */
export const CSRF_HEADER = 'X-CSRF-Token';
export const CSRF_COOKIE = 'lectern_csrf';

/** The httpOnly session cookie. */
export const SESSION_COOKIE = 'lectern_session';

/** Input bounds for sign-up and sign-in. */
export const AUTH_LIMITS = {
  nameMaxLength: 120,
  emailMaxLength: 254,
  passwordMinLength: 8,
  passwordMaxLength: 200,
} as const;

/** Failed sign-ins allowed per email and per address within the window before 429. */
export const LOGIN_RATE_LIMIT = {
  maxFailures: 5,
  windowMs: 15 * 60 * 1000,
} as const;
