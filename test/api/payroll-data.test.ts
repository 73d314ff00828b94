/** Cost units (code, name; by codes; exists), hourly rates (surcharges) and wage types. */
import { beforeAll, describe, expect, it } from 'vitest';
import { costUnitContracts as costUnits } from '@app/shared/payroll-data/cost-units.contracts';
import { rateContracts as rates } from '@app/shared/payroll-data/rates.contracts';
import { daysOf, rateDays } from '@app/shared/payroll-data/hourly-rate';
import { createUserAndSignIn, signUpTenant, useTestApi, type TestTenant } from '../support/api';

const api = useTestApi();
let admin: TestTenant;

beforeAll(async () => {
  admin = await signUpTenant(api, { language: 'de' });
});

describe('cost units', () => {
  it('are created by code, paged in code order, looked up by codes and checked for existence', async () => {
    for (const [code, name] of [
      ['2000', 'Küche'],
      ['1000', 'Pflege WB 1'],
      ['1010', 'Pflege WB 2'],
    ] as const) {
      const created = await api.send(
        costUnits.costUnitCreate,
        { body: { code, name } },
        { token: admin.token },
      );
      expect(created.status).toBe(201);
    }
    const first = await api.send(costUnits.costUnitList, { query: { limit: 2 } }, { token: admin.token });
    expect(first.data?.items.map((unit) => unit.code)).toEqual(['1000', '1010']);
    const cursor = first.data?.nextCursor;
    expect(cursor).toBeTruthy();
    const second = await api.send(
      costUnits.costUnitList,
      { query: { limit: 2, ...(cursor ? { cursor } : {}) } },
      { token: admin.token },
    );
    expect(second.data?.items.map((unit) => unit.code)).toEqual(['2000']);
    expect(second.data?.nextCursor).toBeUndefined();

    const byCodes = await api.send(
      costUnits.costUnitsByCodes,
      { body: { codes: ['2000', '9999', '1000', '2000'] } },
      { token: admin.token },
    );
    expect(byCodes.data?.map((unit) => [unit.code, unit.name])).toEqual([
      ['1000', 'Pflege WB 1'],
      ['2000', 'Küche'],
    ]);
    const exists = await api.send(
      costUnits.costUnitExists,
      { query: { code: '1010' } },
      { token: admin.token },
    );
    const missing = await api.send(
      costUnits.costUnitExists,
      { query: { code: '1011' } },
      { token: admin.token },
    );
    expect([exists.data, missing.data]).toEqual([true, false]);
  });

  it('refuse a taken code, a malformed code, an empty name and more than 100 codes', async () => {
    const taken = await api.send(
      costUnits.costUnitCreate,
      { body: { code: '1000', name: 'Doppelt' } },
      { token: admin.token, headers: { 'accept-language': 'de' } },
    );
    expect(taken.status).toBe(409);
    expect(taken.error?.code).toBe('COST_UNIT_CODE_TAKEN');
    expect(taken.error?.message).toBe('Eine Kostenstelle mit diesem Code gibt es bereits.');
    for (const body of [
      { code: 'mit leer', name: 'x' },
      { code: 'x'.repeat(21), name: 'x' },
      { code: '3000', name: '' },
    ]) {
      expect((await api.call('POST', '/api/cost-units', { token: admin.token, body })).status).toBe(400);
    }
    const tooMany = await api.call('POST', '/api/cost-units/by-codes', {
      token: admin.token,
      body: { codes: Array.from({ length: 101 }, (_, index) => String(index)) },
    });
    expect(tooMany.status).toBe(400);
  });

  it('are renamed with their version and deleted', async () => {
    const renamed = await api.send(
      costUnits.costUnitUpdate,
      { params: { code: '2000' }, body: { name: 'Küche und Hauswirtschaft', version: 1 } },
      { token: admin.token },
    );
    expect(renamed.data).toEqual({ code: '2000', name: 'Küche und Hauswirtschaft', version: 2 });
    const stale = await api.send(
      costUnits.costUnitDelete,
      { params: { code: '2000' }, query: { version: 1 } },
      { token: admin.token },
    );
    expect(stale.status).toBe(409);
    const deleted = await api.send(
      costUnits.costUnitDelete,
      { params: { code: '2000' }, query: { version: 2 } },
      { token: admin.token },
    );
    expect(deleted.status).toBe(204);
    const exists = await api.send(
      costUnits.costUnitExists,
      { query: { code: '2000' } },
      { token: admin.token },
    );
    expect(exists.data).toBe(false);
  });
});

describe('hourly rates and wage types', () => {
  it('keep the surcharges of a care home: night 25 %, Sunday 50 %, holiday 125 %', async () => {
    const night = await api.send(
      rates.rateCreate,
      { body: { caption: 'Nachtzuschlag', days: 255, valueType: 0, value: 25, from: '20:00', to: '06:00' } },
      { token: admin.token },
    );
    expect(night.data).toMatchObject({ calculationType: 1, from: '20:00', to: '06:00', enabled: true });
    await api.send(
      rates.rateCreate,
      { body: { caption: 'Sonntagszuschlag', days: rateDays.sunday, valueType: 0, value: 50 } },
      { token: admin.token },
    );
    await api.send(
      rates.rateCreate,
      {
        body: {
          caption: 'Feiertagszuschlag',
          days: rateDays.holiday,
          valueType: 0,
          value: 125,
          accountNumber: '1530',
        },
      },
      { token: admin.token },
    );
    const list = await api.send(rates.rateList, { query: { enabled: 'all' } }, { token: admin.token });
    expect(list.data?.map((rate) => [rate.caption, rate.value, daysOf(rate.days)])).toEqual([
      ['Feiertagszuschlag', 125, ['holiday']],
      [
        'Nachtzuschlag',
        25,
        ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'holiday'],
      ],
      ['Sonntagszuschlag', 50, ['sunday']],
    ]);
  });

  it('refuse rates without a day, with half a time window or an unknown type', async () => {
    for (const body of [
      { caption: 'x', days: 0, valueType: 0, value: 10 },
      { caption: 'x', days: 256, valueType: 0, value: 10 },
      { caption: 'x', days: 1, valueType: 0, value: 10, from: '22:00' },
      { caption: 'x', days: 1, valueType: 2, value: 10 },
      { caption: 'x', days: 1, valueType: 0, value: 10, calculationType: 4 },
      { caption: 'x', days: 1, valueType: 0, value: 10.001 },
    ]) {
      const answer = await api.call('POST', '/api/hourly-rates', { token: admin.token, body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
  });

  it('deactivate and delete a rate', async () => {
    const list = await api.send(rates.rateList, { query: { enabled: 'true' } }, { token: admin.token });
    const sunday = list.data?.find((rate) => rate.caption === 'Sonntagszuschlag');
    if (!sunday) throw new Error('no Sunday rate');
    const { id, version, ...fields } = sunday;
    const off = await api.send(
      rates.rateUpdate,
      { params: { hourlyRateId: id }, body: { ...fields, enabled: false, version } },
      { token: admin.token },
    );
    expect(off.data?.enabled).toBe(false);
    const enabled = await api.send(rates.rateList, { query: { enabled: 'true' } }, { token: admin.token });
    expect(enabled.data?.map((rate) => rate.id)).not.toContain(id);
    const deleted = await api.send(
      rates.rateDelete,
      { params: { hourlyRateId: id }, query: { version: version + 1 } },
      { token: admin.token },
    );
    expect(deleted.status).toBe(204);
  });

  it('keep wage types with booking key and account; a fixed value needs its amount', async () => {
    const holiday = await api.send(
      rates.wageTypeCreate,
      {
        body: {
          caption: 'Urlaubsstunden',
          wageType: 5,
          calcType: 1,
          bookingKey: '1100',
          bookingAccount: '6020',
        },
      },
      { token: admin.token },
    );
    expect(holiday.data).toMatchObject({ wageType: 5, calcType: 1, bookingKey: '1100', value: null });
    const noAmount = await api.call('POST', '/api/wage-types', {
      token: admin.token,
      body: { caption: 'Fahrgeld', wageType: 1, bookingKey: '3000' },
    });
    expect(noAmount.status).toBe(400);
    const fixed = await api.send(
      rates.wageTypeCreate,
      { body: { caption: 'Fahrgeld', wageType: 1, calcType: 0, bookingKey: '3000', value: 12.5 } },
      { token: admin.token },
    );
    expect(fixed.data?.value).toBe(12.5);
    for (const body of [
      { caption: 'x', wageType: 3, bookingKey: '1' },
      { caption: 'x', wageType: 6, bookingKey: '' },
      { caption: 'x', wageType: 6, bookingKey: '1', calcType: 2 },
    ]) {
      expect((await api.call('POST', '/api/wage-types', { token: admin.token, body })).status).toBe(400);
    }
    const list = await api.send(rates.wageTypeList, { query: { enabled: 'all' } }, { token: admin.token });
    expect(list.data?.map((wage) => wage.caption)).toEqual(['Fahrgeld', 'Urlaubsstunden']);
  });

  it('are read by everyone signed in and changed only with masterdata.edit', async () => {
    const employee = await createUserAndSignIn(api, admin, 'emil', ['employee']);
    expect(
      (await api.send(rates.rateList, { query: { enabled: 'true' } }, { token: employee.token })).status,
    ).toBe(200);
    const refused = await api.send(
      costUnits.costUnitCreate,
      { body: { code: '4000', name: 'Verwaltung' } },
      { token: employee.token },
    );
    expect(refused.status).toBe(403);
  });
});
