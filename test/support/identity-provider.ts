/**
 * A person signing in at the local identity provider (infra/src/local/identity-provider.ts), played with fetch as
 * a browser would: redirects followed by hand, cookies kept, the pages' forms read and submitted. What the API
 * tests use between the product's authorization URL and its callback.
 */

export interface DirectorySignIn {
  /** The UPN or the e-mail address. */
  username: string;
  password: string;
  /** Accept the consent page (default) or cancel it. */
  consent?: boolean;
}

/** The pages' own message when the credentials are wrong, so that tests can match it. */
export class DirectorySignInRefused extends Error {
  override readonly name = 'DirectorySignInRefused';
}

/** Redirects and pages before giving up: a flow that loops is a bug, not a slow server. */
const maxSteps = 20;

/**
 * Follows `authorizationUrl` through the directory's login and consent pages and returns where the directory
 * sends the browser back to (the redirect URI with `code` and `state`, or with `error=access_denied`), without
 * requesting it. Wrong credentials reject with DirectorySignInRefused, carrying the page's message.
 */
export async function signInAtDirectory(
  authorizationUrl: string,
  { username, password, consent = true }: DirectorySignIn,
): Promise<URL> {
  const start = new URL(authorizationUrl);
  const redirectUri = start.searchParams.get('redirect_uri');
  const backAtClient = (url: URL) =>
    redirectUri === null ? url.origin !== start.origin : `${url.origin}${url.pathname}` === redirectUri;
  const cookies = new CookieJar();
  let loginSent = false;
  let request: { url: URL; init: RequestInit } = { url: start, init: { method: 'GET' } };

  for (let step = 0; step < maxSteps; step += 1) {
    const headers = new Headers(request.init.headers);
    const cookie = cookies.header(request.url);
    if (cookie) headers.set('cookie', cookie);
    const response = await fetch(request.url, { ...request.init, headers, redirect: 'manual' });
    cookies.store(request.url, response.headers.getSetCookie());
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location !== null) {
      await response.body?.cancel();
      const next = new URL(location, request.url);
      if (backAtClient(next)) return next;
      request = { url: next, init: { method: 'GET' } };
      continue;
    }
    const html = await response.text();
    if (response.status !== 200) {
      throw new Error(
        `The directory answered ${response.status} at ${request.url.pathname}: ${textOf(html)}`,
      );
    }
    const form = formsOf(html)[0];
    if (form === undefined) throw new Error(`No form at ${request.url.pathname}: ${textOf(html)}`);
    const fields = new URLSearchParams(form.fields);
    if (fields.has('password')) {
      if (loginSent) throw new DirectorySignInRefused(alertOf(html) ?? textOf(html));
      loginSent = true;
      fields.set('username', username);
      fields.set('password', password);
    } else {
      const label = consent ? 'Accept' : 'Cancel';
      const button = form.buttons.find((b) => b.text === label);
      if (button === undefined) throw new Error(`No "${label}" button at ${request.url.pathname}`);
      if (button.name) fields.set(button.name, button.value);
    }
    request = {
      url: new URL(form.action, request.url),
      init: {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: fields.toString(),
      },
    };
  }
  throw new Error(`The sign-in did not come back to the client within ${maxSteps} steps`);
}

// --- Cookies ---------------------------------------------------------------------------------------------------

/** Name, value and path are all a single-host flow needs; expired cookies are dropped. */
class CookieJar {
  private readonly cookies = new Map<string, { name: string; value: string; path: string }>();

  store(url: URL, setCookies: string[]): void {
    for (const setCookie of setCookies) {
      const [pair = '', ...attributes] = setCookie.split(';').map((part) => part.trim());
      const separator = pair.indexOf('=');
      if (separator < 1) continue;
      const name = pair.slice(0, separator);
      const value = pair.slice(separator + 1);
      let path = url.pathname.replace(/\/[^/]*$/, '') || '/';
      let expired = value === '';
      for (const attribute of attributes) {
        const [key = '', attributeValue = ''] = attribute.split('=', 2);
        if (key.toLowerCase() === 'path') path = attributeValue;
        if (key.toLowerCase() === 'max-age' && Number(attributeValue) <= 0) expired = true;
        if (key.toLowerCase() === 'expires' && new Date(attributeValue).getTime() <= Date.now())
          expired = true;
      }
      const key = `${path} ${name}`;
      if (expired) this.cookies.delete(key);
      else this.cookies.set(key, { name, value, path });
    }
  }

  header(url: URL): string {
    return [...this.cookies.values()]
      .filter(
        ({ path }) =>
          url.pathname === path || url.pathname.startsWith(path.endsWith('/') ? path : `${path}/`),
      )
      .map(({ name, value }) => `${name}=${value}`)
      .join('; ');
  }
}

// --- Pages -----------------------------------------------------------------------------------------------------

interface Form {
  action: string;
  /** The inputs' names and values (hidden ones included), in page order. */
  fields: [string, string][];
  buttons: { name: string; value: string; text: string }[];
}

function formsOf(html: string): Form[] {
  return [...html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/gi)].map(
    ([, formAttributes = '', body = '']) => ({
      action: attributesOf(formAttributes)['action'] ?? '',
      fields: [...body.matchAll(/<input\b([^>]*)>/gi)].flatMap(([, inputAttributes = '']) => {
        const { name, value = '' } = attributesOf(inputAttributes);
        return name ? [[name, value] as [string, string]] : [];
      }),
      buttons: [...body.matchAll(/<button\b([^>]*)>([\s\S]*?)<\/button>/gi)].map(
        ([, buttonAttributes = '', text = '']) => {
          const { name = '', value = '' } = attributesOf(buttonAttributes);
          return { name, value, text: textOf(text) };
        },
      ),
    }),
  );
}

function attributesOf(source: string): Record<string, string> {
  return Object.fromEntries(
    [...source.matchAll(/([\w-]+)(?:\s*=\s*"([^"]*)")?/g)].map(([, name = '', value = '']) => [
      name.toLowerCase(),
      decodeEntities(value),
    ]),
  );
}

function alertOf(html: string): string | undefined {
  const alert = /<[^>]*role="alert"[^>]*>([\s\S]*?)<\//i.exec(html);
  return alert ? textOf(alert[1] ?? '') : undefined;
}

/** The visible text of a piece of a page, for messages. */
function textOf(html: string): string {
  return decodeEntities(
    html
      .replace(/<(style|script)\b[\s\S]*?<\/\1>/gi, ' ')
      .replace(/<[^>]*>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  );
}

function decodeEntities(text: string): string {
  const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
  return text.replace(/&(#x[\da-f]+|#\d+|\w+);/gi, (entity, code: string) => {
    if (code.startsWith('#x') || code.startsWith('#X'))
      return String.fromCodePoint(parseInt(code.slice(2), 16));
    if (code.startsWith('#')) return String.fromCodePoint(Number(code.slice(1)));
    return named[code.toLowerCase()] ?? entity;
  });
}
