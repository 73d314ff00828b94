const base = 'https://app.invalid';

/**
 * The in-app path that `raw` (a `referer` query parameter) may send the user to after sign-in, or null.
 * Only same-origin, root-relative paths pass: no scheme, no `//host`, no backslashes or control characters,
 * nothing that resolves to another origin, and not the login page itself (no loop).
 */
export function safeRedirectPath(raw: string | null | undefined): string | null {
  if (!raw || raw.length > 2000) return null;
  if (!raw.startsWith('/') || raw.startsWith('//')) return null;
  // Browsers treat `\` like `/` (`/\evil.com`), and control characters are stripped before parsing.
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f]/.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return null;
  }
  if (url.origin !== base) return null;
  if (url.pathname.toLowerCase().startsWith('/account/login')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
