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

    // Holidays arrive through the import task a moment later: Bavaria has Epiphany and Corpus Christi. Patient,
    // like waitForTask: on a busy machine the worker's first run loads date-holidays before it starts, and a
    // year is written in several batches (a read between two found New Year alone).
    const year = new Date().getUTCFullYear();
    const complete = (days: (string | undefined)[]) =>
      days.includes(`${year + 1}-01-06`) && days.includes(`${year + 1}-12-25`);
    let holidays: (string | undefined)[] = [];
    for (const until = Date.now() + 60_000; !complete(holidays) && Date.now() < until;) {
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
    // Random, not a run: the next customer's number cannot be guessed from one's own.
    expect(numbers.every(isCustomerNo)).toBe(true);
    const parts = numbers.map((number) => Number(number.slice(0, 6))).sort((a, b) => a - b);
    const gaps = parts.slice(1).map((part, index) => part - (parts[index] ?? 0));
    expect(gaps.some((gap) => gap > 8)).toBe(true);
  });

  it('draws again when the random number is taken (conditional put in the directory)', async () => {
    const createdAt = new Date().toISOString();
    const taken = await allocateCustomerNo(createdAt);
    const takenPart = Number(taken.slice(0, 6));
    const draws = [takenPart, takenPart, (takenPart % 899_999) + 100_000];
    const next = await allocateCustomerNo(createdAt, () => draws.shift() ?? 0);
    expect(next).not.toBe(taken);
    expect(next.slice(0, 6)).toBe(String((takenPart % 899_999) + 100_000));
    expect(draws).toEqual([]);
    expect(await reserveCustomerNo(taken, createdAt)).toBe(false);
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

/** Whether `password` signs `username` in. */
async function signsIn(customerNo: string, username: string, password: string): Promise<boolean> {
  return signIn(api, customerNo, username, password).then(
    () => true,
    () => false,
  );
}

async function identityExists(customerNo: string, username: string): Promise<boolean> {
  return withClients(api, ({ cognito }) =>
    cognito
      .send(
        new AdminGetUserCommand({
          UserPoolId: api.stack.resources.userPool.id,
          Username: `${customerNo}#${username}`,
        }),
      )
      .then(
        () => true,
        (error: unknown) => {
          if (error instanceof UserNotFoundException) return false;
          throw error;
        },
      ),
  );
}

async function companyNameOf(customerNo: string, username: string, password: string): Promise<string> {
  const token = await signIn(api, customerNo, username, password);
  return (await api.send(sessionContracts.get, {}, { token })).data.companyName;
}

describe('a replayed idempotency key (issue 7, item 1)', () => {
  const first = 'Replay-Passw0rd-P1';
  const second = 'Replay-Passw0rd-P2';

  async function signUpBoss() {
    const body = signupBody({ username: 'bossalpha', password: first, companyName: 'Alpha Care GmbH' });
    const answer = await api.call('POST', '/api/public/signup', {
      body,
      headers: { 'cloudfront-viewer-address': randomClientAddress() },
    });
    expect(answer.status).toBe(201);
    return { body, customerNo: (answer.body as { customerNo: string }).customerNo };
  }

  it('with another company and password is 409 and takes nothing over: P1 still signs in, P2 does not', async () => {
    const { body, customerNo } = await signUpBoss();
    const replay = await api.call('POST', '/api/public/signup', {
      body: { ...body, companyName: 'Mallory Holdings', password: second },
      headers: { 'cloudfront-viewer-address': randomClientAddress() },
      language: 'de',
    });
    expect(replay.status).toBe(409);
    expect(replay.body).toMatchObject({
      error: {
        code: 'IDEMPOTENCY_KEY_REUSED',
        message:
          'Diese Registrierung wurde bereits mit anderen Angaben gesendet. Bitte laden Sie die Seite neu und registrieren Sie sich erneut.',
      },
    });
    expect(replay.text).not.toContain(customerNo);
    expect(await signsIn(customerNo, 'bossalpha', first)).toBe(true);
    expect(await signsIn(customerNo, 'bossalpha', second)).toBe(false);
    expect(await companyNameOf(customerNo, 'bossalpha', first)).toBe('Alpha Care GmbH');
  });

  it('with the password alone changed is 409 as well', async () => {
    const { body, customerNo } = await signUpBoss();
    const replay = await api.call('POST', '/api/public/signup', {
      body: { ...body, password: second },
      headers: { 'cloudfront-viewer-address': randomClientAddress() },
    });
    expect(replay.status).toBe(409);
    expect(await signsIn(customerNo, 'bossalpha', second)).toBe(false);
  });

  it('with another username creates no second identity in the tenant', async () => {
    const { body, customerNo } = await signUpBoss();
    const replay = await api.call('POST', '/api/public/signup', {
      body: { ...body, username: 'mallory', password: second },
      headers: { 'cloudfront-viewer-address': randomClientAddress() },
    });
    expect(replay.status).toBe(409);
    expect(await identityExists(customerNo, 'mallory')).toBe(false);
    expect(await signsIn(customerNo, 'mallory', second)).toBe(false);
  });

  it('of a complete sign-up answers the stored result and never touches Cognito again', async () => {
    const { body, customerNo } = await signUpBoss();
    // The administrator chose another password since; an identical replay must not set the old one back.
    const changed = 'Changed-Passw0rd-P3';
    await withClients(api, ({ cognito }) =>
      cognito.send(
        new AdminSetUserPasswordCommand({
          UserPoolId: api.stack.resources.userPool.id,
          Username: `${customerNo}#bossalpha`,
          Password: changed,
          Permanent: true,
        }),
      ),
    );
    const replay = await api.call('POST', '/api/public/signup', {
      body,
      headers: { 'cloudfront-viewer-address': randomClientAddress() },
    });
    expect(replay.status).toBe(201);
    expect(replay.body).toMatchObject({ customerNo, companyName: 'Alpha Care GmbH', username: 'bossalpha' });
    expect(await signsIn(customerNo, 'bossalpha', changed)).toBe(true);
    expect(await signsIn(customerNo, 'bossalpha', first)).toBe(false);
  });

  it('counts against the per-address limit, identical or not', async () => {
    const headers = { 'cloudfront-viewer-address': randomClientAddress() };
    const body = signupBody();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      const replay = attempt % 2 === 0 ? body : { ...body, companyName: `Other ${attempt}` };
      statuses.push((await api.call('POST', '/api/public/signup', { body: replay, headers })).status);
    }
    expect(statuses).toEqual([201, 409, 201, 409, 201, 429]);
  });
});

describe('customer number lookup for the second sign-in step', () => {
  it('answers only that a known number exists and whether it offers Microsoft, nothing naming the company, and a neutral 404 otherwise', async () => {
    const tenant = await signUpTenant(api, { companyName: 'Lookup Bakery GmbH', language: 'de' });
    const known = await api.call('GET', `/api/public/tenants/${tenant.customerNo}`);
    expect(known.status).toBe(200);
    // Whether the login offers Microsoft is the only other thing it says (not set up here).
    expect(known.body).toEqual({ customerNo: tenant.customerNo, microsoftSignIn: false });
    expect(known.text).not.toMatch(/Bakery|"de"/i);

    // A five-digit number of the first scheme is well-formed: unknown, not malformed.
    const unknown = await api.call('GET', '/api/public/tenants/99999', { language: 'de' });
    expect(unknown.status).toBe(404);
    expect((unknown.body as { error: { code: string; message: string } }).error).toMatchObject({
      code: 'UNKNOWN_CUSTOMER',
      message: 'Diese Kundennummer ist uns nicht bekannt. Bitte prüfen Sie sie.',
    });
    expect(unknown.text).not.toContain('Bakery');
  });

  it('refuses a number with a wrong check digit as malformed (400), before any look-up', async () => {
    const tenant = await signUpTenant(api);
    const last = Number(tenant.customerNo.slice(-1));
    const typo = `${tenant.customerNo.slice(0, -1)}${(last + 1) % 10}`;
    const answer = await api.send(
      tenantContracts.publicLookup,
      { params: { customerNo: typo } },
      { language: 'en' },
    );
    expect(answer.status).toBe(400);
    expect(answer.error?.code).toBe('VALIDATION');
    expect(JSON.stringify(answer.error?.details)).toContain(
      'This is not a valid customer number. Please check it for typing errors.',
    );
  });

  it('lists the regions of a country in the caller’s language', async () => {
    const regions = await api.call('GET', '/api/public/holiday-regions/CH', { language: 'en' });
    expect(regions.status).toBe(200);
    expect(regions.body).toEqual(expect.arrayContaining([{ code: 'ZH', name: 'Canton of Zürich' }]));
  });
});
