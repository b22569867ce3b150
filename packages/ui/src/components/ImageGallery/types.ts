export interface GalleryImage {
  /** Thumbnail source (the 400 px copy) shown in the grid; the app builds the URL. */
  src: string;
  /** Full-size source; the thumbnail is used when absent. */
  fullSrc?: string;
  /** The 800 px wide copy (a phone's screen), between the thumbnail and the 1600 px copy. */
  mediumSrc?: string;
  /** The 1600 px wide copy, between the thumbnail and the full image. */
  largeSrc?: string;
  /**
   * The picture's `srcset` as the app's image URLs build it (api-client adImageSrcSet); when absent
   * it is built from the sources above.
   */
  srcSet?: string;
  /** The full image's size in pixels, when known: sizes the main photo before it loads. */
  width?: number | null;
  height?: number | null;
  alt: string;
  /** A stable key (e.g. the image id); the index is used when absent. */
  id?: string | number;
}
