import { describe, expect, it } from 'vitest';
import {
  businessImageUrl,
  businessThumbnailUrl,
  landImageUrl,
  landThumbnailUrl,
} from './image-urls';

describe('image URLs (spec §7)', () => {
  it.each([
    [landImageUrl, 'a1.webp', '/api/ads/uploads/a1.webp'],
    [landThumbnailUrl, 'a1-thumb.webp', '/api/ads/uploads/thumbnails/a1-thumb.webp'],
    [businessImageUrl, 'b2.png', '/uploads/b2.png'],
    [businessThumbnailUrl, 'b2-thumb.png', '/uploads/thumbnails/b2-thumb.png'],
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
