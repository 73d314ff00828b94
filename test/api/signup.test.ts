/** Sign-up of companies: customer numbers, default data, idempotency, validation, per-address limit. */
import { describe, expect, it } from 'vitest';
import { QueryCommand } from '@aws-sdk/client-dynamodb';
import {
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import { isCustomerNo } from '@app/shared/tenants/customer';
import { sessionContracts } from '@app/shared/session/session.contracts';
import { tenantContracts } from '@app/shared/tenants/tenants.contracts';
import { allocateCustomerNo, reserveCustomerNo } from '@app/functions/platform/platform.repository';
import {
  randomClientAddress,
  signIn,
  signupBody,
  signUpTenant,
  useTestApi,
  testPassword,
  withClients,
} from '../support/api';

const api = useTestApi();

async function itemsOf(
  customerNo: string,
  entity: string,
): Promise<Record<string, { S?: string; N?: string }>[]> {
  return withClients(api, async ({ dynamodb }) => {
    const result = await dynamodb.send(
      new QueryCommand({
        TableName: api.stack.resources.tables.main,
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :p',
        ExpressionAttributeValues: { ':p': { S: `T#${customerNo}#${entity}` } },
      }),
    );
    return result.Items ?? [];
  });
}

/** The dates of a year's holidays in the partition of the sign-up's country and region (Bavaria). */
async function holidaysOf(customerNo: string, year: number) {
  return withClients(api, async ({ dynamodb }) => {
    const result = await dynamodb.send(
      new QueryCommand({
        TableName: api.stack.resources.tables.main,
        KeyConditionExpression: 'pk = :p AND begins_with(sk, :year)',
        ExpressionAttributeValues: {
          ':p': { S: `T#${customerNo}#HOLIDAYS#DE#BY` },
          ':year': { S: `${year}-` },
        },
      }),
    );
    return (result.Items ?? []).map((item) => item.date?.S);
  });
}

describe('sign-up', () => {
  it('gives a new customer number, a 30-day trial, the administrator and the default data', async () => {
    const body = signupBody({ country: 'DE', region: 'BY', language: 'de' });
    const answer = await api.call('POST', '/api/public/signup', {
      body,
      headers: { 'cloudfront-viewer-address': randomClientAddress() },
    });
    expect(answer.status).toBe(201);
    const result = answer.body as { customerNo: string; trialEndsAt: string };
    // Six random digits and a check digit.
    expect(result.customerNo).toMatch(/^[1-9]\d{6}$/);
    expect(isCustomerNo(result.customerNo)).toBe(true);
    const days = (Date.parse(result.trialEndsAt) - Date.now()) / (24 * 3600 * 1000);
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);

    const token = await signIn(api, result.customerNo, 'alex', testPassword);
    const roles = (await api.call('GET', '/api/roles', { token })).body as { key: string; name: string }[];
    expect(roles.map((role) => role.key).sort()).toEqual(['administrator', 'employee', 'planner']);
    expect(roles.find((role) => role.key === 'planner')?.name).toBe('Planer');

    const absenceTypes = (await itemsOf(result.customerNo, 'CATALOG')).filter(
      (item) => item.type?.S === 'EVENT',
    );
    expect(absenceTypes.map((item) => Number(item.itemClass?.N)).sort((a, b) => a - b)).toEqual([
      1, 2, 3, 10, 20,
    ]);
    expect(await itemsOf(result.customerNo, 'UNITS')).toHaveLength(1);

    // Holidays arrive through the import task a moment later: Bavaria has Epiphany and Corpus Christi.
    const year = new Date().getUTCFullYear();
    let holidays: (string | undefined)[] = [];
    for (let attempt = 0; attempt < 50 && holidays.length === 0; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      holidays = await holidaysOf(result.customerNo, year + 1);
    }
    expect(holidays).toContain(`${year + 1}-01-06`);
    expect(holidays).toContain(`${year + 1}-12-25`);
    expect((await holidaysOf(result.customerNo, year)).length).toBeGreaterThan(10);
  });

  it('answers a repeated submit with the same customer number and creates nothing twice', async () => {
    const body = signupBody();
    const headers = { 'cloudfront-viewer-address': randomClientAddress() };
    const first = await api.call('POST', '/api/public/signup', { body, headers });
    const second = await api.call('POST', '/api/public/signup', { body, headers });
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect((second.body as { customerNo: string }).customerNo).toBe(
      (first.body as { customerNo: string }).customerNo,
    );
    const customerNo = (first.body as { customerNo: string }).customerNo;
    expect(await itemsOf(customerNo, 'ROLES')).toHaveLength(3);
    expect(await itemsOf(customerNo, 'USERS')).toHaveLength(1);
  });

  it('hands out unique customer numbers to a concurrent burst', async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        api.call('POST', '/api/public/signup', {
          body: signupBody(),
          headers: { 'cloudfront-viewer-address': randomClientAddress() },
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(201));
    const numbers = answers.map((answer) => (answer.body as { customerNo: string }).customerNo);
    expect(new Set(numbers).size).toBe(8);
  });

  it('answers a burst from one address with 429 and Retry-After', async () => {
    const headers = { 'cloudfront-viewer-address': randomClientAddress() };
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let attempt = 0; attempt < 7; attempt++) {
      const answer = await api.call('POST', '/api/public/signup', { body: signupBody(), headers });
      statuses.push(answer.status);
      if (answer.status === 429) retryAfter = answer.headers.get('retry-after');
    }
    expect(statuses.slice(0, 5)).toEqual(Array(5).fill(201));
    expect(statuses.slice(5)).toEqual([429, 429]);
    expect(Number(retryAfter)).toBeGreaterThan(0);
  });

  it('refuses invalid input field by field, in the caller’s language, and creates nothing', async () => {
    const answer = await api.call('POST', '/api/public/signup', {
      body: signupBody({ email: 'not-an-address', password: 'short', country: 'DE', region: 'XX' }),
      headers: { 'cloudfront-viewer-address': randomClientAddress() },
      language: 'de',
    });
    expect(answer.status).toBe(400);
    const error = (
      answer.body as {
        error: { code: string; message: string; details: { issues: { path: string; message: string }[] } };
      }
    ).error;
    expect(error.code).toBe('VALIDATION');
    expect(error.message).toBe('Einige Felder sind ungültig.');
    const paths = error.details.issues.map((issue) => issue.path);
    expect(paths).toContain('body.email');
    expect(paths).toContain('body.password');
    expect(
      error.details.issues.filter((issue) => issue.path === 'body.password').map((issue) => issue.message),
    ).toEqual(
      expect.arrayContaining([
        'Das Passwort braucht mindestens 10 Zeichen.',
        'Das Passwort braucht einen Großbuchstaben.',
        'Das Passwort braucht eine Ziffer.',
      ]),
    );
  });

  it('stores usernames lower-cased, so sign-in does not depend on case', async () => {
    const tenant = await signUpTenant(api, { username: 'Mixed.Case' });
    expect(tenant.username).toBe('Mixed.Case');
    const session = await api.call('GET', '/api/session', {
      token: await signIn(api, tenant.customerNo, 'MIXED.CASE', testPassword),
    });
    expect((session.body as { username: string }).username).toBe('mixed.case');
  });
});

describe('customer number lookup for the second sign-in step', () => {
  it('answers the company name of a known number and a neutral 404 otherwise', async () => {
    const tenant = await signUpTenant(api, { companyName: 'Lookup Bakery GmbH', language: 'de' });
    const known = await api.call('GET', `/api/public/tenants/${tenant.customerNo}`);
    expect(known.status).toBe(200);
    expect(known.body).toEqual({
      customerNo: tenant.customerNo,
      displayName: 'Lookup Bakery GmbH',
      language: 'de',
      microsoftSignIn: false,
    });

    const unknown = await api.call('GET', '/api/public/tenants/99999999', { language: 'de' });
    expect(unknown.status).toBe(404);
    expect((unknown.body as { error: { code: string; message: string } }).error).toMatchObject({
      code: 'UNKNOWN_CUSTOMER',
      message: 'Diese Kundennummer ist uns nicht bekannt. Bitte prüfen Sie sie.',
    });
    expect(unknown.text).not.toContain('Bakery');
  });

  it('lists the regions of a country in the caller’s language', async () => {
    const regions = await api.call('GET', '/api/public/holiday-regions/CH', { language: 'en' });
    expect(regions.status).toBe(200);
    expect(regions.body).toEqual(expect.arrayContaining([{ code: 'ZH', name: 'Canton of Zürich' }]));
  });
});
