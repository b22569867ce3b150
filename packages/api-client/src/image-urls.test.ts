import { describe, expect, it } from 'vitest';
import {
  adImageCandidates,
  adImageSrcSet,
  cardImageSrcSet,
  adThumbnailUrl,
  businessImageUrl,
  businessLargeImageUrl,
  businessThumbnailUrl,
  landImageUrl,
  landLargeImageUrl,
  landThumbnailUrl,
} from './image-urls';

describe('image URLs (spec §7)', () => {
  it.each([
    [landImageUrl, 'a1.webp', '/api/ads/uploads/a1.webp'],
    [landThumbnailUrl, 'a1-thumb.webp', '/api/ads/uploads/thumbnails/a1-thumb.webp'],
    [businessImageUrl, 'b2.png', '/uploads/b2.png'],
    [businessThumbnailUrl, 'b2-thumb.png', '/uploads/thumbnails/b2-thumb.png'],
    [landLargeImageUrl, 'a1-1600.webp', '/api/ads/uploads/a1-1600.webp'],
    [businessLargeImageUrl, 'b2-1600.webp', '/uploads/b2-1600.webp'],
  ])('%o(%s) is %s', (build, filename, expected) => {
    expect(build(filename)).toBe(expected);
  });

  it('prefixes a base URL and encodes the file name', () => {
    expect(landImageUrl('a b.png', 'http://localhost:3000')).toBe(
      'http://localhost:3000/api/ads/uploads/a%20b.png',
    );
    expect(businessThumbnailUrl('../x.png')).toBe('/uploads/thumbnails/..%2Fx.png');
  });
});

describe('srcset candidates of an AdImage (responsive images)', () => {
  const image = {
    filename: 'f.webp',
    thumbnail_filename: 'f-thumb.webp',
    large_filename: 'f-1600.webp',
    width: 2560,
    height: 1707,
  };

  it('lists thumbnail 400w, copy 1600w and full image at its width, smallest first', () => {
    expect(adImageCandidates('land', image)).toEqual([
      { url: '/api/ads/uploads/thumbnails/f-thumb.webp', width: 400 },
      { url: '/api/ads/uploads/f-1600.webp', width: 1600 },
      { url: '/api/ads/uploads/f.webp', width: 2560 },
    ]);
    expect(adImageSrcSet('business', image, 'http://x.test')).toBe(
      'http://x.test/uploads/thumbnails/f-thumb.webp 400w, ' +
        'http://x.test/uploads/f-1600.webp 1600w, http://x.test/uploads/f.webp 2560w',
    );
  });

  it('lists the 800 px copy between the thumbnail and the 1600 px one', () => {
    expect(adImageSrcSet('land', { ...image, medium_filename: 'f-800.webp' })).toBe(
      '/api/ads/uploads/thumbnails/f-thumb.webp 400w, /api/ads/uploads/f-800.webp 800w, ' +
        '/api/ads/uploads/f-1600.webp 1600w, /api/ads/uploads/f.webp 2560w',
    );
    expect(adImageSrcSet('land', { ...image, medium_filename: 'f-800.webp', width: 700 })).toBe(
      '/api/ads/uploads/thumbnails/f-thumb.webp 400w, /api/ads/uploads/f-800.webp 700w',
    );
  });

  it('lists each width once for images the copies could not shrink (never enlarged)', () => {
    expect(adImageSrcSet('land', { ...image, width: 1200 })).toBe(
      '/api/ads/uploads/thumbnails/f-thumb.webp 400w, /api/ads/uploads/f-1600.webp 1200w',
    );
    expect(adImageSrcSet('land', { ...image, width: 1600 })).toBe(
      '/api/ads/uploads/thumbnails/f-thumb.webp 400w, /api/ads/uploads/f-1600.webp 1600w',
    );
    expect(adImageSrcSet('land', { ...image, width: 300 })).toBe(
      '/api/ads/uploads/thumbnails/f-thumb.webp 300w',
    );
  });

  it('leaves out the copy while it is being made, and the full image while its width is unknown', () => {
    expect(adImageSrcSet('land', { ...image, large_filename: null })).toBe(
      '/api/ads/uploads/thumbnails/f-thumb.webp 400w, /api/ads/uploads/f.webp 2560w',
    );
    expect(adImageSrcSet('business', { ...image, width: null })).toBe(
      '/uploads/thumbnails/f-thumb.webp 400w, /uploads/f-1600.webp 1600w',
    );
  });

  it('has no candidates for an image stored before copies (the page shows its src alone)', () => {
    const old = { ...image, large_filename: null, width: null, height: null };
    expect(adImageCandidates('land', old)).toEqual([]);
    expect(adImageSrcSet('land', old)).toBeUndefined();
  });

  it('encodes the file names', () => {
    expect(adImageSrcSet('business', { ...image, large_filename: 'a b.webp', width: 2000 })).toBe(
      '/uploads/thumbnails/f-thumb.webp 400w, /uploads/a%20b.webp 1600w, /uploads/f.webp 2000w',
    );
  });

  describe("a card's picture", () => {
    it('offers the 400 px thumbnail and the 800 px copy, nothing wider', () => {
      expect(cardImageSrcSet('business', { ...image, medium_filename: 'f-800.webp' })).toBe(
        '/uploads/thumbnails/f-thumb.webp 400w, /uploads/f-800.webp 800w',
      );
      expect(cardImageSrcSet('land', { ...image, medium_filename: 'f-800.webp' })).toBe(
        '/api/ads/uploads/thumbnails/f-thumb.webp 400w, /api/ads/uploads/f-800.webp 800w',
      );
    });

    it('lists a small image once, at its own width', () => {
      expect(cardImageSrcSet('land', { ...image, medium_filename: 'f-800.webp', width: 600 })).toBe(
        '/api/ads/uploads/thumbnails/f-thumb.webp 400w, /api/ads/uploads/f-800.webp 600w',
      );
      expect(
        cardImageSrcSet('land', { ...image, medium_filename: 'f-800.webp', width: 300 }),
      ).toBeUndefined();
    });

    it('takes its src from the thumbnail path of its kind of ad', () => {
      expect(adThumbnailUrl('land', 'f-thumb.webp')).toBe(
        '/api/ads/uploads/thumbnails/f-thumb.webp',
      );

      expect(adThumbnailUrl('business', 'f-thumb.webp')).toBe('/uploads/thumbnails/f-thumb.webp');
    });

    it("has none without the 800 px copy: the thumbnail is the card's one source", () => {
      expect(cardImageSrcSet('land', image)).toBeUndefined();
      expect(cardImageSrcSet('land', { ...image, medium_filename: null })).toBeUndefined();
    });
  });
});
