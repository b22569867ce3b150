export { ImageUploader, type ExistingImage, type ImageUploaderProps } from './ImageUploader';
