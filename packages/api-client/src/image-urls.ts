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
