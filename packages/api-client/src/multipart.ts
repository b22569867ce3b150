/**
 * The contract's multipart bodies (LandAdForm, BusinessAdForm) declare every field as text and the
 * images as binary strings; in the browser they are sent as FormData. This turns typed fields plus
 * image Blobs into that FormData, typed as the generated body so openapi-fetch accepts it as is.
 */
export type MultipartInput<Body> = {
  // Numbers are accepted and sent as text; null sends '' (an optional number left empty); a list
  // (LandAdForm.utilities) is sent as the field repeated once per item, none for an empty list.
  [Key in keyof Body as Key extends 'images' ? never : Key]:
    | (Body[Key] extends readonly unknown[] | undefined
        ? Readonly<NonNullable<Body[Key]>>
        : Body[Key])
    | number
    | null;
} & { images?: readonly Blob[] };

export function multipartBody<Body extends { images?: string[] }>(
  input: MultipartInput<Body>,
): Body {
  const form = new FormData();
  for (const [name, value] of Object.entries(input)) {
    if (name === 'images') continue;
    if (value === undefined) continue;
    if (Array.isArray(value)) {
      for (const item of value as readonly unknown[]) form.append(name, String(item));
      continue;
    }
    // null becomes '' ("not given"), which the optional numeric patterns of the contract allow.
    form.append(name, value === null ? '' : String(value));
  }
  (input.images ?? []).forEach((image, index) => {
    const name = image instanceof File ? image.name : `image-${index + 1}`;
    form.append('images', image, name);
  });
  // openapi-fetch sends FormData untouched and lets fetch set the multipart boundary.
  return form as unknown as Body;
}
