import { permissionsForRole } from '../../../core/permissions/index.ts';
import { mayStoreFiles } from '../../../core/upload/index.ts';
import { listUserCabinets, OWN_CABINET_ID } from '../account/user-cabinets.ts';
import type { Db } from '../db/client.ts';
import { fileAccessFor } from '../files/file-access.ts';
import { liveUploadsByUuid, UUID } from '../files/file-records.ts';
import type { UserRow } from '../http/app-env.ts';
import { HttpError } from '../http/http-error.ts';
import type { FileReach } from './guards.ts';
import { type Reached, reached, type SchoolId, schoolId } from './reached.ts';

// What of the files a request names the caller reaches, beyond the one file a path names (the
// `file:read` and `file:manage` guards): the school an upload is stored in, and the files a delete
// lists.

/**
 * The school an upload is stored in, from the cabinet_id the request names: null (the uploader's
 * own files, as students' answer attachments are) when it names none or the study cabinet 0; the
 * school when the user's role there grants `storage_create` (the core permission rules). A school
 * among the user's cabinets where the role does not (a student, a curator) is 403; any other id
 * is 404, as another school's id is everywhere.
 */
export async function uploadCabinet(
  db: Db,
  user: UserRow,
  cabinetId: number | null,
): Promise<SchoolId | null> {
  if (cabinetId === null || cabinetId === OWN_CABINET_ID) return null;
  const school = (await listUserCabinets(db, user)).find((item) => item.cabinet.id === cabinetId);
  if (!school) throw new HttpError(404, 'There is no such school, or you do not work in it.');
  if (!mayStoreFiles(permissionsForRole(school.role))) {
    throw new HttpError(403, `Your role in ${school.cabinet.name} does not allow storing files there.`);
  }
  return schoolId(school.cabinet.id);
}

/**
 * The school a resumable upload was created for, read back when it finishes: `uploadCabinet`'s
 * answer, which the tus server stamped under its own metadata key at creation (overwriting whatever
 * the client sent under it). Empty or anything else: the uploader's own files.
 */
export function stampedUploadSchool(stamped: string | null | undefined): SchoolId | null {
  const id = Number(stamped);
  return stamped && Number.isSafeInteger(id) && id > 0 ? schoolId(id) : null;
}

/**
 * The listed files the caller manages (their author, or an expert of their school): live uploads,
 * not derived media. Names that are not uuids, files that do not exist and files the caller may only
 * read are left out; the caller compares the count with what was asked.
 */
export async function manageableFiles(
  db: Db,
  user: UserRow,
  uuids: readonly string[],
): Promise<Reached<FileReach>[]> {
  const rows = await liveUploadsByUuid(
    db,
    uuids.filter((uuid) => UUID.test(uuid)),
  );
  const found: Reached<FileReach>[] = [];
  for (const file of rows) {
    if ((await fileAccessFor(db, user.id, file)) === 'manage')
      found.push(reached({ file, access: 'manage' }));
  }
  return found;
}
