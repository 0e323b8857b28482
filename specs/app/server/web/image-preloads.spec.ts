import { describe, expect, it } from 'vitest';
import { imagePreloadLinks } from '../../../../app/server/http/route-preloads.ts';

// The pictures a served page's first screen shows (the quiz's first question: its image, its video's
// poster) are asked for with the page, before the app has drawn their <img> (docs/performance.md).

describe('the image preloads of a served page', () => {
  it('names each same-origin picture once, at high priority, in the order given', () => {
    expect(imagePreloadLinks(['/api/v1/files/a/download', '/api/v1/files/b/media/poster.jpg'])).toBe(
      '<link rel="preload" as="image" href="/api/v1/files/a/download" fetchpriority="high">' +
        '<link rel="preload" as="image" href="/api/v1/files/b/media/poster.jpg" fetchpriority="high">',
    );
  });

  it('leaves out another origin’s address and ends no attribute or element, whatever the path holds', () => {
    expect(imagePreloadLinks(['https://elsewhere.test/x.png', '//elsewhere.test/y.png'])).toBe('');
    const link = imagePreloadLinks(['/api/v1/files/"><script>alert(1)</script>/download']);
    expect(link).not.toContain('<script>');
    expect(link.match(/"/g)?.length).toBe(8);
  });

  it('is empty without pictures', () => {
    expect(imagePreloadLinks()).toBe('');
    expect(imagePreloadLinks([])).toBe('');
  });
});
