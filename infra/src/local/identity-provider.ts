/**
 * A local OpenID Connect server standing in for Microsoft Entra ID (the `oidc-provider` package, a certified
 * implementation): the product's Microsoft sign-in runs a real authorization code flow with PKCE against it, in
 * the browser and in the tests. Like Entra's v2 endpoints, every directory (tenant) is an issuer of its own,
 * `${authority}/${tenantId}/v2.0`, served by an oidc-provider instance mounted under that path; clients find the
 * endpoints through its discovery document. Everything lives in memory and is gone after stop().
 */
import { generateKeyPair, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import type * as OidcProviderModule from 'oidc-provider';
import type {
  Adapter,
  AdapterPayload,
  Configuration,
  InteractionResults,
  JWK,
  default as Provider,
} from 'oidc-provider';

export interface DirectoryUser {
  /** The user's object id (a GUID), stable across applications: Entra's `oid`, and our `sub` too. */
  oid: string;
  /** The user principal name, Entra's `preferred_username`. */
  upn: string;
  email: string;
  name: string;
  password: string;
}

export interface Directory {
  /** The directory's tenant id (a GUID): the `tid` of its tokens and part of its issuer. */
  tenantId: string;
  name: string;
  users: DirectoryUser[];
}

export interface IdentityProviderOptions {
  /** 0 for any free port. */
  port: number;
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  directories: Directory[];
}

export interface RunningIdentityProvider {
  /** `http://127.0.0.1:<port>`; a directory's issuer is `${authority}/${tenantId}/v2.0`. */
  authority: string;
  stop(): Promise<void>;
}

const host = '127.0.0.1';
/** The name the consent page gives the one client. */
const clientName = 'Shiftplan';
const maxFormBytes = 16 * 1024;

/** The issuer of a directory, as Entra's v2 endpoints name it. */
export function directoryIssuer(authority: string, tenantId: string): string {
  return `${authority}/${tenantId}/v2.0`;
}

export async function startIdentityProvider(
  options: IdentityProviderOptions,
): Promise<RunningIdentityProvider> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no TCP address');
  const authority = `http://${host}:${address.port}`;

  // Made at the first request: loading oidc-provider and making the signing key take a second of CPU, which a
  // start where nobody signs in with Microsoft need not spend (docs/decisions.md, "Start-up").
  let issuers: Promise<Mounted[]> | undefined;
  const mountedIssuers = () =>
    (issuers ??= mountIssuers(authority, options).catch((error: unknown) => {
      issuers = undefined;
      throw error;
    }));
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    mountedIssuers()
      .then((mounted) => route(authority, options.directories, mounted, req, res))
      .catch((error: unknown) => {
        // Our own code failed (not the person's input): a bug to see, without the form's contents.
        console.error('identity provider: a request failed', error);
        if (res.headersSent) res.end();
        else send(res, 500, page('Sign-in failed', undefined, '<p role="alert">Something went wrong.</p>'));
      });
  });

  let stopping: Promise<void> | undefined;
  return {
    authority,
    stop: () =>
      (stopping ??= new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      })),
  };
}

interface Mounted {
  directory: Directory;
  /** The issuer's path, `/<tenantId>/v2.0`. */
  prefix: string;
  provider: Provider;
  handle: ReturnType<Provider['callback']>;
}

async function route(
  authority: string,
  directories: Directory[],
  issuers: Mounted[],
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const rawPath = (req.url ?? '/').split('?')[0] ?? '/';
  const mounted = issuers.find((i) => rawPath === i.prefix || rawPath.startsWith(`${i.prefix}/`));
  if (mounted === undefined) {
    if (rawPath === '/') send(res, 200, indexPage(authority, directories));
    else send(res, 404, page('Not found', undefined, '<p>There is nothing at this address.</p>'));
    return;
  }
  const step = /^\/interaction\/([\w-]+)(?:\/(login|consent))?$/.exec(rawPath.slice(mounted.prefix.length));
  if (step) {
    await interaction(await loadOidcProvider(), mounted, req, res, step[1] ?? '', step[2]);
    return;
  }
  // oidc-provider takes the part of originalUrl before req.url as its mount path for the URLs it builds.
  Object.assign(req, { originalUrl: req.url });
  req.url = (req.url ?? '/').slice(mounted.prefix.length) || '/';
  await mounted.handle(req, res);
}

// --- oidc-provider ---------------------------------------------------------------------------------------------

type OidcProvider = typeof OidcProviderModule;

/**
 * One oidc-provider per directory, all signing with one key: Entra signs every tenant's tokens with the same
 * keys, so that only the issuer and `tid` tell a token of another directory, as a client must check.
 */
async function mountIssuers(authority: string, options: IdentityProviderOptions): Promise<Mounted[]> {
  const [oidc, key] = await Promise.all([loadOidcProvider(), signingKey()]);
  return options.directories.map((directory) => {
    const issuer = directoryIssuer(authority, directory.tenantId);
    const prefix = new URL(issuer).pathname;
    const provider = new oidc.Provider(issuer, configurationFor(oidc, directory, prefix, key, options));
    return { directory, prefix, provider, handle: provider.callback() };
  });
}

let loading: Promise<OidcProvider> | undefined;

/**
 * oidc-provider 9 warns at import on every Node before 22 LTS; it runs on Node 20 (the project's runtime,
 * checked with 9.13.3), and that line would send a newcomer looking for a problem that is not there. Only that
 * line is held back.
 */
function loadOidcProvider(): Promise<OidcProvider> {
  return (loading ??= (async () => {
    const warn = console.warn;
    const filtered = (...args: unknown[]) => {
      const runtimeWarning = typeof args[0] === 'string' && args[0].includes('WARNING: Unsupported runtime');
      if (!runtimeWarning) warn.apply(console, args);
    };
    console.warn = filtered;
    try {
      return await import('oidc-provider');
    } finally {
      if (console.warn === filtered) console.warn = warn;
    }
  })());
}

function configurationFor(
  oidc: OidcProvider,
  directory: Directory,
  prefix: string,
  signingKey: JWK,
  options: IdentityProviderOptions,
): Configuration {
  const users = new Map(directory.users.map((user) => [user.oid, user]));
  // Entra may show an account picker whatever the session says (prompt=select_account): our login form.
  const policy = oidc.interactionPolicy.base();
  policy.add(new oidc.interactionPolicy.Prompt({ name: 'select_account', requestable: true }), 0);
  return {
    adapter: inMemoryAdapter(),
    jwks: { keys: [signingKey] },
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        client_name: clientName,
        redirect_uris: options.redirectUris,
        response_types: ['code'],
        grant_types: ['authorization_code'],
        // client_secret_post is accepted as well: oidc-provider takes either for a client_secret_basic client.
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    clientAuthMethods: ['client_secret_basic', 'client_secret_post'],
    responseTypes: ['code'],
    pkce: { required: () => true },
    // Entra requires the redirect URI; so must the product.
    allowOmittingSingleRegisteredRedirectUri: false,
    scopes: ['openid', 'profile', 'email'],
    claims: {
      openid: ['sub', 'tid', 'oid', 'ver'],
      profile: ['name', 'preferred_username'],
      email: ['email'],
    },
    // Entra puts the claims into the ID token; the product reads them there, not from a userinfo call.
    conformIdTokenClaims: false,
    findAccount: (_ctx, sub) => {
      const user = users.get(sub);
      if (user === undefined) return undefined;
      return {
        accountId: user.oid,
        claims: () => ({
          sub: user.oid,
          tid: directory.tenantId,
          oid: user.oid,
          ver: '2.0',
          name: user.name,
          preferred_username: user.upn,
          email: user.email,
        }),
      };
    },
    features: {
      devInteractions: { enabled: false },
      // None of these exists at Entra: a client that relied on one would fail there.
      dPoP: { enabled: false },
      pushedAuthorizationRequests: { enabled: false },
      resourceIndicators: { enabled: false },
      rpInitiatedLogout: { enabled: false },
    },
    interactions: {
      policy,
      // Under the directory's path, so that the interaction cookie (scoped to this path) reaches our pages.
      url: (_ctx, interaction) => `${prefix}/interaction/${interaction.uid}`,
    },
    cookies: {
      keys: [randomBytes(32).toString('base64url')],
      // The directories share a host: each one's session stays under its own path.
      long: { path: prefix, httpOnly: true, sameSite: 'lax' },
    },
    // Entra's lifetimes, roughly; stated, because oidc-provider notes each default it falls back to.
    ttl: {
      AuthorizationCode: 600,
      AccessToken: 3600,
      IdToken: 3600,
      Interaction: 3600,
      Session: 24 * 3600,
      Grant: 14 * 24 * 3600,
    },
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = errorPage(directory, out.error_description ?? out.error, out.error);
    },
  };
}

async function signingKey(): Promise<JWK> {
  const { privateKey } = await promisify(generateKeyPair)('rsa', { modulusLength: 2048 });
  return { ...privateKey.export({ format: 'jwk' }), use: 'sig', alg: 'RS256' };
}

interface Stored {
  payload: AdapterPayload;
  /** Milliseconds since the epoch, or undefined for no expiry. */
  expiresAt: number | undefined;
}

/**
 * oidc-provider's storage, in memory per directory. Its own in-memory adapter would do as well, but it announces
 * itself as development-only on every start.
 */
function inMemoryAdapter(): (model: string) => Adapter {
  const store = new Map<string, Stored>();
  const live = (key: string): Stored | undefined => {
    const stored = store.get(key);
    if (stored?.expiresAt !== undefined && stored.expiresAt <= Date.now()) {
      store.delete(key);
      return undefined;
    }
    return stored;
  };
  const matching = (model: string, test: (payload: AdapterPayload) => boolean) => {
    for (const key of store.keys()) {
      const stored = key.startsWith(`${model}:`) ? live(key) : undefined;
      if (stored && test(stored.payload)) return stored.payload;
    }
    return undefined;
  };
  return (model) => ({
    upsert: (id, payload, expiresIn) => {
      store.set(`${model}:${id}`, {
        payload,
        expiresAt: expiresIn === undefined ? undefined : Date.now() + expiresIn * 1000,
      });
      return Promise.resolve();
    },
    find: (id) => Promise.resolve(live(`${model}:${id}`)?.payload),
    findByUid: (uid) => Promise.resolve(matching(model, (payload) => payload.uid === uid)),
    findByUserCode: (userCode) =>
      Promise.resolve(matching(model, (payload) => payload.userCode === userCode)),
    // What makes an authorization code single-use: a second redemption finds it consumed.
    consume: (id) => {
      const stored = live(`${model}:${id}`);
      if (stored) stored.payload.consumed = Math.floor(Date.now() / 1000);
      return Promise.resolve();
    },
    destroy: (id) => {
      store.delete(`${model}:${id}`);
      return Promise.resolve();
    },
    revokeByGrantId: (grantId) => {
      for (const [key, stored] of store) if (stored.payload.grantId === grantId) store.delete(key);
      return Promise.resolve();
    },
  });
}

// --- Interactions: login and consent ---------------------------------------------------------------------------

async function interaction(
  oidc: OidcProvider,
  mounted: Mounted,
  req: IncomingMessage,
  res: ServerResponse,
  uid: string,
  action: string | undefined,
): Promise<void> {
  const { directory, prefix, provider } = mounted;
  const details = await provider.interactionDetails(req, res).catch((error: unknown) => {
    if (error instanceof oidc.errors.SessionNotFound) return undefined;
    throw error;
  });
  if (details === undefined || details.uid !== uid) {
    send(res, 400, errorPage(directory, 'This sign-in has expired or was finished already. Start again.'));
    return;
  }
  const prompt = details.prompt.name === 'consent' ? 'consent' : 'login';
  const base = `${prefix}/interaction/${uid}`;
  const loginHint = typeof details.params['login_hint'] === 'string' ? details.params['login_hint'] : '';
  if (req.method === 'GET' && action === undefined) {
    const user = directory.users.find((u) => u.oid === details.session?.accountId);
    if (prompt === 'login') send(res, 200, loginPage(directory, `${base}/login`, loginHint));
    else send(res, 200, consentPage(directory, `${base}/consent`, user));
    return;
  }
  if (req.method !== 'POST' || action !== prompt) {
    send(res, 400, errorPage(directory, 'This step of the sign-in was not expected. Start again.'));
    return;
  }
  const form = await readForm(req);
  if (action === 'login') {
    const username = form.get('username') ?? '';
    const user = directory.users.find(
      (u) =>
        [u.upn.toLowerCase(), u.email.toLowerCase()].includes(username.trim().toLowerCase()) &&
        u.password === form.get('password'),
    );
    if (user === undefined) {
      const error = 'Your account or password is incorrect.';
      send(res, 200, loginPage(directory, `${base}/login`, username, error));
      return;
    }
    const result: InteractionResults = { select_account: {}, login: { accountId: user.oid } };
    await provider.interactionFinished(req, res, result, { mergeWithLastSubmission: false });
    return;
  }
  if (form.get('decision') !== 'accept') {
    await provider.interactionFinished(
      req,
      res,
      { error: 'access_denied', error_description: 'The user declined to sign in to the application.' },
      { mergeWithLastSubmission: false },
    );
    return;
  }
  const consent = await grantConsent(provider, details);
  await provider.interactionFinished(req, res, { consent }, { mergeWithLastSubmission: true });
}

type InteractionDetails = Awaited<ReturnType<Provider['interactionDetails']>>;

/** Grants what the prompt found missing, as oidc-provider's own consent step does. */
async function grantConsent(provider: Provider, details: InteractionDetails): Promise<{ grantId?: string }> {
  const accountId = details.session?.accountId;
  const clientId = details.params['client_id'];
  if (accountId === undefined || typeof clientId !== 'string') throw new Error('consent without a session');
  const grant =
    (details.grantId === undefined ? undefined : await provider.Grant.find(details.grantId)) ??
    new provider.Grant({ accountId, clientId });
  const missing = details.prompt.details;
  const scopes = stringList(missing['missingOIDCScope']);
  if (scopes.length > 0) grant.addOIDCScope(scopes.join(' '));
  const claims = stringList(missing['missingOIDCClaims']);
  if (claims.length > 0) grant.addOIDCClaims(claims);
  const grantId = await grant.save();
  // A grant that existed already is known to the interaction; only a new one is handed back.
  return details.grantId === undefined ? { grantId } : {};
}

function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxFormBytes) throw new Error('form too large');
    chunks.push(chunk);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

// --- Pages -----------------------------------------------------------------------------------------------------

function send(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'content-length': Buffer.byteLength(html),
  });
  res.end(html);
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const styles = `
  body { font-family: system-ui, sans-serif; background: #f3f2f1; color: #1b1b1b; margin: 0; }
  main { max-width: 26rem; margin: 4rem auto; background: #fff; padding: 2rem 2.5rem; box-shadow: 0 2px 6px #0003; }
  .directory { font-weight: 600; margin: 0 0 0.25rem; }
  .note { color: #555; font-size: 0.85rem; margin: 0 0 1.5rem; }
  h1 { font-size: 1.5rem; margin: 0 0 1rem; }
  label { display: block; margin: 1rem 0 0.25rem; }
  input { width: 100%; box-sizing: border-box; padding: 0.5rem; font-size: 1rem; border: 1px solid #666; }
  .actions { display: flex; gap: 0.75rem; justify-content: flex-end; margin-top: 1.5rem; }
  button { padding: 0.5rem 1.5rem; font-size: 1rem; border: 1px solid #0067b8; background: #0067b8; color: #fff; }
  button.secondary { background: #fff; color: #1b1b1b; border-color: #666; }
  button:focus-visible, input:focus-visible { outline: 3px solid #1b1b1b; outline-offset: 2px; }
  .error { color: #a4262c; border-left: 4px solid #a4262c; padding-left: 0.75rem; }
`;

/** A page of a directory: its name visible above the heading, as Entra shows the organisation's name. */
function page(title: string, directory: Directory | undefined, body: string): string {
  const heading = directory
    ? `<p class="directory">${escapeHtml(directory.name)}</p>
    <p class="note">Microsoft Entra ID, local stand-in</p>`
    : '';
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${escapeHtml(directory ? `${title} – ${directory.name}` : title)}</title>
  <style>${styles}</style>
</head>
<body>
  <main>
    ${heading}
    <h1>${escapeHtml(title)}</h1>
    ${body}
  </main>
</body>
</html>
`;
}

function loginPage(directory: Directory, action: string, username: string, error?: string): string {
  const alert = error ? `<p class="error" id="sign-in-error" role="alert">${escapeHtml(error)}</p>` : '';
  const described = error ? ' aria-describedby="sign-in-error" aria-invalid="true"' : '';
  return page(
    'Sign in',
    directory,
    `${alert}
    <form method="post" action="${escapeHtml(action)}">
      <label for="username">Email or username</label>
      <input id="username" name="username" type="text" autocomplete="username" autocapitalize="none"
        spellcheck="false" required value="${escapeHtml(username)}"${described}>
      <label for="password">Password</label>
      <input id="password" name="password" type="password" autocomplete="current-password" required${described}>
      <div class="actions"><button type="submit">Sign in</button></div>
    </form>`,
  );
}

function consentPage(directory: Directory, action: string, user: DirectoryUser | undefined): string {
  const who = user ? `<p>Signed in as ${escapeHtml(user.name)} (${escapeHtml(user.upn)})</p>` : '';
  return page(
    'Permissions requested',
    directory,
    `${who}
    <p id="permissions">${clientName} would like to:</p>
    <ul aria-labelledby="permissions">
      <li>sign you in</li>
      <li>read your name and e-mail address</li>
    </ul>
    <form method="post" action="${escapeHtml(action)}">
      <div class="actions">
        <button type="submit" name="decision" value="cancel" class="secondary">Cancel</button>
        <button type="submit" name="decision" value="accept">Accept</button>
      </div>
    </form>`,
  );
}

function errorPage(directory: Directory, message: string, code?: string): string {
  const detail = code && code !== message ? `<p>Error: <code>${escapeHtml(code)}</code></p>` : '';
  return page('Sign-in failed', directory, `<p role="alert">${escapeHtml(message)}</p>${detail}`);
}

function indexPage(authority: string, directories: Directory[]): string {
  const items = directories
    .map((d) => {
      const discovery = `${directoryIssuer(authority, d.tenantId)}/.well-known/openid-configuration`;
      return `<li>${escapeHtml(d.name)}: <a href="${escapeHtml(discovery)}">${escapeHtml(discovery)}</a></li>`;
    })
    .join('\n      ');
  return page(
    'Local identity provider',
    undefined,
    `<p>A local stand-in for Microsoft Entra ID. Its directories:</p>
    <ul>
      ${items}
    </ul>`,
  );
}
