import type { PersonalSettingsRequest, SwitchCabinetRequest } from './account.ts';
import { LANGUAGE_HEADER } from './api.constants.ts';
import type { LoginRequest, RegisterRequest } from './auth.ts';
import type { CourseType, CreateCourseRequest } from './courses.ts';
import type { ErrorReportRequest } from './error-report.ts';
import type {
  CabinetFilesQuery,
  DeleteFilesRequest,
  FileFlagsRequest,
  FileImportRequest,
  StorageUploadFields,
  StorageUploadQuery,
} from './files.ts';
import type { TranslationGroup } from './translations.ts';
import { definedParams, type Through } from './transport.ts';

// The client's calls that belong to no part of their own (core/api/client.ts spreads them at its top
// level): the session's, the course cards' and the files'. Kept apart from client.ts so the web app's
// entry (core/api/web-client.ts) takes the session's calls without the rest of the client.

/** The session's calls (the web app's entry carries them): signing in and out, the user, cabinets, alerts, texts. */
export function createSessionCalls(through: Through) {
  return {
    register: (body: RegisterRequest) => through('POST /auth/register', {}, { json: body }),
    login: (body: LoginRequest) => through('POST /auth/login', {}, { json: body }),
    logout: () => through('POST /auth/logout'),
    /** `POST /client-errors`: a browser error, to the server's log when no Sentry DSN is built in (spec 2 §8). */
    reportError: (body: ErrorReportRequest) =>
      through('POST /client-errors', {}, { json: body }, { noRetry: true }),
    user: () => through('GET /user'),
    cabinets: () => through('GET /cabinets'),
    switchCabinet: (body: SwitchCabinetRequest) => through('PUT /cabinets/current', {}, { json: body }),
    permissions: () => through('GET /cabinet/users/permissions'),
    profileMenu: () => through('GET /profile/menu'),
    userProducts: (query: { page?: number; per_page?: number; search?: string } = {}) =>
      through('GET /user/products', {}, { searchParams: definedParams(query) }),
    isProd: () => through('GET /is_prod'),
    alerts: () => through('GET /alerts'),
    /** `POST /alerts/dismiss`: closes one of the user's alerts for good; answers those still shown. */
    dismissAlert: (id: number) => through('POST /alerts/dismiss', {}, { json: { id } }),
    pendingPayments: () => through('GET /orders/payments/pending'),
    savePersonalSettings: (body: PersonalSettingsRequest) =>
      through('POST /user-personal-settings', {}, { json: body }),
    translationGroups: (groups: readonly TranslationGroup[], lang: string) => {
      const searchParams = new URLSearchParams();
      for (const group of groups) searchParams.append('groups[]', group);
      searchParams.set('lang', lang);
      return through('GET /translation-groups', {}, { searchParams, headers: { [LANGUAGE_HEADER]: lang } });
    },
  };
}

/** The course cards and creating a course. */
export function createCourseCalls(through: Through) {
  return {
    courseCards: (query: { type?: CourseType; per_page?: number; page?: number } = {}) =>
      through('GET /courses-cards', {}, { searchParams: definedParams(query) }),
    createCourse: (body: CreateCourseRequest) => through('POST /courses', {}, { json: body }),
  };
}

/** Files: their records and switches, the storage upload, the school's files and deleting them. */
export function createFileCalls(through: Through) {
  return {
    /** `GET /files/{uuid}`: the file record the upload panel and the editor poll (spec 2 §7). */
    fileStatus: (uuid: string) => through('GET /files/:uuid', { uuid }),
    /** `PATCH /files/{uuid}`: a document's download and preview switches (spec 1 §4, §6); answers the record. */
    saveFileFlags: (uuid: string, body: FileFlagsRequest) =>
      through('PATCH /files/:uuid', { uuid }, { json: body }),
    /** `GET /files/{uuid}/mp4`: the MP4 of a converted video (when streaming is off); 404 until there is one. */
    fileMp4: (uuid: string) => through('GET /files/:uuid/mp4', { uuid }),
    /**
     * `POST /storage`: uploads one file in a multipart form (spec 2 §7). The web app sends this form by
     * XMLHttpRequest for its progress events (app/web/uploads/xhr-storage-transport.ts); this is the same call without them.
     */
    storageUpload: (
      file: Blob,
      fields: StorageUploadFields,
      query: Partial<StorageUploadQuery> = {},
      fileName?: string,
    ) => {
      const form = new FormData();
      for (const [key, value] of Object.entries(fields)) if (value !== undefined) form.append(key, value);
      form.append('file', file, fileName);
      return through('POST /storage', {}, { searchParams: definedParams(query), body: form });
    },
    /** `POST /files/import`: the server fetches an editor image by its address and stores it (docs/uploads.md). */
    importFile: (body: FileImportRequest) => through('POST /files/import', {}, { json: body }),
    /** `GET /cabinet/files`: the current school's uploaded files for the expert's storage page. */
    cabinetFiles: (query: Partial<CabinetFilesQuery> = {}) =>
      through('GET /cabinet/files', {}, { searchParams: definedParams(query) }),
    /** `DELETE /delete-files`: deletes the named files (spec 1 §7), with the user's id and hash. */
    deleteFiles: (body: DeleteFilesRequest) => through('DELETE /delete-files', {}, { json: body }),
  };
}
