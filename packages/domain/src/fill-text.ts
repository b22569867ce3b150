/** The names of the `{name}` placeholders in a text, e.g. 'a' | 'b' for 'Koliko je {a} + {b}?'. */
export type TextPlaceholders<T extends string> = T extends `${string}{${infer Name}}${infer Rest}`
  ? Name | TextPlaceholders<Rest>
  : never;

/**
 * A text of `texts` with its `{name}` placeholders filled in, e.g.
 * fillText(serverTexts.apiMessages.tooLong, { max: 2000 }). The compiler checks that every placeholder
 * gets a value; values are put in as they are, never read as placeholders themselves.
 */
export function fillText<T extends string>(
  text: T,
  values: Readonly<Record<TextPlaceholders<T>, string | number>>,
): string {
  const lookup = values as Readonly<Record<string, string | number>>;
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.hasOwn(lookup, name) ? String(lookup[name]) : placeholder,
  );
}
