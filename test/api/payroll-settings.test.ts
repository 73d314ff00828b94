/** Payroll settings per system (numbers, mappings, LuG field order, Sage template) and personnel numbers. */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { absenceTypeContracts } from '@app/shared/absence-types/absence-types.contracts';
import { costUnitContracts } from '@app/shared/payroll-data/cost-units.contracts';
import { rateContracts } from '@app/shared/payroll-data/rates.contracts';
import { payrollSettingsContracts as contracts } from '@app/shared/payroll/payroll-settings.contracts';
import { lugFields, sageColumns } from '@app/shared/payroll/payroll-settings';
import { roleContracts } from '@app/shared/roles/roles.contracts';
import { userContracts } from '@app/shared/users/users.contracts';
import { createUserAndSignIn, signUpTenant, testPassword, useTestApi, type TestTenant } from '../support/api';

const api = useTestApi();
let admin: TestTenant;
let other: TestTenant;
let wageTypeId: string;

async function person(tenant: TestTenant, username: string, displayName: string): Promise<string> {
  const roles = await api.send(roleContracts.list, {}, { token: tenant.token });
  const employee = roles.data.find((role) => role.key === 'employee')?.id ?? '';
  const created = await api.send(
    userContracts.create,
    {
      body: {
        username,
        displayName,
        email: `${username}@example.com`,
        password: testPassword,
        roleIds: [employee],
      },
    },
    { token: tenant.token },
  );
  if (!created.data) throw new Error(`user creation failed: ${created.status} ${created.error?.code}`);
  return created.data.id;
}

const issuesOf = (error: { details?: unknown } | undefined) =>
  (error?.details as { issues?: { path: string; messageKey?: string; message: string }[] } | undefined)
    ?.issues ?? [];

beforeAll(async () => {
  [admin, other] = await Promise.all([
    signUpTenant(api, { language: 'de' }),
    signUpTenant(api, { language: 'en' }),
  ]);
  const wageType = await api.send(
    rateContracts.wageTypeCreate,
    { body: { caption: 'Grundlohn', wageType: 6, calcType: 0, bookingKey: '1000' } },
    { token: admin.token },
  );
  wageTypeId = wageType.data?.id ?? '';
});

describe('payroll settings', () => {
  it('answer the defaults of every system never saved, with version 0 and empty numbers', async () => {
    const list = await api.send(contracts.payrollSettingsList, {}, { token: admin.token });
    expect(list.status).toBe(200);
    expect(list.data.map((settings) => settings.system)).toEqual(['lodas', 'lug', 'sage']);
    for (const settings of list.data) {
      expect(settings).toMatchObject({
        consultantNumber: '',
        clientNumber: '',
        version: 0,
        wageTypes: [],
        lodasAbsences: 'stammdaten',
        dayCountersWithoutLohnart: false,
        lugCalendar: 'both',
      });
      expect(settings.lugFieldOrder).toEqual([...lugFields]);
      expect(settings.sage).toMatchObject({
        separator: ';',
        decimalSeparator: ',',
        columns: [...sageColumns],
      });
    }
  });

  it('save one system at its version, read it back, and refuse a stale version', async () => {
    const costUnit = await api.send(
      costUnitContracts.costUnitCreate,
      { body: { code: 'WB1', name: 'Wohnbereich 1' } },
      { token: admin.token },
    );
    expect(costUnit.status).toBe(201);
    const absenceTypes = await api.send(absenceTypeContracts.list, { query: {} }, { token: admin.token });
    const leave = absenceTypes.data.find((type) => type.itemClass === 1);
    expect(leave).toBeDefined();
    const body = {
      consultantNumber: '1234567',
      clientNumber: '12345',
      wageTypes: [{ wageTypeId, lohnart: '2000', processingKey: '1' }],
      absenceKeys: [{ absenceTypeId: leave?.id ?? '', key: 'U' }],
      costCentres: [{ costUnitCode: 'WB1', costCentre: '4711' }],
      lugFieldOrder: [...lugFields].reverse(),
      version: 0,
    };
    const saved = await api.send(
      contracts.payrollSettingsSave,
      { params: { system: 'lug' }, body },
      { token: admin.token },
    );
    expect(saved.status).toBe(200);
    expect(saved.data).toMatchObject({ system: 'lug', consultantNumber: '1234567', version: 1 });

    const list = await api.send(contracts.payrollSettingsList, {}, { token: admin.token });
    const lug = list.data.find((settings) => settings.system === 'lug');
    expect(lug).toMatchObject({
      consultantNumber: '1234567',
      clientNumber: '12345',
      wageTypes: body.wageTypes,
      absenceKeys: body.absenceKeys,
      costCentres: body.costCentres,
      lugFieldOrder: body.lugFieldOrder,
      version: 1,
    });
    // The other systems are untouched.
    expect(list.data.find((settings) => settings.system === 'lodas')?.version).toBe(0);

    const stale = await api.send(
      contracts.payrollSettingsSave,
      { params: { system: 'lug' }, body: { ...body, clientNumber: '999' } },
      { token: admin.token },
    );
    expect(stale.status).toBe(409);
    expect(stale.error?.code).toBe('CONFLICT');

    const format = await api.send(contracts.payrollLugFormat, {}, { token: admin.token });
    expect(format.status).toBe(200);
    expect(format.data.fileName).toMatch(/\.ini$/i);
    expect(Buffer.from(format.data.contentBase64, 'base64').length).toBeGreaterThan(0);
  });

  it("refuse missing numbers with the spec's messages, and numbers over 50 characters", async () => {
    const missing = await api.send(
      contracts.payrollSettingsSave,
      { params: { system: 'lodas' }, body: { consultantNumber: ' ', clientNumber: '', version: 0 } },
      { token: admin.token, headers: { 'accept-language': 'de' } },
    );
    expect(missing.status).toBe(400);
    const issues = issuesOf(missing.error);
    expect(issues).toContainEqual(
      expect.objectContaining({
        path: 'body.consultantNumber',
        messageKey: 'payroll.consultantRequired',
        message: 'Bitte Beraternummer eingeben',
      }),
    );
    expect(issues).toContainEqual(
      expect.objectContaining({ path: 'body.clientNumber', messageKey: 'payroll.clientRequired' }),
    );
    const english = await api.send(
      contracts.payrollSettingsSave,
      { params: { system: 'lodas' }, body: { consultantNumber: '', clientNumber: '1', version: 0 } },
      { token: admin.token, headers: { 'accept-language': 'en' } },
    );
    expect(issuesOf(english.error)).toContainEqual(
      expect.objectContaining({ path: 'body.consultantNumber', message: 'Enter the consultant number' }),
    );
    const long = await api.send(
      contracts.payrollSettingsSave,
      {
        params: { system: 'lodas' },
        body: { consultantNumber: '1'.repeat(51), clientNumber: '1', version: 0 },
      },
      { token: admin.token },
    );
    expect(long.status).toBe(400);
    expect(issuesOf(long.error).map((issue) => issue.path)).toEqual(['body.consultantNumber']);
    const list = await api.send(contracts.payrollSettingsList, {}, { token: admin.token });
    expect(list.data.find((settings) => settings.system === 'lodas')?.version).toBe(0);
  });

  it("refuse mapping rows that name something the company does not have, at the row's path", async () => {
    const answer = await api.send(
      contracts.payrollSettingsSave,
      {
        params: { system: 'sage' },
        body: {
          consultantNumber: '1000',
          clientNumber: '1',
          wageTypes: [
            { wageTypeId, lohnart: '', processingKey: '' },
            { wageTypeId: randomUUID(), lohnart: '1', processingKey: '' },
          ],
          costCentres: [{ costUnitCode: 'NOPE', costCentre: '1' }],
          version: 0,
        },
      },
      { token: admin.token },
    );
    expect(answer.status).toBe(400);
    expect(issuesOf(answer.error).map((issue) => issue.path)).toEqual([
      'body.wageTypes.1.wageTypeId',
      'body.costCentres.0.costUnitCode',
    ]);
    // Another tenant's wage type is unknown here as well.
    const foreign = await api.send(
      contracts.payrollSettingsSave,
      {
        params: { system: 'sage' },
        body: {
          consultantNumber: '1000',
          clientNumber: '1',
          wageTypes: [{ wageTypeId, lohnart: '', processingKey: '' }],
          version: 0,
        },
      },
      { token: other.token },
    );
    expect(foreign.status).toBe(400);
  });

  it('refuse a mapping for a wage type the export cannot derive and LODAS reason codes of letters', async () => {
    const remaining = await api.send(
      rateContracts.wageTypeCreate,
      { body: { caption: 'Resturlaub', wageType: 8, calcType: 0, bookingKey: '1800' } },
      { token: admin.token },
    );
    expect(remaining.status).toBe(201);
    const types = await api.send(absenceTypeContracts.list, { query: {} }, { token: admin.token });
    const sick = types.data.find((type) => type.itemClass === 2);
    const special = types.data.find((type) => type.itemClass === 3);
    const body = {
      consultantNumber: '1234567',
      clientNumber: '12345',
      wageTypes: [{ wageTypeId: remaining.data?.id ?? '', lohnart: '1800', processingKey: '' }],
      absenceKeys: [
        { absenceTypeId: sick?.id ?? '', key: 'K' },
        { absenceTypeId: special?.id ?? '', key: '450' },
      ],
      version: 0,
    };
    const refused = await api.send(
      contracts.payrollSettingsSave,
      { params: { system: 'lodas' }, body },
      { token: admin.token },
    );
    expect(refused.status).toBe(400);
    expect(issuesOf(refused.error).map((issue) => [issue.path, issue.messageKey])).toEqual([
      ['body.absenceKeys.0.key', 'payroll.reasonCode'],
      ['body.wageTypes.0.wageTypeId', 'payroll.wageTypeNotExported'],
    ]);
    // LuG takes letters (its Ausfallschlüssel); LODAS its digits, the table of its Fehlzeiten and the counters.
    const lug = await api.send(
      contracts.payrollSettingsSave,
      { params: { system: 'lug' }, body: { ...body, wageTypes: [], version: 1, lugCalendar: 'days' } },
      { token: admin.token },
    );
    expect(lug.status, JSON.stringify(lug.error)).toBe(200);
    expect(lug.data.lugCalendar).toBe('days');
    const lodas = await api.send(
      contracts.payrollSettingsSave,
      {
        params: { system: 'lodas' },
        body: {
          ...body,
          wageTypes: [],
          absenceKeys: [{ absenceTypeId: sick?.id ?? '', key: '103' }],
          lodasAbsences: 'bewegungsdaten',
          dayCountersWithoutLohnart: true,
        },
      },
      { token: admin.token },
    );
    expect(lodas.status, JSON.stringify(lodas.error)).toBe(200);
    const list = await api.send(contracts.payrollSettingsList, {}, { token: admin.token });
    expect(list.data.find((settings) => settings.system === 'lodas')).toMatchObject({
      absenceKeys: [{ absenceTypeId: sick?.id, key: '103' }],
      lodasAbsences: 'bewegungsdaten',
      dayCountersWithoutLohnart: true,
      lugCalendar: 'both',
    });
  });

  it('are refused to a planner without payroll.export', async () => {
    const planner = await createUserAndSignIn(api, admin, 'planner.payroll', ['planner']);
    const answer = await api.send(contracts.payrollSettingsList, {}, { token: planner.token });
    expect(answer.status).toBe(403);
    const personnel = await api.send(contracts.personnelList, { query: {} }, { token: planner.token });
    expect(personnel.status).toBe(403);
  });
});

describe('personnel numbers', () => {
  let anna: string;
  let bert: string;

  beforeAll(async () => {
    anna = await person(admin, 'anna.pay', 'Anna Albers');
    bert = await person(admin, 'bert.pay', 'Bert Brandt');
  });

  it('list people by name, those without data too, and search by the beginning of a name', async () => {
    const page = await api.send(contracts.personnelList, { query: { limit: 100 } }, { token: admin.token });
    expect(page.status).toBe(200);
    const names = page.data.items.map((item) => item.displayName);
    expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(page.data.items.find((item) => item.userId === anna)).toMatchObject({
      personnelNumber: null,
      costCentre: '',
      version: 0,
    });
    const found = await api.send(
      contracts.personnelList,
      { query: { search: 'bert' } },
      { token: admin.token },
    );
    expect(found.data.items.map((item) => item.userId)).toEqual([bert]);
    const first = await api.send(contracts.personnelList, { query: { limit: 1 } }, { token: admin.token });
    expect(first.data.items).toHaveLength(1);
    expect(first.data.nextCursor).toBeTruthy();
  });

  it('save a number and a cost centre, refuse a taken number, and free a number when it changes', async () => {
    const saved = await api.send(
      contracts.personnelSave,
      { params: { userId: anna }, body: { personnelNumber: 101, costCentre: '4711', version: 0 } },
      { token: admin.token },
    );
    expect(saved.status).toBe(200);
    expect(saved.data).toMatchObject({ userId: anna, personnelNumber: 101, costCentre: '4711', version: 1 });

    const taken = await api.send(
      contracts.personnelSave,
      { params: { userId: bert }, body: { personnelNumber: 101, version: 0 } },
      { token: admin.token, headers: { 'accept-language': 'de' } },
    );
    expect(taken.status).toBe(409);
    expect(taken.error?.code).toBe('PERSONNEL_NUMBER_TAKEN');
    expect(taken.error?.message).toBe(
      'Eine andere Person des Unternehmens hat diese Personalnummer bereits.',
    );

    const stale = await api.send(
      contracts.personnelSave,
      { params: { userId: anna }, body: { personnelNumber: 102, version: 0 } },
      { token: admin.token },
    );
    expect(stale.status).toBe(409);
    expect(stale.error?.code).toBe('CONFLICT');

    const moved = await api.send(
      contracts.personnelSave,
      { params: { userId: anna }, body: { personnelNumber: 102, costCentre: '4711', version: 1 } },
      { token: admin.token },
    );
    expect(moved.data?.version).toBe(2);
    const freed = await api.send(
      contracts.personnelSave,
      { params: { userId: bert }, body: { personnelNumber: 101, version: 0 } },
      { token: admin.token },
    );
    expect(freed.status).toBe(200);
    // Anna keeps her own number when only the cost centre changes.
    const same = await api.send(
      contracts.personnelSave,
      { params: { userId: anna }, body: { personnelNumber: 102, costCentre: '', version: 2 } },
      { token: admin.token },
    );
    expect(same.status).toBe(200);

    const list = await api.send(contracts.personnelList, { query: { search: 'a' } }, { token: admin.token });
    expect(list.data.items.find((item) => item.userId === anna)).toMatchObject({
      personnelNumber: 102,
      costCentre: '',
      version: 3,
    });
  });

  it("refuse numbers outside DATEV's range and another tenant's person", async () => {
    for (const personnelNumber of [0, 100000]) {
      const answer = await api.send(
        contracts.personnelSave,
        { params: { userId: bert }, body: { personnelNumber, version: 1 } },
        { token: admin.token },
      );
      expect(answer.status).toBe(400);
      expect(issuesOf(answer.error)[0]).toMatchObject({
        path: 'body.personnelNumber',
        messageKey: 'payroll.personnelNumberRange',
      });
    }
    const foreign = await api.send(
      contracts.personnelSave,
      { params: { userId: bert }, body: { personnelNumber: 5, version: 0 } },
      { token: other.token },
    );
    expect(foreign.status).toBe(404);
  });
});
