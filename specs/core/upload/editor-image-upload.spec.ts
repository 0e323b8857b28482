import { describe, expect, it } from 'vitest';
import { isUploadableImageName, needsImageUpload } from '../../../core/editor/image/image-rules.ts';
import { COVER_ACCEPT, isCoverFile } from '../../../core/public-page/index.ts';
import { IMAGE_UPLOAD_ACCEPT, withDocumentFlagsOff } from '../../../core/upload/index.ts';

// The editor's upload rules (spec 1 §5, §7): one rule each, the editor's (core/editor/image/image-rules.ts).

const storage = ['cdn.lectern.test'];

describe('editor uploads (spec 1 §5, §7)', () => {
  it('sends a pick whose first file is a jpeg, jpg, png or webp down the image path, in any case', () => {
    expect(isUploadableImageName('photo.JPG')).toBe(true);
    expect(isUploadableImageName('diagram.webp')).toBe(true);
    expect(isUploadableImageName('photo.jpeg')).toBe(true);
    expect(isUploadableImageName('notes.pdf')).toBe(false);
    expect(isUploadableImageName('animation.gif')).toBe(false);
  });

  it('offers and takes the same image types for an editor image and a public page cover', () => {
    expect(IMAGE_UPLOAD_ACCEPT).toBe('.jpeg,.jpg,.png,.webp');
    expect(COVER_ACCEPT).toBe(IMAGE_UPLOAD_ACCEPT);
    for (const name of ['cover.PNG', 'cover.webp', 'cover.jpg', 'cover.gif', 'cover.svg', 'jpg'])
      expect(isCoverFile({ name })).toBe(isUploadableImageName(name));
    expect(isCoverFile({ name: 'cover.gif' })).toBe(false);
  });

  it('uploads an editor image only when base64 or outside the product’s storage, and only if the user may', () => {
    expect(needsImageUpload('data:image/png;base64,iVBORw0KGgo=', storage, true)).toBe(true);
    expect(needsImageUpload('https://images.example.org/cat.png', storage, true)).toBe(true);
    expect(needsImageUpload('https://CDN.lectern.test/files/cat.png', storage, true)).toBe(false);
    expect(needsImageUpload('/api/v1/files/u/download', storage, true)).toBe(false);
    expect(needsImageUpload('data:image/png;base64,iVBORw0KGgo=', storage, false)).toBe(false);
    expect(needsImageUpload('not a url', storage, true)).toBe(false);
  });

  it('starts a just-uploaded file with document preview and download off', () => {
    expect(withDocumentFlagsOff({ uuid: 'u', url: null })).toEqual({
      uuid: 'u',
      url: null,
      allow_doc_download: false,
      allow_doc_preview: false,
    });
  });
});
