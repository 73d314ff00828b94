/** Smaller calls on a person: login info, resetting the mobile app, time accounts, and the site of a unit. */
import { randomUUID } from 'node:crypto';
import { UpdateItemCommand } from '@aws-sdk/client-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditContracts } from '@app/shared/audit/audit.contracts';
import type { TUnit } from '@app/shared/units/unit';
import { unitContracts } from '@app/shared/units/units.contracts';
import { userExtraContracts as contracts } from '@app/shared/users/user-extras.contracts';
import { userRateContracts } from '@app/shared/users/user-rates.contracts';
import { rateContracts } from '@app/shared/payroll-data/rates.contracts';
import { createUserAndSignIn, signUpTenant, useTestApi, withClients, type TestTenant } from '../support/api';

const api = useTestApi();
let admin: TestTenant;
let emma: { id: string; token: string };

beforeAll(async () => {
  admin = await signUpTenant(api, { language: 'en' });
  emma = await createUserAndSignIn(api, admin, 'emma', ['employee']);
});

/** What the mobile app stores when it registers (there is no app yet: written as it would be). */
async function registerApp(customerNo: string, userId: string) {
  await withClients(api, ({ dynamodb }) =>
    dynamodb.send(
      new UpdateItemCommand({
        TableName: api.stack.resources.tables.main,
        Key: { pk: { S: `T#${customerNo}#USER#${userId}` }, sk: { S: 'USER' } },
        UpdateExpression: 'SET appRegistration = :r',
        ExpressionAttributeValues: {
          ':r': {
            M: { deviceName: { S: 'Pixel 8' }, registeredAt: { S: '2026-03-01T07:00:00.000Z' } },
          },
        },
      }),
    ),
  );
}

describe('login info and the mobile app', () => {
  it('shows name, mail address, username and the app registration; reset clears it and is audited', async () => {
    await registerApp(admin.customerNo, emma.id);
    const info = await api.send(contracts.loginInfo, { params: { userId: emma.id } }, { token: admin.token });
    expect(info.data).toEqual({
      name: 'User emma',
      mailAddress: 'emma@example.com',
      username: 'emma',
      appRegistration: { deviceName: 'Pixel 8', registeredAt: '2026-03-01T07:00:00.000Z' },
    });
    const reset = await api.send(contracts.resetApp, { params: { userId: emma.id } }, { token: admin.token });
    expect(reset.status).toBe(204);
    const after = await api.send(
      contracts.loginInfo,
      { params: { userId: emma.id } },
      { token: admin.token },
    );
    expect(after.data?.appRegistration).toBeNull();
    const audit = await api.send(auditContracts.list, { query: {} }, { token: admin.token });
    expect(audit.data?.items.map((entry) => entry.action)).toContain('user.resetApp');
  });

  it('needs user.edit to reset and user.show to look', async () => {
    const other = await createUserAndSignIn(api, admin, 'otto', ['employee']);
    expect(
      (await api.send(contracts.resetApp, { params: { userId: other.id } }, { token: emma.token })).status,
    ).toBe(403);
    expect(
      (await api.send(contracts.loginInfo, { params: { userId: other.id } }, { token: emma.token })).status,
    ).toBe(403);
    expect(
      (await api.send(contracts.resetApp, { params: { userId: randomUUID() } }, { token: admin.token }))
        .status,
    ).toBe(404);
  });
});

describe('the site of a unit', () => {
  async function create(name: string, parentId: string, unitType: 0 | 1 | 2 = 0): Promise<TUnit> {
    const answer = await api.send(
      unitContracts.create,
      { body: { name, unitType, parentId } },
      { token: admin.token },
    );
    if (!answer.data) throw new Error(`create ${name}: ${answer.status}`);
    return answer.data;
  }
  const siteOf = async (unitId: string) =>
    (await api.send(contracts.siteOfUnit, { params: { unitId } }, { token: emma.token })).data?.site?.name;

  it('is the nearest ancestor of type Site, or the unit itself when it is one', async () => {
    const [root] = (await api.send(unitContracts.list, {}, { token: admin.token })).data ?? [];
    if (!root) throw new Error('no root unit');
    const site = await create('Haus am Park', root.id, 1);
    const folder = await create('Pflege', site.id, 2);
    const team = await create('Wohnbereich 1', folder.id);
    const loose = await create('Verwaltung', root.id);
    expect(await siteOf(team.id)).toBe('Haus am Park');
    expect(await siteOf(site.id)).toBe('Haus am Park');
    // The company's root unit is a site itself.
    expect(await siteOf(loose.id)).toBe(root.name);
    const missing = await api.send(
      contracts.siteOfUnit,
      { params: { unitId: randomUUID() } },
      { token: admin.token },
    );
    expect(missing.status).toBe(404);
  });
});

describe('extra pay and wage types of a person (CHECKRATES)', () => {
  it("keeps ids of the tenant's rates and wage types with a version, and refuses others", async () => {
    const rate = await api.send(
      rateContracts.rateCreate,
      { body: { caption: 'Nachtzuschlag', days: 255, valueType: 0, value: 25, from: '20:00', to: '06:00' } },
      { token: admin.token },
    );
    const wage = await api.send(
      rateContracts.wageTypeCreate,
      { body: { caption: 'Urlaubsstunden', wageType: 5, calcType: 1, bookingKey: '1100' } },
      { token: admin.token },
    );
    const rateId = rate.data?.id ?? '';
    const wageId = wage.data?.id ?? '';
    const params = { userId: emma.id };
    const none = await api.send(userRateContracts.assignedRates, { params }, { token: admin.token });
    expect(none.data).toEqual({ ids: [], version: 0, companyDefault: true });
    const saved = await api.send(
      userRateContracts.saveAssignedRates,
      { params, body: { ids: [rateId], version: 0 } },
      { token: admin.token },
    );
    expect(saved.data).toEqual({ ids: [rateId], version: 1, companyDefault: false });
    const stale = await api.send(
      userRateContracts.saveAssignedRates,
      { params, body: { ids: [], version: 0 } },
      { token: admin.token },
    );
    expect(stale.status).toBe(409);
    // A wage type is no rate, and a rate no wage type.
    const wrongKind = await api.send(
      userRateContracts.saveAssignedRates,
      { params, body: { ids: [rateId, wageId], version: 1 } },
      { token: admin.token },
    );
    expect(wrongKind.status).toBe(400);
    const wages = await api.send(
      userRateContracts.saveAssignedWageTypes,
      { params, body: { ids: [wageId], version: 0 } },
      { token: admin.token },
    );
    expect(wages.data).toEqual({ ids: [wageId], version: 1, companyDefault: false });
    const read = await api.send(userRateContracts.assignedRates, { params }, { token: emma.token });
    expect(read.status).toBe(403);
    const twice = await api.call('PUT', `/api/users/${emma.id}/wage-types`, {
      token: admin.token,
      body: { ids: [wageId, wageId], version: 1 },
    });
    expect(twice.status).toBe(400);
  });
});
