/**
 * The edge in front of the handlers, as the local runner plays it: only requests that came through the
 * adapter (CloudFront's stand-in, which adds the origin secret) reach an operation; per-address limits count
 * the viewer address CloudFront forwards, or the socket's, never X-Forwarded-For; oversized bodies are refused
 * before they are read; pages carry the CSP; and a deactivated person cannot sign in at the Cognito stand-in.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { InitiateAuthCommand, NotAuthorizedException } from '@aws-sdk/client-cognito-identity-provider';
import type { APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { createHttpAdapter, maxBodyBytes } from '@app/infra/src/local/http-adapter';
import {
  createUserAndSignIn,
  randomClientAddress,
  signUpTenant,
  testPassword,
  useTestApi,
  withClients,
  type TestApi,
} from '../support/api';

const lookupLimit = 3;
const api = useTestApi({ TENANT_LOOKUP_LIMIT_PER_MINUTE: String(lookupLimit) });

/** Statuses of `count` look-ups of an unknown customer number with the given headers. */
async function lookups(count: number, headers: () => Record<string, string>): Promise<number[]> {
  const statuses: number[] = [];
  for (let attempt = 0; attempt < count; attempt++) {
    const answer = await api.call('GET', '/api/public/tenants/99999', { headers: headers() });
    statuses.push(answer.status);
  }
  return statuses;
}

/** Sends headers that announce `announced` body bytes, then writes `chunks` until an answer arrives. */
function upload(
  testApi: TestApi,
  headers: Record<string, string>,
  chunks: Iterable<Buffer>,
): Promise<{ status: number; written: number }> {
  return new Promise((resolve, reject) => {
    const url = new URL('/api/public/signup', testApi.url);
    let written = 0;
    let answered = false;
    const request = httpRequest(
      { host: url.hostname, port: url.port, path: url.pathname, method: 'POST', headers },
      (response: IncomingMessage) => {
        answered = true;
        response.resume();
        resolve({ status: response.statusCode ?? 0, written });
      },
    );
    // The server closes the connection once it has answered; what the client then fails to write is moot.
    request.on('error', (error) => (answered ? undefined : reject(error)));
    const iterator = chunks[Symbol.iterator]();
    const writeNext = () => {
      if (answered) return;
      const next = iterator.next();
      if (next.done) return;
      written += next.value.length;
      if (request.write(next.value)) setImmediate(writeNext);
      else request.once('drain', writeNext);
    };
    writeNext();
  });
}

function* megabytes(count: number): Generator<Buffer> {
  const chunk = Buffer.alloc(1024 * 1024, 0x20);
  for (let index = 0; index < count; index++) yield chunk;
}

describe('only requests through the edge reach the API', () => {
  const event = (headers: Record<string, string>) =>
    ({
      version: '2.0',
      routeKey: 'GET /api/health',
      rawPath: '/api/health',
      rawQueryString: '',
      headers,
      isBase64Encoded: false,
      requestContext: {
        http: {
          method: 'GET',
          path: '/api/health',
          protocol: 'HTTP/1.1',
          sourceIp: '203.0.113.9',
          userAgent: '',
        },
        requestId: randomUUID(),
        routeKey: 'GET /api/health',
      },
    }) as unknown as APIGatewayProxyEventV2WithJWTAuthorizer;

  it('answers through the adapter, and refuses a direct call without the origin secret or with a wrong one', async () => {
    expect((await api.call('GET', '/api/health')).status).toBe(200);
    // A caller of the execute-api URL: the function itself, without CloudFront's header.
    const { handler } = await import('@app/functions/wiring/handlers/system');
    // The function's own context; the middleware chain adds its state to it.
    const context = { getRemainingTimeInMillis: () => 29_000 } as unknown as Parameters<typeof handler>[1];
    expect((await handler(event({}), context)).statusCode).toBe(403);
    expect((await handler(event({ 'x-origin-verify': 'guessed' }), context)).statusCode).toBe(403);
  });
});

describe('per-address limits', () => {
  it('count the viewer address CloudFront forwards, whatever X-Forwarded-For says', async () => {
    const viewer = `${randomClientAddress()}:${1024 + Math.floor(Math.random() * 60000)}`;
    const statuses = await lookups(lookupLimit + 1, () => ({
      'cloudfront-viewer-address': viewer,
      // A new forwarded address every time must not buy a new bucket.
      'x-forwarded-for': randomClientAddress(),
    }));
    expect(statuses.slice(0, lookupLimit)).not.toContain(429);
    expect(statuses.at(-1)).toBe(429);
    // Another viewer (another port of the same address too: the port is not part of the address).
    const [other] = await lookups(1, () => ({ 'cloudfront-viewer-address': `${randomClientAddress()}:443` }));
    expect(other).not.toBe(429);
    const [samePortless] = await lookups(1, () => ({
      'cloudfront-viewer-address': `${viewer.split(':')[0]}:1`,
    }));
    expect(samePortless).toBe(429);
  });

  it('count the socket address when no viewer address is forwarded (the local runner)', async () => {
    // Other tests may have used 127.0.0.1's bucket in this minute already; it can only be fuller.
    const statuses = await lookups(lookupLimit + 1, () => ({ 'x-forwarded-for': randomClientAddress() }));
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('request bodies over the API Gateway limit', () => {
  it('are refused with 413 from the announced length, before the body is sent', async () => {
    const answer = await upload(
      api,
      { 'content-type': 'application/json', 'content-length': String(maxBodyBytes + 1) },
      [Buffer.from('{"companyName":"')],
    );
    expect(answer.status).toBe(413);
    expect(answer.written).toBeLessThan(1024);
  });

  it('are refused with 413 as soon as a streamed body passes the limit, without reading the rest', async () => {
    const answer = await upload(
      api,
      { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      megabytes(64),
    );
    expect(answer.status).toBe(413);
    // The client got its answer long before it could send everything (the socket buffers take a few MB).
    expect(answer.written).toBeLessThan(40 * 1024 * 1024);
  });

  it('up to the limit still reach the operation', async () => {
    const answer = await api.call('POST', '/api/public/signup', {
      rawBody: '{"broken',
      headers: {
        'content-type': 'application/json',
        'cloudfront-viewer-address': `${randomClientAddress()}:1`,
      },
    });
    expect(answer.status).toBe(400);
  });
});

describe('pages of the local adapter', () => {
  it("carry the CSP with form-action 'self' and frame-ancestors 'none'", async () => {
    const webRoot = await mkdtemp(join(tmpdir(), 'shiftplan-edge-web-'));
    await writeFile(join(webRoot, 'index.html'), '<!doctype html><title>test</title>');
    const server = createHttpAdapter({
      operations: [],
      loadAreaHandler: () => Promise.reject(new Error('no API here')),
      authorizer: { verify: () => Promise.resolve(undefined) },
      webRoot,
      connectSources: ['http://127.0.0.1:9229'],
    });
    try {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const { port } = server.address() as AddressInfo;
      const page = await fetch(`http://127.0.0.1:${port}/calendar`);
      const csp = page.headers.get('content-security-policy') ?? '';
      expect(page.status).toBe(200);
      expect(csp).toContain("form-action 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("connect-src 'self' http://127.0.0.1:9229");
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(webRoot, { recursive: true, force: true });
    }
  });
});

describe('pages of the local adapter while npm start builds the web app', () => {
  it('are a page that reloads itself until the build is there, then the app', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'shiftplan-edge-web-'));
    const webRoot = join(folder, 'dist');
    const server = createHttpAdapter({
      operations: [],
      loadAreaHandler: () => Promise.reject(new Error('no API here')),
      authorizer: { verify: () => Promise.resolve(undefined) },
      webRoot,
      connectSources: [],
    });
    try {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const { port } = server.address() as AddressInfo;
      const waiting = await fetch(`http://127.0.0.1:${port}/calendar`);
      expect(waiting.status).toBe(503);
      expect(waiting.headers.get('retry-after')).toBe('2');
      expect(await waiting.text()).toContain('<meta http-equiv="refresh" content="2">');

      await mkdir(webRoot);
      await writeFile(join(webRoot, 'index.html'), '<!doctype html><title>the app</title>');
      const page = await fetch(`http://127.0.0.1:${port}/calendar`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<title>the app</title>');
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(folder, { recursive: true, force: true });
    }
  });
});

describe('the local Cognito stand-in', () => {
  const initiate = (customerNo: string, username: string, password: string) =>
    withClients(api, ({ cognito }) =>
      cognito.send(
        new InitiateAuthCommand({
          ClientId: api.stack.resources.userPool.clientId,
          AuthFlow: 'USER_PASSWORD_AUTH',
          AuthParameters: { USERNAME: `${customerNo}#${username}`, PASSWORD: password },
        }),
      ),
    );

  it('refuses a deactivated user with the right password as Cognito does, and lets them in once active', async () => {
    const admin = await signUpTenant(api);
    const leaver = await createUserAndSignIn(api, admin, 'leaver', ['employee']);
    const deactivated = await api.call('POST', `/api/users/${leaver.id}/deactivate`, { token: admin.token });
    expect(deactivated.status).toBe(200);

    const refused = await initiate(admin.customerNo, 'leaver', testPassword).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(NotAuthorizedException);
    expect((refused as NotAuthorizedException).message).toBe('User is disabled.');
    // A wrong password says nothing about the account's state.
    const wrong = await initiate(admin.customerNo, 'leaver', 'Wrong-Passw0rd-1').then(
      () => undefined,
      (error: unknown) => error as Error,
    );
    expect(wrong?.message).not.toMatch(/disabled/i);

    const activated = await api.call('POST', `/api/users/${leaver.id}/activate`, { token: admin.token });
    expect(activated.status).toBe(200);
    const again = await initiate(admin.customerNo, 'leaver', testPassword);
    expect(again.AuthenticationResult?.IdToken).toBeDefined();
  });
});
