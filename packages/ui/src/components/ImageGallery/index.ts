export {
  ImageGallery,
  IMAGE_GALLERY_LAYOUTS,
  type GalleryImage,
  type ImageGalleryProps,
} from './ImageGallery';
export { srcSetOf } from './imageSources';
