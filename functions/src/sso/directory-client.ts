/**
 * The product as an OpenID Connect client of Microsoft Entra ID (docs/sso.md): discovery per directory, the
 * authorization URL (code flow, PKCE S256, state, nonce), redeeming the code, and the ID token's checks. Locally
 * the same code talks to the runner's OpenID Connect server (infra/src/local/identity-provider.ts).
 */
import { createHash, randomBytes } from 'node:crypto';
import * as z from 'zod';
import { createRemoteJWKSet, errors as joseErrors, jwtVerify, type JWTPayload } from 'jose';
import { AppError } from '@app/shared/api/errors';
import { config } from '../config';
import { logger } from '../logger';
import { now } from '../clock';

const ZDiscovery = z.object({
  issuer: z.string(),
  authorization_endpoint: z.url(),
  token_endpoint: z.url(),
  jwks_uri: z.url(),
});
type Discovery = z.infer<typeof ZDiscovery>;

/** The claims the product reads; Entra v2 ID tokens carry them with the `profile` and `email` scopes. */
const ZIdClaims = z.object({
  tid: z.string(),
  oid: z.string(),
  nonce: z.string(),
  email: z.string().optional(),
  preferred_username: z.string().optional(),
  name: z.string().optional(),
});
export type DirectoryClaims = z.infer<typeof ZIdClaims>;

/** What the deployment configures (docs/deployment.md, "Microsoft sign-in"). */
function clientSettings() {
  const authority = process.env.SSO_MICROSOFT_AUTHORITY ?? 'https://login.microsoftonline.com';
  const clientId = process.env.SSO_MICROSOFT_CLIENT_ID;
  if (!clientId) throw new AppError('SSO_DIRECTORY_UNAVAILABLE');
  const redirectUri = process.env.SSO_REDIRECT_URI ?? `${config.appUrl}/account/sso-callback`;
  return { authority: authority.replace(/\/+$/, ''), clientId, redirectUri };
}

let secret: Promise<string> | undefined;
/**
 * The app registration's client secret: locally from the environment; in AWS from Secrets Manager through the
 * Lambda extension on localhost (no SDK client, no secret in the function's configuration), read once.
 */
function clientSecret(): Promise<string> {
  const local = process.env.SSO_MICROSOFT_CLIENT_SECRET;
  if (local) return Promise.resolve(local);
  secret ??= (async () => {
    const secretId = process.env.SSO_MICROSOFT_CLIENT_SECRET_ID;
    const token = process.env.AWS_SESSION_TOKEN;
    if (!secretId || !token) throw new AppError('SSO_DIRECTORY_UNAVAILABLE');
    const answer = await fetch(
      `http://localhost:2773/secretsmanager/get?secretId=${encodeURIComponent(secretId)}`,
      { headers: { 'X-Aws-Parameters-Secrets-Token': token } },
    );
    if (!answer.ok) throw new AppError('SSO_DIRECTORY_UNAVAILABLE');
    return z.object({ SecretString: z.string() }).parse(await answer.json()).SecretString;
  })().catch((error: unknown) => {
    secret = undefined;
    throw error;
  });
  return secret;
}

const discoveries = new Map<string, { at: number; discovery: Discovery }>();
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();
const discoverySeconds = 3600;

/** The directory's OpenID configuration (kept an hour per directory). */
async function discover(directoryId: string): Promise<Discovery> {
  const { authority } = clientSettings();
  const url = `${authority}/${directoryId}/v2.0/.well-known/openid-configuration`;
  const known = discoveries.get(url);
  if (known && now().getTime() - known.at < discoverySeconds * 1000) return known.discovery;
  let discovery: Discovery;
  try {
    const answer = await fetch(url, { signal: AbortSignal.timeout(10_000) });
    if (!answer.ok) throw new Error(`discovery answered ${String(answer.status)}`);
    discovery = ZDiscovery.parse(await answer.json());
  } catch (error) {
    logger.warn('The directory could not be discovered', { directoryId, error });
    throw new AppError('SSO_DIRECTORY_UNAVAILABLE');
  }
  discoveries.set(url, { at: now().getTime(), discovery });
  return discovery;
}

const base64url = (bytes: Buffer) => bytes.toString('base64url');
export const randomToken = () => base64url(randomBytes(32));
export const sha256 = (value: string) => createHash('sha256').update(value).digest();

/** Where the browser goes to sign in at the directory, and the secrets the callback needs. */
export async function authorizationRequest(directoryId: string, state: string) {
  const { clientId, redirectUri } = clientSettings();
  const discovery = await discover(directoryId);
  const nonce = randomToken();
  const codeVerifier = randomToken();
  const url = new URL(discovery.authorization_endpoint);
  url.search = new URLSearchParams({
    client_id: clientId,
    response_type: 'code',
    redirect_uri: redirectUri,
    response_mode: 'query',
    scope: 'openid profile email',
    state,
    nonce,
    code_challenge: base64url(sha256(codeVerifier)),
    code_challenge_method: 'S256',
    prompt: 'select_account',
  }).toString();
  return { authorizationUrl: url.toString(), nonce, codeVerifier };
}

/** Redeems the code at the directory's token endpoint: the ID token, or SSO_CODE_REFUSED. */
async function redeem(discovery: Discovery, code: string, codeVerifier: string): Promise<string> {
  const { clientId, redirectUri } = clientSettings();
  let answer: Response;
  try {
    answer = await fetch(discovery.token_endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
        client_id: clientId,
        client_secret: await clientSecret(),
        code_verifier: codeVerifier,
      }),
      signal: AbortSignal.timeout(10_000),
    });
  } catch (error) {
    logger.warn('The directory’s token endpoint could not be reached', { error });
    throw new AppError('SSO_DIRECTORY_UNAVAILABLE');
  }
  const body: unknown = await answer.json().catch(() => ({}));
  const tokens = z.object({ id_token: z.string() }).safeParse(body);
  if (answer.ok && tokens.success) return tokens.data.id_token;
  const error = z.object({ error: z.string() }).safeParse(body);
  // invalid_grant: used before, expired, or not issued to this client and verifier (a replay).
  if (answer.status === 400 && error.success && error.data.error === 'invalid_grant')
    throw new AppError('SSO_CODE_REFUSED');
  logger.warn('The directory refused to redeem a code', {
    status: answer.status,
    error: error.success ? error.data.error : null,
  });
  throw answer.status >= 500 ? new AppError('SSO_DIRECTORY_UNAVAILABLE') : new AppError('SSO_CODE_REFUSED');
}

/**
 * Redeems the code and verifies the ID token: signature against the issuer's keys, issuer, audience, expiry (and
 * not before), the nonce of this sign-in; the directory (`tid`) is checked by the caller against the company's.
 */
export async function verifiedClaims(
  directoryId: string,
  code: string,
  signIn: { nonce: string; codeVerifier: string },
): Promise<DirectoryClaims> {
  const discovery = await discover(directoryId);
  const idToken = await redeem(discovery, code, signIn.codeVerifier);
  let keys = keySets.get(discovery.jwks_uri);
  if (!keys) {
    keys = createRemoteJWKSet(new URL(discovery.jwks_uri));
    keySets.set(discovery.jwks_uri, keys);
  }
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(idToken, keys, {
      issuer: discovery.issuer,
      audience: clientSettings().clientId,
      algorithms: ['RS256', 'PS256', 'ES256'],
      requiredClaims: ['exp', 'iat', 'nonce', 'tid', 'oid'],
      clockTolerance: 60,
    }));
  } catch (error) {
    if (error instanceof joseErrors.JOSEError) {
      logger.warn('An ID token failed its checks', { code: error.code });
      throw new AppError('SSO_TOKEN_INVALID');
    }
    throw error;
  }
  const claims = ZIdClaims.safeParse(payload);
  if (!claims.success || claims.data.nonce !== signIn.nonce) throw new AppError('SSO_TOKEN_INVALID');
  return claims.data;
}
