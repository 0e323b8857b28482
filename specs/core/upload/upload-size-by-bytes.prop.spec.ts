import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OTHER_UPLOAD_MAX_BYTES, VIDEO_UPLOAD_MAX_BYTES } from '../../../core/upload/upload.constants.ts';
import {
  sizeNeedsVideoBytes,
  uploadSizeLimit,
  uploadSizeLimitByBytes,
  uploadSizeLimitLabel,
} from '../../../core/upload/upload-refusal.ts';
import { fileSize, otherSource, videoSource } from '../../arbitraries/upload.ts';

const declaredFile = fc.oneof(videoSource(fileSize), otherSource(fileSize));
const videoType = fc.constantFrom('video/mp4', 'video/webm', 'video/quicktime', 'VIDEO/MP4');
const otherType = fc.constantFrom(
  'application/pdf',
  'application/octet-stream',
  'text/plain',
  'image/png',
  'audio/mpeg',
  'application/zip',
);

describe('the size limit by what the bytes are (spec 2 §5)', () => {
  it('bytes that are not video are held to 1 GB, whatever the file declared', () => {
    fc.assert(
      fc.property(declaredFile, otherType, (file, sniffed) => {
        expect(uploadSizeLimitByBytes(file, sniffed)).toBe(OTHER_UPLOAD_MAX_BYTES);
      }),
    );
  });

  it('video bytes keep the limit of what was declared: 6 GB for a declared video, 1 GB otherwise', () => {
    fc.assert(
      fc.property(declaredFile, videoType, (file, sniffed) => {
        expect(uploadSizeLimitByBytes(file, sniffed)).toBe(uploadSizeLimit(file));
      }),
    );
  });

  it('is never above the declared limit, so what creation accepted by type is only ever narrowed', () => {
    fc.assert(
      fc.property(declaredFile, fc.oneof(videoType, otherType), (file, sniffed) => {
        expect(uploadSizeLimitByBytes(file, sniffed)).toBeLessThanOrEqual(uploadSizeLimit(file));
      }),
    );
  });

  it('only a file over 1 GB has to prove it is video', () => {
    fc.assert(
      fc.property(fileSize, (size) => {
        expect(sizeNeedsVideoBytes(size)).toBe(size > OTHER_UPLOAD_MAX_BYTES);
      }),
    );
  });

  it('labels the limits with the spec’s texts', () => {
    expect(uploadSizeLimitLabel(VIDEO_UPLOAD_MAX_BYTES)).toBe('6000 mB');
    expect(uploadSizeLimitLabel(OTHER_UPLOAD_MAX_BYTES)).toBe('1000 mB');
  });
});
