/** A session lives this long after its last use (sliding expiry). */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** A used session's expiry is pushed forward at most this often, to spare writes. */
export const SESSION_REFRESH_AFTER_MS = 24 * 60 * 60 * 1000;
