export { createApiClient, bearerAuthMiddleware } from './client';
export type { ApiClient, ApiClientOptions } from './client';
export type { paths, components, operations } from './generated/schema';
export * from './types';
export {
  landImageUrl,
  landThumbnailUrl,
  businessImageUrl,
  businessThumbnailUrl,
  landLargeImageUrl,
  businessLargeImageUrl,
  adImageCandidates,
  adImageSrcSet,
  cardImageSrcSet,
  adThumbnailUrl,
} from './image-urls';
export type { AdImageKind, AdImageFiles, ImageCandidate } from './image-urls';
export { multipartBody } from './multipart';
export type { MultipartInput } from './multipart';
