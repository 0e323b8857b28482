import { hasAtLeast } from '../permissions/index.ts';

/** Whether permission strings let a person create files in a school's storage. */
export function mayStoreFiles(permissions: Iterable<string>): boolean {
  return hasAtLeast(permissions, 'storage', ['create']);
}

/**
 * The school an upload goes into: the current cabinet when the person may store files there, else
 * none (their own files, e.g. a student's answer attachments while they look at the school).
 */
export function uploadCabinetOf(
  current: { cabinet_id: number; permissions: readonly string[] } | null | undefined,
): number | null {
  if (!current || current.cabinet_id === 0) return null;
  return mayStoreFiles(current.permissions) ? current.cabinet_id : null;
}
