import { DESCRIPTION_PREVIEW_LENGTH } from './constants';
import { texts } from './texts';

/**
 * spec §2, §9: business card description — the first 100 characters plus '...' when longer,
 * or 'Opis je dostupan samo investitorima' when the viewer gets no description.
 * Characters are counted as code points so a cut never splits a surrogate pair (emoji).
 */
export function previewDescription(
  text: string | null | undefined,
  maxLength: number = DESCRIPTION_PREVIEW_LENGTH,
): string {
  if (text == null || text.trim() === '') return texts.businessList.descriptionHidden;
  const chars = Array.from(text);
  return chars.length > maxLength ? `${chars.slice(0, maxLength).join('')}...` : text;
}
