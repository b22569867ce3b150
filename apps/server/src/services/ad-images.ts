import type { components } from '@marketplace/api-client/schema';
import { mediumNameOf } from './images';

type AdImage = components['schemas']['AdImage'];

/** An image row of either ad table, as the services read it. */
export interface AdImageRow {
  id: number;
  filename: string;
  thumbnailFilename: string;
  orderIndex: number;
  /** The 1600 px copy and the full image's size; null for images stored before they existed. */
  largeFilename: string | null;
  width: number | null;
  height: number | null;
}

/** openapi.yaml AdImage: every stored size, null where not (yet) known. */
export function toAdImage(image: AdImageRow): AdImage {
  return {
    id: image.id,
    filename: image.filename,
    thumbnail_filename: image.thumbnailFilename,
    order_index: image.orderIndex,
    large_filename: image.largeFilename,
    // Made with the 1600 px copy, named after the full image (services/images.ts).
    medium_filename: image.largeFilename === null ? null : mediumNameOf(image.filename),
    width: image.width,
    height: image.height,
  };
}

/** The variant fields of a stored image (services/image-types.ts StoredImage) as columns. */
export const variantColumns = (image: {
  largeFilename?: string;
  width?: number;
  height?: number;
}) => ({
  largeFilename: image.largeFilename ?? null,
  width: image.width ?? null,
  height: image.height ?? null,
});
