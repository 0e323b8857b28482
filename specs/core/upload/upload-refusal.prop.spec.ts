import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkUploadFile,
  fileExtension,
  isExtensionAccepted,
  OTHER_UPLOAD_MAX_BYTES,
  UPLOAD_MESSAGE_KEYS,
  VIDEO_UPLOAD_MAX_BYTES,
} from '../../../core/upload/index.ts';
import {
  anyCase,
  baseName,
  extension,
  fileSize,
  otherSource,
  videoSource,
} from '../../arbitraries/upload.ts';

describe('upload size limits (spec 2 §5)', () => {
  it('names the spec’s byte limits', () => {
    expect(VIDEO_UPLOAD_MAX_BYTES).toBe(6442450944);
    expect(OTHER_UPLOAD_MAX_BYTES).toBe(1073741824);
  });

  it('accepts a video of exactly 6 GB and refuses one byte more with "6000 mB"', () => {
    fc.assert(
      fc.property(videoSource(fc.constant(VIDEO_UPLOAD_MAX_BYTES)), (file) => {
        expect(checkUploadFile(file)).toBeNull();
        expect(checkUploadFile({ ...file, size: file.size + 1 })).toEqual({
          reason: 'too-large',
          messageKey: UPLOAD_MESSAGE_KEYS.maxSize,
          detail: '6000 mB',
        });
      }),
    );
  });

  it('accepts any other file of exactly 1 GB and refuses one byte more with "1000 mB"', () => {
    fc.assert(
      fc.property(otherSource(fc.constant(OTHER_UPLOAD_MAX_BYTES)), (file) => {
        expect(checkUploadFile(file)).toBeNull();
        expect(checkUploadFile({ ...file, size: file.size + 1 })).toEqual({
          reason: 'too-large',
          messageKey: UPLOAD_MESSAGE_KEYS.maxSize,
          detail: '1000 mB',
        });
      }),
    );
  });

  it('refuses by size exactly when the size passes the file kind’s limit', () => {
    fc.assert(
      fc.property(fc.oneof(videoSource(fileSize), otherSource(fileSize)), (file) => {
        const limit = file.type.toLowerCase().startsWith('video/')
          ? VIDEO_UPLOAD_MAX_BYTES
          : OTHER_UPLOAD_MAX_BYTES;
        expect(checkUploadFile(file)?.reason === 'too-large').toBe(file.size > limit);
      }),
    );
  });

  it('treats a file without a MIME type as video by its extension', () => {
    const size = OTHER_UPLOAD_MAX_BYTES + 1;
    expect(checkUploadFile({ name: 'lesson.MKV', size, type: '' })).toBeNull();
    expect(checkUploadFile({ name: 'lesson.zip', size, type: '' })?.detail).toBe('1000 mB');
  });
});

describe('accepted-extension list (spec 2 §5)', () => {
  it('accepts every file when no list is set', () => {
    fc.assert(
      fc.property(baseName, extension, (name, ext) => {
        expect(isExtensionAccepted(`${name}.${ext}`, [])).toBe(true);
      }),
    );
  });

  it('ignores case on both sides and a leading dot in the list', () => {
    fc.assert(
      fc.property(
        baseName,
        extension.chain((ext) => fc.tuple(anyCase(ext), anyCase(ext), fc.boolean())),
        (name, [inName, inList, dot]) => {
          expect(isExtensionAccepted(`${name}.${inName}`, [`${dot ? '.' : ''}${inList}`])).toBe(true);
        },
      ),
    );
  });

  it('refuses an extension outside the list with the invalid-extension message', () => {
    fc.assert(
      fc.property(baseName, extension, fc.array(extension, { maxLength: 4 }), (name, ext, list) => {
        fc.pre(list.length > 0 && !list.includes(ext));
        expect(checkUploadFile({ name: `${name}.${ext}`, size: 1, type: '' }, list)).toEqual({
          reason: 'invalid-extension',
          messageKey: UPLOAD_MESSAGE_KEYS.invalidExtension,
          detail: null,
        });
      }),
    );
  });

  it('reads the extension after the last dot, and none from a dot file or a name without one', () => {
    expect(fileExtension('Lecture.Final.PDF')).toBe('pdf');
    expect(fileExtension('.bashrc')).toBe('');
    expect(fileExtension('README')).toBe('');
    expect(isExtensionAccepted('README', ['pdf'])).toBe(false);
  });
});
