// Implemented by the land-ads/images work: see the interface for the contract.
import type { Config } from '../config';

export interface StoredImage {
  filename: string;
  thumbnailFilename: string;
}

export type ImageVariant = 'full' | 'thumbnail';

export interface ServedImage {
  body: Buffer;
  contentType: string;
}

export interface ImageService {
  /**
   * DESIGN: accepts only JPEG, PNG or WebP by their bytes (415 otherwise), at most 5 MB (413) and
   * 40 megapixels (413); re-encodes without metadata, makes a thumbnail, names both itself.
   */
  store(bytes: Buffer): Promise<StoredImage>;
  remove(image: StoredImage): Promise<void>;
  /** A stored image by its server-generated name; null when the name is unknown or malformed. */
  read(variant: ImageVariant, filename: string): Promise<ServedImage | null>;
}

export function createImageService(_config: Config): ImageService {
  const missing = async (): Promise<never> => {
    throw new Error('image service not implemented');
  };
  return { store: missing, remove: missing, read: missing };
}
