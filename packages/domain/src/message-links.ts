// Links in messages: a URL someone typed becomes a link, and only http(s) ever does, so a message
// can never carry a `javascript:` (or `data:`, `file:`…) link. A link to another site is shown a
// warning before it opens (the app decides which origin is its own).

/** One run of a message's text: plain text, or a link with the address it opens. */
export type MessagePart =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'link'; readonly text: string; readonly href: string };

// A scheme that starts a word, then everything up to white space or a character that cannot be
// part of a typed address.
const URL_CANDIDATE = /\bhttps?:\/\/[^\s<>"'`]+/giu;
// Punctuation that ends a sentence rather than the address: 'vidi https://a.rs/x.' links '/x'.
const TRAILING = /[.,;:!?]+$/u;

/** Drops trailing punctuation, and closing brackets the address itself does not open. */
function trimCandidate(candidate: string): string {
  let text = candidate;
  for (;;) {
    const before = text;
    text = text.replace(TRAILING, '');
    if (text.endsWith(')')) {
      const opened = (text.match(/\(/gu) ?? []).length;
      const closed = (text.match(/\)/gu) ?? []).length;
      if (closed > opened) text = text.slice(0, -1);
    }
    if (text === before) return text;
  }
}

/** The address a candidate opens, or null when it is not a well-formed http(s) URL with a host. */
function hrefOf(candidate: string): string | null {
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.hostname === '' || url.username !== '' || url.password !== '') return null;
  return url.href;
}

/** A message's text split into text and http(s) links, in order; joined, the parts give the text. */
export function splitMessageLinks(text: string): MessagePart[] {
  const parts: MessagePart[] = [];
  let rest = 0;
  const pushText = (end: number) => {
    if (end > rest) {
      const last = parts.at(-1);
      const run = text.slice(rest, end);
      if (last?.kind === 'text') parts[parts.length - 1] = { kind: 'text', text: last.text + run };
      else parts.push({ kind: 'text', text: run });
    }
  };
  for (const match of text.matchAll(URL_CANDIDATE)) {
    const candidate = trimCandidate(match[0]);
    const href = hrefOf(candidate);
    if (href === null) continue;
    pushText(match.index);
    parts.push({ kind: 'link', text: candidate, href });
    rest = match.index + candidate.length;
  }
  pushText(text.length);
  return parts;
}

/**
 * The path (with query and fragment) that `href` opens on `origin`, or null when it leads anywhere
 * else. Judged on the parsed URL and then on the path itself: a path that starts with `//` (or
 * `/\`, which the URL parser turns into `//`) is a protocol-relative address of another host once
 * it stands alone as a link, so it is another site however the full URL's origin reads.
 */
export function sameSitePath(href: string, origin: string): string | null {
  let url: URL;
  let own: URL;
  try {
    url = new URL(href);
    own = new URL(origin);
  } catch {
    return null;
  }
  if (url.origin !== own.origin) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // The path must open the same origin when it is resolved on its own, as the app's link will be.
  return new URL(path, own).origin === own.origin ? path : null;
}

/** The host a link leads to, as the warning names it ('primer.rs', 'primer.rs:8080'). */
export function linkHost(href: string): string {
  try {
    return new URL(href).host;
  } catch {
    return href;
  }
}
