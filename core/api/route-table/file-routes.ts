import {
  cabinetFilesQuerySchema,
  cabinetFilesResponseSchema,
  deleteFilesRequestSchema,
  deleteFilesResponseSchema,
  fileDownloadQuerySchema,
  fileFlagsRequestSchema,
  fileImportRequestSchema,
  fileMp4ResponseSchema,
  fileStatusResponseSchema,
  resumableUploadMetadataSchema,
  storageUploadFieldsSchema,
  storageUploadQuerySchema,
  storageUploadResponseSchema,
} from '../files.ts';
import type { RouteEntry, RouteKey } from '../route-entry.ts';

type TusKey = `${'POST' | 'HEAD' | 'PATCH' | 'DELETE' | 'OPTIONS' | 'GET'} ${'/uploads' | '/uploads/:id'}`;

/** The tus resumable upload protocol (docs/uploads.md): one handler answers every method on both paths. */
function tusCalls(): Record<TusKey, RouteEntry> {
  const calls: Record<string, RouteEntry> = {};
  for (const path of ['/uploads', '/uploads/:id'] as const) {
    for (const method of ['POST', 'HEAD', 'PATCH', 'DELETE'] as const) {
      calls[`${method} ${path}`] = {
        ...(method === 'POST' && path === '/uploads'
          ? { request: { metadata: resumableUploadMetadataSchema } }
          : {}),
        answer: 'tus',
        access: 'signed-in',
      };
    }
    // OPTIONS is the protocol's discovery; GET answers 405 (uploads are read back through /files).
    calls[`OPTIONS ${path}`] = { answer: 'tus', access: 'public' };
    calls[`GET ${path}`] = { answer: 'tus', access: 'public' };
  }
  return calls as Record<TusKey, RouteEntry>;
}

const deleteFiles = {
  request: { body: deleteFilesRequestSchema },
  answer: deleteFilesResponseSchema,
  access: 'files:manage',
} as const satisfies RouteEntry;

/** Every call under /api/v1. */

/** Files, uploads and the school's storage. */
export const FILE_ROUTES = {
  // Files and the school's storage
  ...tusCalls(),
  'POST /storage': {
    request: { query: storageUploadQuerySchema, form: storageUploadFieldsSchema },
    answer: storageUploadResponseSchema,
    access: 'signed-in',
  },
  // An editor image fetched by its address (docs/uploads.md "Images imported by address").
  'POST /files/import': {
    request: { body: fileImportRequestSchema },
    answer: storageUploadResponseSchema,
    access: 'signed-in',
  },
  'GET /cabinet/files': {
    request: { query: cabinetFilesQuerySchema },
    answer: cabinetFilesResponseSchema,
    access: 'school:storage:list',
  },
  'GET /files/:uuid': { answer: fileStatusResponseSchema, access: 'file:read' },
  'PATCH /files/:uuid': {
    request: { body: fileFlagsRequestSchema },
    answer: fileStatusResponseSchema,
    access: 'file:manage',
  },
  'GET /files/:uuid/mp4': { answer: fileMp4ResponseSchema, access: 'file:read' },
  'GET /files/:uuid/download': {
    request: { query: fileDownloadQuerySchema },
    answer: 'bytes',
    access: 'file:read',
  },
  'GET /files/:uuid/media/*': { answer: 'bytes', access: 'file:read' },
  // One handler under four paths (spec 1 §7 names both the bare and the storage path, with and without the slash).
  'DELETE /delete-files': deleteFiles,
  'DELETE /delete-files/': deleteFiles,
  'DELETE /storage/delete-files': deleteFiles,
  'DELETE /storage/delete-files/': deleteFiles,
} as const satisfies Record<RouteKey, RouteEntry>;
