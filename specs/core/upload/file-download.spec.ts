import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  combinedDocFlag,
  DOCUMENT_EXTENSIONS,
  fileDownloadPath,
  fileRowActions,
  IMAGE_MIME_TYPES,
  isDownloadAllowed,
  isImageMimeType,
  showsDocumentPreviewList,
  showsDocumentSwitches,
} from '../../../core/upload/index.ts';
import { anyCase } from '../../arbitraries/upload.ts';

const file = (
  extension: string,
  flags: { allow_doc_download?: boolean | null; allow_doc_preview?: boolean | null } = {},
) => ({
  uuid: 'f-1',
  url: `https://cdn.lectern.test/f-1.${extension}`,
  original_name: `Handout.${extension}`,
  ...flags,
});

describe('download rule (spec 1 §5)', () => {
  it('refuses a pdf, doc, docx, ppt or pptx whose allow_doc_download is false, in any case of extension', () => {
    fc.assert(
      fc.property(fc.constantFrom(...DOCUMENT_EXTENSIONS).chain(anyCase), (extension) => {
        expect(isDownloadAllowed(file(extension, { allow_doc_download: false }))).toBe(false);
        expect(isDownloadAllowed(file(extension, { allow_doc_download: true }))).toBe(true);
      }),
    );
  });

  it('counts a null or missing flag as allowed', () => {
    expect(isDownloadAllowed(file('pdf', { allow_doc_download: null }))).toBe(true);
    expect(isDownloadAllowed(file('pptx'))).toBe(true);
  });

  it('always allows other files, whatever their flag', () => {
    for (const extension of ['mp4', 'png', 'xlsx', 'zip', 'mp3'])
      expect(isDownloadAllowed(file(extension, { allow_doc_download: false }))).toBe(true);
  });

  it('always allows in example mode', () => {
    expect(isDownloadAllowed(file('pdf', { allow_doc_download: false }), { exampleMode: true })).toBe(true);
  });

  it('a block’s switch narrows the file’s and never widens it (the download route enforces the same)', () => {
    expect(
      isDownloadAllowed({
        ...file('pdf', { allow_doc_download: false }),
        pivot: { allow_doc_download: true },
      }),
    ).toBe(false);
    expect(
      isDownloadAllowed({
        ...file('pdf', { allow_doc_download: null }),
        pivot: { allow_doc_download: null },
      }),
    ).toBe(true);
    expect(combinedDocFlag(null, null)).toBe(null);
    expect(combinedDocFlag(true, null)).toBe(true);
    expect(combinedDocFlag(null, true)).toBe(true);
    expect(combinedDocFlag(true, false)).toBe(false);
    expect(combinedDocFlag(false, true)).toBe(false);
  });

  it('lets the lesson’s pivot flag speak for the file', () => {
    expect(
      isDownloadAllowed({
        ...file('pdf', { allow_doc_download: true }),
        pivot: { allow_doc_download: false },
      }),
    ).toBe(false);
  });
});

describe('preview and download switches (spec 1 §5)', () => {
  it('show for documents only, only for an expert parent with preview settings allowed', () => {
    expect(showsDocumentSwitches(file('docx'), { parent: 'expert', previewSettingsAllowed: true })).toBe(
      true,
    );
    expect(showsDocumentSwitches(file('docx'), { parent: 'expert', previewSettingsAllowed: false })).toBe(
      false,
    );
    expect(showsDocumentSwitches(file('docx'), { parent: 'lesson', previewSettingsAllowed: true })).toBe(
      false,
    );
    expect(showsDocumentSwitches(file('mp4'), { parent: 'expert', previewSettingsAllowed: true })).toBe(
      false,
    );
  });
});

describe('file row actions by parent context (spec 1 §6)', () => {
  it('gives expert and creator a delete action and no download', () => {
    for (const parent of ['expert', 'creator'])
      expect(fileRowActions(file('pdf'), { parent })).toMatchObject({
        delete: true,
        download: false,
        previewEye: false,
      });
  });

  it('gives other contexts download and a preview eye for PDFs not already previewed', () => {
    expect(fileRowActions(file('pdf'), { parent: 'lesson' })).toEqual({
      delete: false,
      download: true,
      previewEye: true,
      moveHandle: false,
    });
    expect(fileRowActions(file('pdf'), { parent: 'lesson', previewShown: true }).previewEye).toBe(false);
    expect(fileRowActions(file('docx'), { parent: 'lesson' }).previewEye).toBe(false);
    expect(fileRowActions(file('pdf', { allow_doc_download: false }), { parent: 'lesson' }).download).toBe(
      false,
    );
  });

  it('gives the drag context a move handle', () => {
    expect(fileRowActions(file('png'), { parent: 'drag' }).moveHandle).toBe(true);
  });

  it('hides the document preview list for an expert unless a preview is forced', () => {
    expect(showsDocumentPreviewList({ parent: 'expert' })).toBe(false);
    expect(showsDocumentPreviewList({ parent: 'expert', forcePreview: true })).toBe(true);
    expect(showsDocumentPreviewList({ parent: 'lesson' })).toBe(true);
  });
});

describe('download address (spec 1 §7)', () => {
  it('adds origin=1 for video and preview=1 for a preview', () => {
    expect(
      fileDownloadPath({ uuid: 'a b', original_name: 'talk.mp4', mime_type: 'video/mp4', url: null }),
    ).toBe('/api/v1/files/a%20b/download?origin=1');
    expect(fileDownloadPath(file('pdf'), { preview: true })).toBe('/api/v1/files/f-1/download?preview=1');
    expect(fileDownloadPath(file('pdf'))).toBe('/api/v1/files/f-1/download');
  });
});

describe('image MIME types (spec 1 §9)', () => {
  it('are the eight of the spec, read without case or parameters', () => {
    expect(IMAGE_MIME_TYPES).toHaveLength(8);
    expect(isImageMimeType('IMAGE/SVG+XML')).toBe(true);
    expect(isImageMimeType('image/png; charset=binary')).toBe(true);
    expect(isImageMimeType('image/x-icon')).toBe(true);
    expect(isImageMimeType('image/tiff')).toBe(false);
    expect(isImageMimeType(null)).toBe(false);
  });
});
