import { describe, expect, it } from 'vitest';
import { pickRoute, shouldUploadEditorImage, withDocumentFlagsOff } from '../../../core/upload/index.ts';

const storage = { storageHosts: ['cdn.lectern.test'], userCanUploadImage: true };

describe('editor uploads (spec 1 §5, §7)', () => {
  it('sends a pick whose first file is a jpeg, jpg, png or webp down the image path, in any case', () => {
    expect(pickRoute([{ name: 'photo.JPG' }, { name: 'notes.pdf' }])).toBe('image');
    expect(pickRoute([{ name: 'diagram.webp' }])).toBe('image');
    expect(pickRoute([{ name: 'notes.pdf' }, { name: 'photo.png' }])).toBe('files');
    expect(pickRoute([{ name: 'animation.gif' }])).toBe('files');
    expect(pickRoute([])).toBe('none');
  });

  it('uploads an editor image only when base64 or outside the product’s storage, and only if the user may', () => {
    expect(shouldUploadEditorImage('data:image/png;base64,iVBORw0KGgo=', storage)).toBe(true);
    expect(shouldUploadEditorImage('https://images.example.org/cat.png', storage)).toBe(true);
    expect(shouldUploadEditorImage('https://CDN.lectern.test/files/cat.png', storage)).toBe(false);
    expect(
      shouldUploadEditorImage('data:image/png;base64,iVBORw0KGgo=', {
        ...storage,
        userCanUploadImage: false,
      }),
    ).toBe(false);
    expect(shouldUploadEditorImage('not a url', storage)).toBe(false);
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
