import { texts } from './texts';

// The length bounds of the ad forms' text fields, as openapi.yaml's LandAdForm, BusinessAdForm and
// BusinessAdPatch declare them (title 1–200, description up to 5000 characters).
export const AD_TITLE_MAX_LENGTH = 200;
export const AD_DESCRIPTION_MAX_LENGTH = 5000;

/** The hint under a bounded text field: its limit and a live count, 'Najviše 200 karaktera. 12/200'. */
export function characterCountHint(value: string, max: number): string {
  return `${texts.recovery.characterLimit(max)} ${texts.recovery.characterCount(value.length, max)}`;
}
