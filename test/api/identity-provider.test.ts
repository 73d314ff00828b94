/**
 * The local identity provider standing in for Microsoft Entra ID (infra/src/local/identity-provider.ts): a real
 * authorization code flow with PKCE through its pages, and ID tokens as Entra v2 sends them, one issuer per
 * directory. The product's Microsoft sign-in relies on exactly this, locally and in its tests.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freePort } from '@app/infra/src/local/free-port';
import {
  demoDirectoryTenantId,
  demoDirectoryUsers,
  localDirectories,
  otherDirectoryTenantId,
  otherDirectoryUsers,
} from '@app/infra/src/local/identity/demo-directory';
import { startIdentityProvider, type RunningIdentityProvider } from '@app/infra/src/local/identity-provider';
import { DirectorySignInRefused, signInAtDirectory } from '../support/identity-provider';
import { present } from '../support/present';

const clientId = 'shiftplan-test';
const clientSecret = randomBytes(32).toString('base64url');
const redirectUri = 'http://127.0.0.1:1/account/sso-callback';
const { emma, lena } = demoDirectoryUsers;
const { max } = otherDirectoryUsers;

let provider: RunningIdentityProvider;
beforeAll(async () => {
  provider = await startIdentityProvider({
    port: await freePort(),
    clientId,
    clientSecret,
    redirectUris: [redirectUri, 'http://localhost:1/account/sso-callback'],
    directories: localDirectories,
  });
});
afterAll(() => provider.stop());

interface Discovery {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
}

async function discover(authority: string, tenantId: string): Promise<Discovery> {
  const answer = await fetch(`${authority}/${tenantId}/v2.0/.well-known/openid-configuration`);
  expect(answer.status).toBe(200);
  return (await answer.json()) as Discovery;
}

/** What the product does before sending the browser to the directory. */
async function authorizationRequest(tenantId: string, extra: Record<string, string> = {}) {
  const discovery = await discover(provider.authority, tenantId);
  const state = randomBytes(16).toString('base64url');
  const nonce = randomBytes(16).toString('base64url');
  const codeVerifier = randomBytes(32).toString('base64url');
  const url = new URL(discovery.authorization_endpoint);
  url.search = new URLSearchParams({
    client_id: clientId,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: 'openid profile email',
    state,
    nonce,
    code_challenge: createHash('sha256').update(codeVerifier).digest('base64url'),
    code_challenge_method: 'S256',
    ...extra,
  }).toString();
  return { discovery, url: url.toString(), state, nonce, codeVerifier };
}

function redeem(
  discovery: Discovery,
  code: string,
  codeVerifier: string,
  auth: 'basic' | 'post' = 'basic',
): Promise<Response> {
  const form = new URLSearchParams({
    grant_type: 'authorization_code',
    code,
    redirect_uri: redirectUri,
    code_verifier: codeVerifier,
  });
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' };
  if (auth === 'basic') {
    headers['authorization'] = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
  } else {
    form.set('client_id', clientId);
    form.set('client_secret', clientSecret);
  }
  return fetch(discovery.token_endpoint, { method: 'POST', headers, body: form });
}

async function verifiedIdToken(discovery: Discovery, answer: Response) {
  expect(answer.status).toBe(200);
  const { id_token: idToken } = (await answer.json()) as { id_token: string };
  const { payload } = await jwtVerify(idToken, createRemoteJWKSet(new URL(discovery.jwks_uri)), {
    issuer: discovery.issuer,
    audience: clientId,
  });
  return payload;
}

describe('the local identity provider', () => {
  it('signs a person in with the code flow and PKCE: an ID token as Entra v2 sends it', async () => {
    const request = await authorizationRequest(demoDirectoryTenantId, { prompt: 'select_account' });
    expect(request.discovery.issuer).toBe(`${provider.authority}/${demoDirectoryTenantId}/v2.0`);

    // The e-mail address in other letters works as well as the UPN.
    const back = await signInAtDirectory(request.url, {
      username: 'Employee@Sonnenhof.example',
      password: emma.password,
    });
    expect(`${back.origin}${back.pathname}`).toBe(redirectUri);
    expect(back.searchParams.get('state')).toBe(request.state);
    const code = present(back.searchParams.get('code'), 'code');

    const claims = await verifiedIdToken(
      request.discovery,
      await redeem(request.discovery, code, request.codeVerifier),
    );
    expect(claims).toMatchObject({
      iss: `${provider.authority}/${demoDirectoryTenantId}/v2.0`,
      aud: clientId,
      sub: emma.oid,
      nonce: request.nonce,
      tid: demoDirectoryTenantId,
      oid: emma.oid,
      email: emma.email,
      preferred_username: emma.upn,
      name: emma.name,
    });
    expect(claims.exp).toBeGreaterThan(claims.iat ?? Infinity);

    // Authorization codes are single-use.
    const again = await redeem(request.discovery, code, request.codeVerifier);
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('takes the client secret in the body too (client_secret_post), and refuses a wrong verifier', async () => {
    const request = await authorizationRequest(demoDirectoryTenantId);
    const back = await signInAtDirectory(request.url, { username: lena.upn, password: lena.password });
    const code = present(back.searchParams.get('code'), 'code');

    const wrongVerifier = await redeem(
      request.discovery,
      code,
      randomBytes(32).toString('base64url'),
      'post',
    );
    expect(await wrongVerifier.json()).toMatchObject({ error: 'invalid_grant' });

    const second = await authorizationRequest(demoDirectoryTenantId);
    const backAgain = await signInAtDirectory(second.url, { username: lena.upn, password: lena.password });
    const claims = await verifiedIdToken(
      second.discovery,
      await redeem(
        second.discovery,
        present(backAgain.searchParams.get('code'), 'code'),
        second.codeVerifier,
        'post',
      ),
    );
    expect(claims).toMatchObject({ oid: lena.oid, preferred_username: lena.upn });
  });

  it('requires PKCE', async () => {
    const request = await authorizationRequest(demoDirectoryTenantId);
    const url = new URL(request.url);
    url.searchParams.delete('code_challenge');
    url.searchParams.delete('code_challenge_method');
    const back = await signInAtDirectory(url.toString(), { username: emma.upn, password: emma.password });
    expect(back.searchParams.get('error')).toBe('invalid_request');
  });

  it('shows the form again with an error after a wrong password', async () => {
    const request = await authorizationRequest(demoDirectoryTenantId);
    await expect(
      signInAtDirectory(request.url, { username: emma.upn, password: `${emma.password}x` }),
    ).rejects.toThrow(new DirectorySignInRefused('Your account or password is incorrect.'));
    // A user of another directory is unknown here.
    await expect(
      signInAtDirectory(request.url, { username: max.upn, password: max.password }),
    ).rejects.toThrow(DirectorySignInRefused);
  });

  it('shows a login page in English that names the directory and labels its fields', async () => {
    const request = await authorizationRequest(demoDirectoryTenantId, { login_hint: emma.upn });
    const started = await fetch(request.url, { redirect: 'manual' });
    const cookie = started.headers
      .getSetCookie()
      .map((setCookie) => setCookie.split(';')[0])
      .join('; ');
    const loginPage = await fetch(new URL(present(started.headers.get('location')), request.url), {
      headers: { cookie },
    });
    const html = await loginPage.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('Sonnenhof Pflege GmbH');
    expect(html).toMatch(/<h1>Sign in<\/h1>/);
    expect(html).toMatch(/<label for="username">Email or username<\/label>\s*<input id="username"/);
    expect(html).toMatch(/<label for="password">Password<\/label>\s*<input id="password"/);
    // Entra fills in the login hint.
    expect(html).toContain(`value="${emma.upn}"`);
  });

  it('sends access_denied back when the person cancels the consent', async () => {
    const request = await authorizationRequest(demoDirectoryTenantId);
    const back = await signInAtDirectory(request.url, {
      username: emma.upn,
      password: emma.password,
      consent: false,
    });
    expect(`${back.origin}${back.pathname}`).toBe(redirectUri);
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('state')).toBe(request.state);
    expect(back.searchParams.has('code')).toBe(false);
  });

  it('gives another directory its own issuer and tid, signed with the same key as at Entra', async () => {
    const request = await authorizationRequest(otherDirectoryTenantId);
    expect(request.discovery.issuer).toBe(`${provider.authority}/${otherDirectoryTenantId}/v2.0`);
    const back = await signInAtDirectory(request.url, { username: max.email, password: max.password });
    const answer = await redeem(
      request.discovery,
      present(back.searchParams.get('code'), 'code'),
      request.codeVerifier,
    );
    const claims = await verifiedIdToken(request.discovery, answer.clone());
    expect(claims).toMatchObject({
      iss: request.discovery.issuer,
      tid: otherDirectoryTenantId,
      oid: max.oid,
    });

    // Its signature passes the demo directory's keys (Entra signs every tenant's tokens with the same keys):
    // only the issuer (and tid) tell it from a token of the demo directory.
    const demo = await discover(provider.authority, demoDirectoryTenantId);
    const { id_token: idToken } = (await answer.json()) as { id_token: string };
    const demoKeys = createRemoteJWKSet(new URL(demo.jwks_uri));
    await expect(jwtVerify(idToken, demoKeys, { audience: clientId })).resolves.toBeDefined();
    await expect(jwtVerify(idToken, demoKeys, { issuer: demo.issuer, audience: clientId })).rejects.toThrow(
      /"iss" claim/,
    );
  });

  it('is started with the emulators, with the product registered as its client', async () => {
    const identity = present(inject('localEndpoints').identity, 'the identity provider of the emulators');
    expect(identity.clientId).toBe('shiftplan-local');
    const discovery = await discover(identity.authority, demoDirectoryTenantId);
    expect(discovery.issuer).toBe(`${identity.authority}/${demoDirectoryTenantId}/v2.0`);
    // An authorization request of the product's client is taken (a wrong client would get an error page).
    const answer = await fetch(
      `${discovery.authorization_endpoint}?${new URLSearchParams({
        client_id: identity.clientId,
        redirect_uri: identity.redirectUri,
        response_type: 'code',
        scope: 'openid',
        code_challenge: createHash('sha256').update('x'.repeat(43)).digest('base64url'),
        code_challenge_method: 'S256',
      }).toString()}`,
      { redirect: 'manual' },
    );
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toMatch(/\/interaction\//);
  });
});
