import { HttpError } from '../http/http-error.ts';

declare const reachedBrand: unique symbol;
declare const schoolBrand: unique symbol;

/**
 * A row the access module resolved through the caller's schools. The data layer's steps that act on
 * what a request names take this, so an id read straight from the request does not type-check: the
 * only way to a `Reached` row is a guard of `app/server/access/guards.ts` (or a finder that takes a
 * `SchoolId`).
 */
export type Reached<T> = T & { readonly [reachedBrand]: true };

/** A school id taken from the caller's session (their current cabinet, where their role allows the call). */
export type SchoolId = number & { readonly [schoolBrand]: true };

/** Marks a row as resolved through the caller's schools: called by the access module and the school-scoped finders only. */
export function reached<T>(row: T): Reached<T> {
  return row as Reached<T>;
}

/** Marks a cabinet id the session granted: called by the access module only. */
export function schoolId(id: number): SchoolId {
  return id as SchoolId;
}

/** A positive integer path parameter, or 404 naming what was looked for. */
export function idParam(value: string | undefined, what: string): number {
  const parsed = Number(value);
  if (!Number.isSafeInteger(parsed) || parsed <= 0) throw new HttpError(404, `There is no such ${what}.`);
  return parsed;
}
