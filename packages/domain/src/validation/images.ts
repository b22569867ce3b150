import { MAX_IMAGES } from '../constants';
import { texts } from '../texts';
import { invalid, valid, type ValidationResult } from './result';

/** spec §5: at most 10 images per ad; on edit, existing and new images count together. */
export function validateImageCount(
  existingCount: number,
  addedCount: number,
): ValidationResult<number> {
  const total = existingCount + addedCount;
  return total > MAX_IMAGES ? invalid(texts.landAd.tooManyImages) : valid(total);
}

/** How many more images the picker may take (never below 0). */
export function remainingImageSlots(existingCount: number): number {
  return Math.max(0, MAX_IMAGES - existingCount);
}

/**
 * spec §5 (create business ad): only images are accepted (image/*). The 5 MB limit is stated in
 * the UI text only and deliberately not enforced here (spec §5, §9); the server enforces it.
 */
export function isAcceptedImageType(mimeType: string | null | undefined): boolean {
  return typeof mimeType === 'string' && /^image\/[\w.+-]+$/i.test(mimeType);
}
