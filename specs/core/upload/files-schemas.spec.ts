import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  deleteFilesRequestSchema,
  fileRecordSchema,
  fileStatusResponseSchema,
  fileTaskSchema,
  resumableUploadMetadataSchema,
  storageUploadFieldsSchema,
  storageUploadQuerySchema,
  storageUploadResponseSchema,
} from '../../../core/api/index.ts';
import { storageUploadFields } from '../../../core/upload/index.ts';

const stored = { uuid: 'u-1', mime_type: 'video/mp4', url: null, original_name: 'Lecture.mp4' };

describe('Files call schemas (spec 2 §7, spec 1 §7)', () => {
  it('read the storage answer from data or from data.data', () => {
    expect(v.parse(storageUploadResponseSchema, { data: stored })).toEqual(stored);
    expect(v.parse(storageUploadResponseSchema, { data: { data: stored } })).toEqual(stored);
    expect(v.safeParse(storageUploadResponseSchema, { data: { uuid: 'u-1' } }).success).toBe(false);
  });

  it('read the file status from data.data', () => {
    const record = { uuid: 'u-1', url: 'https://cdn/x', process_status: 'completed', id: 4 };
    expect(v.parse(fileStatusResponseSchema, { data: { data: record } })).toMatchObject(record);
  });

  it('default the storage model to courseLesson and accept comment', () => {
    expect(v.parse(storageUploadQuerySchema, {})).toEqual({ model: 'courseLesson' });
    expect(v.parse(storageUploadQuerySchema, { model: 'comment' })).toEqual({ model: 'comment' });
    expect(v.safeParse(storageUploadQuerySchema, { model: '../etc' }).success).toBe(false);
  });

  it('accept the uploader’s fields and refuse a missing hash', () => {
    const fields = storageUploadFields(
      { userId: 7, userIdHash: 'abc', cabinetId: 3 },
      { convertMedia: false },
    );
    expect(fields).toEqual({ user_id: '7', user_id_hash: 'abc', cabinet_id: '3', convert_media: '0' });
    expect(v.safeParse(storageUploadFieldsSchema, fields).success).toBe(true);
    expect(v.safeParse(storageUploadFieldsSchema, { user_id: '7', user_id_hash: '' }).success).toBe(false);
  });

  it('treat a null allow_doc_download as a valid record', () => {
    expect(
      v.safeParse(fileRecordSchema, { uuid: 'u', url: null, process_status: null, allow_doc_download: null })
        .success,
    ).toBe(true);
  });

  it('bound a file task’s progress to 0-100 and its status to the five of spec 2 §3', () => {
    const task = {
      fileName: 'a',
      progress: 100,
      status: 'checking',
      result: null,
      message: null,
      canRetry: true,
      onlyUpload: false,
    };
    expect(v.safeParse(fileTaskSchema, task).success).toBe(true);
    expect(v.safeParse(fileTaskSchema, { ...task, progress: 101 }).success).toBe(false);
    expect(v.safeParse(fileTaskSchema, { ...task, status: 'uploading' }).success).toBe(false);
  });

  it('require at least one file to delete and the resumable metadata of spec 2 §7', () => {
    expect(
      v.safeParse(deleteFilesRequestSchema, { files: [], user_id: '1', user_id_hash: 'h' }).success,
    ).toBe(false);
    const metadata = {
      filename: 'a.mp4',
      original_name: 'a.mp4',
      mime_type: 'video/mp4',
      user_id: '1',
      user_id_hash: 'h',
    };
    expect(v.parse(resumableUploadMetadataSchema, metadata).model).toBe('courseLesson');
  });
});
