/**
 * The API framework as a client sees it: public routes, the JWT authorizer (expired and foreign-signed tokens),
 * the error body in German and English, unknown routes, the OpenAPI document and its viewer.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { beforeAll, describe, expect, it } from 'vitest';
import { importJWK, SignJWT, generateKeyPair, decodeJwt } from 'jose';
import { operations } from '@app/functions/wiring/catalog';
import { signUpTenant, useTestApi, type TestTenant } from '../support/api';
import { present } from '../support/present';

const api = useTestApi();
let tenant: TestTenant;

beforeAll(async () => {
  tenant = await signUpTenant(api);
});

/** Signs claims with cognito-local's own key, as if the local pool had issued them. */
async function tokenSignedByLocalPool(claims: Record<string, unknown>): Promise<string> {
  const require = createRequire(import.meta.url);
  const { jwk } = require('cognito-local/lib/keys/cognitoLocal.private.json') as {
    jwk: Record<string, string>;
  };
  const key = await importJWK(jwk, 'RS256');
  return new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: present(jwk.kid, 'kid') }).sign(key);
}

describe('public routes', () => {
  it('answer without a token', async () => {
    const health = await api.call('GET', '/api/health');
    expect(health.status).toBe(200);
    expect((health.body as { status: string }).status).toBe('ok');
    const config = await api.call('GET', '/api/public/config');
    expect(config.body).toMatchObject({
      userPoolId: api.stack.resources.userPool.id,
      userPoolClientId: api.stack.resources.userPool.clientId,
      userPoolEndpoint: api.stack.endpoints.cognito,
      languages: ['de', 'en'],
    });
  });
});

describe('the JWT authorizer', () => {
  it('accepts the pool’s token and refuses an expired one and one signed by another key', async () => {
    expect((await api.call('GET', '/api/session', { token: tenant.token })).status).toBe(200);
    const claims = decodeJwt(tenant.token);
    const nowSeconds = Math.floor(Date.now() / 1000);
    const stillValid = await tokenSignedByLocalPool({ ...claims, iat: nowSeconds, exp: nowSeconds + 600 });
    expect((await api.call('GET', '/api/session', { token: stillValid })).status).toBe(200);
    const expired = await tokenSignedByLocalPool({
      ...claims,
      iat: nowSeconds - 7200,
      exp: nowSeconds - 3600,
    });
    expect((await api.call('GET', '/api/session', { token: expired })).status).toBe(401);

    const { privateKey } = await generateKeyPair('RS256');
    const foreign = await new SignJWT({ ...claims, exp: nowSeconds + 600 })
      .setProtectedHeader({ alg: 'RS256', kid: 'CognitoLocal' })
      .sign(privateKey);
    expect((await api.call('GET', '/api/session', { token: foreign })).status).toBe(401);
  });

  it('refuses a token whose customer number and username disagree', async () => {
    const claims = decodeJwt(tenant.token);
    const nowSeconds = Math.floor(Date.now() / 1000);
    const mixed = await tokenSignedByLocalPool({
      ...claims,
      'custom:customerNo': '99999',
      exp: nowSeconds + 600,
    });
    expect((await api.call('GET', '/api/session', { token: mixed })).status).toBe(401);
  });
});

describe('errors', () => {
  it('come as the error body with the text in the caller’s language', async () => {
    const german = await api.call('GET', '/api/tasks/not-a-task', { token: tenant.token, language: 'de' });
    expect(german.status).toBe(400);
    expect(german.body).toMatchObject({
      error: { code: 'VALIDATION', messageKey: 'error.VALIDATION', message: 'Einige Felder sind ungültig.' },
    });
    const issues = (german.body as { error: { details: { issues: { path: string; message: string }[] } } })
      .error.details.issues;
    expect(issues[0]?.path).toBe('params.taskId');
    expect(issues[0]?.message).toMatch(/Ungültig/);
    const english = await api.call('GET', '/api/tasks/not-a-task', { token: tenant.token, language: 'en' });
    expect((english.body as { error: { message: string } }).error.message).toBe('Some fields are not valid.');
  });

  it('answer an unknown route with 404', async () => {
    expect((await api.call('GET', '/api/no-such-thing')).status).toBe(404);
  });
});

describe('the OpenAPI document', () => {
  it('describes every registered operation with its spec calls', async () => {
    const answer = await api.call('GET', '/api/openapi.json');
    expect(answer.status).toBe(200);
    const document = answer.body as {
      openapi: string;
      paths: Record<
        string,
        Record<string, { operationId: string; 'x-spec-calls': string[]; 'x-spec-forms': string[] }>
      >;
    };
    expect(document.openapi).toBe('3.1.0');
    const described = Object.values(document.paths).flatMap((methods) =>
      Object.values(methods).map((operation) => operation.operationId),
    );
    expect(described.sort()).toEqual(operations.map((operation) => operation.id).sort());
    // Operation ids are unique: clients, Swagger UI and the harness's reports name operations by them.
    expect(new Set(described).size).toBe(described.length);
    const session = document.paths['/api/session']?.get;
    expect(session?.['x-spec-calls']).toEqual(['GET /api/system/authenticated']);
    expect(document.paths['/api/roles/{roleId}']?.put?.['x-spec-forms']).toEqual(['/Roles/Edit/{id}']);
  });

  it('resolves every schema reference inside the document (Swagger UI stops at the first that does not)', async () => {
    const text = (await api.call('GET', '/api/openapi.json')).text;
    const document = JSON.parse(text) as { components: { schemas: Record<string, unknown> } };
    const references = [...text.matchAll(/"\$ref":"([^"]*)"/g)].map((match) => match[1] ?? '');
    expect(references.length).toBeGreaterThan(0);
    for (const reference of new Set(references)) {
      expect(reference, reference).toMatch(/^#\/components\/schemas\//);
      expect(document.components.schemas, reference).toHaveProperty([reference.split('/').at(-1) ?? '']);
    }
  });

  it('names only calls that exist in spec/calls.tsv', () => {
    const specCalls = new Set(
      readFileSync(new URL('../../docs/spec/calls.tsv', import.meta.url), 'utf8')
        .split('\n')
        .filter((line) => line && !line.startsWith('#'))
        .map((line) => {
          const [, method, path] = line.split('\t');
          return `${method} ${path}`;
        }),
    );
    for (const operation of operations) {
      for (const call of operation.specCalls) expect(specCalls, `${operation.id}: ${call}`).toContain(call);
    }
  });

  it('names only dialogs that exist in spec/forms.tsv', () => {
    const specForms = new Set(
      readFileSync(new URL('../../docs/spec/forms.tsv', import.meta.url), 'utf8')
        .split('\n')
        .filter((line) => line && !line.startsWith('#'))
        .map((line) => line.split('\t')[1]),
    );
    const named = operations.flatMap((operation) => operation.specForms ?? []);
    expect(named.length).toBeGreaterThan(0);
    for (const route of named) expect(specForms, route).toContain(route);
  });

  it('is rendered for people at /api/docs with files we serve ourselves', async () => {
    const page = await api.call('GET', '/api/docs');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.text).toContain('/api-docs/swagger-ui-bundle.js');
    expect(page.text).not.toMatch(/https?:\/\//);
  });
});
