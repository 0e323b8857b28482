/** PostgreSQL's SQLSTATE for a broken unique constraint. */
export const UNIQUE_VIOLATION = '23505';

/**
 * Whether a database error is a unique-constraint violation: the code sits on the error itself
 * (postgres.js, PGlite) or on its `cause` (Drizzle wraps the driver's error).
 */
export function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } } | null)?.cause;
  return (error as { code?: string } | null)?.code === UNIQUE_VIOLATION || cause?.code === UNIQUE_VIOLATION;
}
