// spec §7: land images live under /api/ads/uploads, business images under /uploads.
const encode = (filename: string) => encodeURIComponent(filename);

/** Full-size land ad image: GET /api/ads/uploads/{file}. */
export function landImageUrl(filename: string, baseUrl = ''): string {
  return `${baseUrl}/api/ads/uploads/${encode(filename)}`;
}

/** Land ad thumbnail: GET /api/ads/uploads/thumbnails/{file}. */
export function landThumbnailUrl(filename: string, baseUrl = ''): string {
  return `${baseUrl}/api/ads/uploads/thumbnails/${encode(filename)}`;
}

/** Full-size business ad image: GET /uploads/{filename}. */
export function businessImageUrl(filename: string, baseUrl = ''): string {
  return `${baseUrl}/uploads/${encode(filename)}`;
}

/** Business ad thumbnail: GET /uploads/thumbnails/{thumbnail_filename}. */
export function businessThumbnailUrl(filename: string, baseUrl = ''): string {
  return `${baseUrl}/uploads/thumbnails/${encode(filename)}`;
}

/** The 1600 px wide land ad image (AdImage.large_filename), served by the full-image path. */
export function landLargeImageUrl(largeFilename: string, baseUrl = ''): string {
  return landImageUrl(largeFilename, baseUrl);
}

/** The 1600 px wide business ad image (AdImage.large_filename), served by the full-image path. */
export function businessLargeImageUrl(largeFilename: string, baseUrl = ''): string {
  return businessImageUrl(largeFilename, baseUrl);
}

/** Which ad an image belongs to: land images and business images live under different paths. */
export type AdImageKind = 'land' | 'business';

/** The fields of openapi.yaml AdImage the candidates are built from. */
export interface AdImageFiles {
  filename: string;
  thumbnail_filename: string;
  large_filename: string | null;
  /** Optional for callers built before the 800 px copy; absent or null means none. */
  medium_filename?: string | null;
  width: number | null;
}

/** One `srcset` candidate: a URL and the image's width in pixels (its `w` descriptor). */
export interface ImageCandidate {
  url: string;
  width: number;
}

// The server's sizes (apps/server/src/services/images.ts): copies are never enlarged.
const THUMBNAIL_WIDTH = 400;
const LARGE_WIDTH = 1600;
const MEDIUM_WIDTH = 800;

const URLS = {
  land: { full: landImageUrl, large: landLargeImageUrl, thumbnail: landThumbnailUrl },
  business: {
    full: businessImageUrl,
    large: businessLargeImageUrl,
    thumbnail: businessThumbnailUrl,
  },
} as const;

/**
 * The sizes of one stored image, smallest first: the thumbnail (400w), the 800 and 1600 px copies
 * when they exist, and the full image when its width is known. Copies are never enlarged, so for a small
 * image they are as wide as the image itself; a width is listed once (the smaller file wins), as
 * `srcset` allows. An image stored before copies existed (no copy, width unknown yet) has no
 * candidates: a `w` list of the thumbnail alone would show it on every screen, so such an image is
 * shown by its `src` (the full image) until the server has made its copy.
 */
export function adImageCandidates(
  kind: AdImageKind,
  image: AdImageFiles,
  baseUrl = '',
): ImageCandidate[] {
  const urls = URLS[kind];
  const width = image.width;
  if (width == null && image.large_filename == null) return [];
  const capped = (max: number) => (width == null ? max : Math.min(max, width));
  const candidates: ImageCandidate[] = [
    { url: urls.thumbnail(image.thumbnail_filename, baseUrl), width: capped(THUMBNAIL_WIDTH) },
  ];
  // The copies are served beside the full image, so their URLs are built like the large one's.
  if (image.medium_filename != null) {
    candidates.push({
      url: urls.large(image.medium_filename, baseUrl),
      width: capped(MEDIUM_WIDTH),
    });
  }
  if (image.large_filename != null) {
    candidates.push({ url: urls.large(image.large_filename, baseUrl), width: capped(LARGE_WIDTH) });
  }
  if (width != null) candidates.push({ url: urls.full(image.filename, baseUrl), width });
  return candidates.filter(
    (candidate, index) =>
      candidates.findIndex((other) => other.width === candidate.width) === index,
  );
}

/**
 * The `srcset` of one stored image ("url 400w, url 800w, url 1600w, url 2560w"), or undefined when it has
 * no candidates (see adImageCandidates), so `srcSet={adImageSrcSet(…)}` then sets nothing.
 */
export function adImageSrcSet(
  kind: AdImageKind,
  image: AdImageFiles,
  baseUrl = '',
): string | undefined {
  const candidates = adImageCandidates(kind, image, baseUrl);
  if (candidates.length === 0) return undefined;
  return srcSetOf(candidates);
}

/**
 * The `srcset` of a card's picture (the first image of an ad in a list): the 400 px thumbnail and
 * the 800 px copy, never more: a card is at most ~400 CSS px wide, so a 2x screen takes the 800 px
 * copy and a phone never loads a copy wider than it shows. Undefined without the 800 px copy (an
 * image stored before copies existed): the card's `src`, the thumbnail, is then its one source.
 */
export function cardImageSrcSet(
  kind: AdImageKind,
  image: AdImageFiles,
  baseUrl = '',
): string | undefined {
  const candidates = adImageCandidates(kind, image, baseUrl).filter(
    (candidate) => candidate.width <= MEDIUM_WIDTH,
  );
  if (image.medium_filename == null || candidates.length < 2) return undefined;
  return srcSetOf(candidates);
}

/** An ad image's 400 px thumbnail, under the path of its kind of ad. */
export function adThumbnailUrl(kind: AdImageKind, filename: string, baseUrl = ''): string {
  return URLS[kind].thumbnail(filename, baseUrl);
}

/** Candidates as a `srcset` value: "url 400w, url 800w". */
function srcSetOf(candidates: readonly ImageCandidate[]): string {
  return candidates.map(({ url, width }) => `${url} ${width}w`).join(', ');
}
