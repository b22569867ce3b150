// Where sign-in returns: the page that sent the visitor to /login, when it is a path of this site.
// Anything else (another site, a scheme, a protocol-relative `//host`, `/\host`, which browsers
// read as `//host`, or a value with control characters the URL parser drops) returns to the home
// page, so a crafted link to /login can never send a user away from the site after signing in.

/** The home page: where sign-in goes when there is no safe page to return to. */
export const DEFAULT_RETURN_PATH = '/';

// Any origin serves to resolve the path; only whether it stays on that origin matters.
const PROBE_ORIGIN = 'https://marketplace.invalid';
// Paths that make no sense to return to after signing in: the sign-in page itself.
const NO_RETURN = new Set(['/login']);

/**
 * The same-site path (with its query and fragment) to open after signing in, or `/`.
 * Safe: a string that starts with exactly one `/`, with no backslash, white space or control
 * character, which resolves on the site's own origin to itself.
 */
export function safeReturnPath(value: unknown): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) {
    return DEFAULT_RETURN_PATH;
  }
  if (!value.startsWith('/') || value.startsWith('//')) return DEFAULT_RETURN_PATH;
  // Backslashes, spaces and control characters (tab and new line are dropped by the URL parser,
  // so '/\t/evil.example' would become '//evil.example').
  if (/[\\\s\p{Cc}]/u.test(value)) return DEFAULT_RETURN_PATH;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return DEFAULT_RETURN_PATH;
  }
  if (url.origin !== PROBE_ORIGIN) return DEFAULT_RETURN_PATH;
  if (NO_RETURN.has(url.pathname)) return DEFAULT_RETURN_PATH;
  return value;
}
