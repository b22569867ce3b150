export { ImageGallery, type GalleryImage, type ImageGalleryProps } from './ImageGallery';
