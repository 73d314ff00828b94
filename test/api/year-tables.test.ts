/**
 * Year tables (issue 14): a year's leave and time account hand-computed (30 entitlement, 22 taken, 8 carried into
 * the next year; the opening balance from the year before's closing), the month summaries summed by a
 * recalculation, special entries, years only from 2000 to 2100 and once, a closed year refusing edits, the
 * maintenance for all people as an idempotent task, permissions and isolation.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { absenceTypeContracts } from '@app/shared/absence-types/absence-types.contracts';
import { absenceContracts as absences } from '@app/shared/absences/absences.contracts';
import { unitContracts } from '@app/shared/units/units.contracts';
import { userUnitContracts } from '@app/shared/users/user-units.contracts';
import { yearTableContracts as years } from '@app/shared/year-tables/year-tables.contracts';
import type { TMonthSummary } from '@app/shared/time-tracking/month-summary';
import { putMonthSummaries } from '@app/functions/time/month-summary.repository';
import { createUserAndSignIn, signUpTenant, useTestApi, type TestTenant } from '../support/api';
import { present } from '../support/present';
import { waitForTask } from '../support/tasks';

const api = useTestApi();
type Person = { id: string; token: string; version: number };
let admin: TestTenant;
let stranger: TestTenant;
let anna: Person;
let ben: Person;
let rootId: string;
let leaveTypeId: string;

async function placeIn(person: Person): Promise<void> {
  const moved = await api.send(
    userUnitContracts.move,
    { params: { userId: person.id }, body: { unitId: rootId, version: person.version } },
    { token: admin.token },
  );
  person.version = present(moved.data).version;
}

beforeAll(async () => {
  admin = await signUpTenant(api, { language: 'en' });
  stranger = await signUpTenant(api);
  rootId = present((await api.send(unitContracts.list, {}, { token: admin.token })).data[0]).id;
  leaveTypeId = present(
    (
      await api.send(
        absenceTypeContracts.create,
        {
          body: {
            caption: { de: 'Urlaub', en: 'Leave' },
            shortName: 'U',
            itemClass: 1,
            backColor: '#00aa00',
          },
        },
        { token: admin.token },
      )
    ).data,
  ).id;
  anna = await createUserAndSignIn(api, admin, 'anna', ['employee']);
  ben = await createUserAndSignIn(api, admin, 'ben', ['employee']);
  await placeIn(anna);
  await placeIn(ben);
});

const leave = async (userId: string, begin: string, end: string, state?: 3) => {
  const created = await api.send(
    absences.create,
    { body: { absenceTypeId: leaveTypeId, userId, begin, end, ...(state ? { state } : {}) } },
    { token: state ? admin.token : anna.token },
  );
  expect(created.status, JSON.stringify(created.error)).toBe(201);
};
const view = async (userId: string, year: number, token = admin.token) =>
  present((await api.send(years.getYearTable, { query: { userId, year: String(year) } }, { token })).data);
const summary = (userId: string, month: string, difference: number): TMonthSummary => ({
  userId,
  unitId: rootId,
  month,
  target: 9600,
  actual: 9600 + difference,
  absence: 0,
  pause: 0,
  difference,
  overtime: 0,
  overtimeWaiting: 0,
  opening: 0,
  closing: difference,
  confirmedThrough: null,
  valuedAt: '2031-12-01T00:00:00.000Z',
});
const command = async (year: number, value: 0 | 1 | 2 | 3 | 4, confirmation?: number) => {
  const started = await api.send(
    years.maintenanceCommand,
    { body: { year, command: value, ...(confirmation ? { confirmation } : {}) } },
    { token: admin.token },
  );
  expect(started.status, JSON.stringify(started.error)).toBe(202);
  const task = await waitForTask(api, present(started.data).progressId, admin.token);
  expect(task.succeeded, JSON.stringify(task.log)).toBe(true);
  return task;
};

describe('a year table', () => {
  it('counts 22 of 30 days taken, sums the month summaries and carries 8 days and the closing into the next year', async () => {
    const created = await api.send(
      years.createYear,
      { body: { userId: anna.id, year: 2031 } },
      { token: admin.token },
    );
    expect(created.status, JSON.stringify(created.error)).toBe(201);
    const table = present(created.data);
    expect(table.id).toBe(`${anna.id}.2031`);

    // 3 to 28 March 2031: four weeks Monday to Friday (20 days); 9 and 10 September: 2 more.
    await leave(anna.id, '2031-03-03', '2031-03-28', 3);
    await leave(anna.id, '2031-09-09', '2031-09-10', 3);
    // Requested by Anna herself: planned, not deducted.
    await leave(anna.id, '2031-08-04', '2031-08-08');
    await putMonthSummaries({ customerNo: admin.customerNo, userSub: 'test', username: 'test' }, [
      summary(anna.id, '2031-01', 90),
      summary(anna.id, '2031-02', -30),
    ]);

    const saved = await api.send(
      years.saveYearTable,
      {
        body: {
          id: table.id,
          entitlementDays: 30,
          carryOverOverrideDays: null,
          carryOverExpiresOn: null,
          openingMinutes: 120,
          payoutMinutes: 0,
          version: table.version,
        },
      },
      { token: admin.token },
    );
    expect(saved.status, JSON.stringify(saved.error)).toBe(200);
    expect(present(saved.data).leave).toMatchObject({
      entitlementDays: 30,
      takenDays: 22,
      plannedDays: 5,
      remainingDays: 8,
    });
    expect(present(saved.data).timeAccount).toMatchObject({
      openingMinutes: 120,
      overtimeMinutes: 60,
      closingMinutes: 180,
    });
    expect(present(saved.data).months[0]).toMatchObject({ month: 1, differenceMinutes: 90 });
    expect(present(saved.data).months[2]).toMatchObject({ month: 3, leaveDays: 20 });

    // A payout of 30 minutes lowers the closing.
    const payout = await api.send(
      years.saveSpecialEntry,
      {
        body: {
          userId: anna.id,
          year: 2031,
          entry: { account: 'payout', date: '2031-12-31', value: 30, note: 'Paid out' },
        },
      },
      { token: admin.token },
    );
    expect(payout.status, JSON.stringify(payout.error)).toBe(200);
    const after = await view(anna.id, 2031);
    expect(after.table?.timeAccount.closingMinutes).toBe(150);
    expect(after.specials.map((entry) => entry.note)).toEqual(['Paid out']);

    // A summary written later is summed by a recalculation.
    await putMonthSummaries({ customerNo: admin.customerNo, userSub: 'test', username: 'test' }, [
      summary(anna.id, '2031-05', 45),
    ]);
    const recalculated = await api.send(
      years.requestCalculation,
      { body: { userId: anna.id, year: 2031 } },
      { token: admin.token },
    );
    expect(present(recalculated.data).timeAccount).toMatchObject({
      overtimeMinutes: 105,
      closingMinutes: 195,
    });

    const next = await api.send(
      years.createYear,
      { body: { userId: anna.id, year: 2032 } },
      { token: admin.token },
    );
    expect(next.status).toBe(201);
    expect(present(next.data).leave).toMatchObject({
      entitlementDays: 30,
      carryOverDays: 8,
      remainingDays: 38,
    });
    expect(present(next.data).timeAccount.openingMinutes).toBe(195);
    expect((await view(anna.id, 2032)).years).toEqual([2031, 2032]);
  });

  it('is created only from 2000 to 2100 and only once', async () => {
    for (const year of [1999, 2101]) {
      const refused = await api.send(
        years.createYear,
        { body: { userId: ben.id, year } },
        { token: admin.token },
      );
      expect(refused.status).toBe(400);
    }
    const first = await api.send(
      years.createYear,
      { body: { userId: ben.id, year: 2100 } },
      { token: admin.token },
    );
    expect(first.status).toBe(201);
    const again = await api.send(
      years.createYear,
      { body: { userId: ben.id, year: 2100 } },
      { token: admin.token },
    );
    expect(again.status).toBe(409);
    expect(again.error?.code).toBe('YEAR_EXISTS');
    const suggested = await api.send(
      years.suggestNextYear,
      { query: { userId: ben.id } },
      { token: admin.token },
    );
    expect(present(suggested.data).year).toBe(2100);
  });
});

describe('the initial tracking data', () => {
  it('starts the first year with the balances brought from before and counts months from the start', async () => {
    const saved = await api.send(
      years.saveTrackingInit,
      {
        params: { userId: ben.id },
        body: { startDate: '2033-04-01', openingMinutes: 300, openingLeaveDays: 3.5, version: null },
      },
      { token: admin.token },
    );
    expect(saved.status, JSON.stringify(saved.error)).toBe(200);
    const stale = await api.send(
      years.saveTrackingInit,
      {
        params: { userId: ben.id },
        body: { startDate: '2033-04-01', openingMinutes: 0, openingLeaveDays: 0, version: null },
      },
      { token: admin.token },
    );
    expect(stale.status).toBe(409);
    const created = await api.send(
      years.createYear,
      { body: { userId: ben.id, year: 2033 } },
      { token: admin.token },
    );
    expect(present(created.data).leave).toMatchObject({ carryOverDays: 3.5, remainingDays: 3.5 });
    expect(present(created.data).timeAccount).toMatchObject({ openingMinutes: 300, closingMinutes: 300 });
    // Months before the start do not count.
    await putMonthSummaries({ customerNo: admin.customerNo, userSub: 'test', username: 'test' }, [
      summary(ben.id, '2033-02', 600),
      summary(ben.id, '2033-04', 30),
    ]);
    const recalculated = await api.send(
      years.requestCalculation,
      { body: { userId: ben.id, year: 2033 } },
      { token: admin.token },
    );
    expect(present(recalculated.data).timeAccount).toMatchObject({
      overtimeMinutes: 30,
      closingMinutes: 330,
    });
    expect((await view(ben.id, 2033, admin.token)).trackingInit).toMatchObject({ startDate: '2033-04-01' });
  });
});

describe('the maintenance of all people', () => {
  it('creates a year for every active person once, closes it, and a closed year refuses edits', async () => {
    const started = await api.send(
      years.maintenanceCreateNewYear,
      { body: { year: 2035 } },
      { token: admin.token },
    );
    expect(started.status).toBe(202);
    const created = await waitForTask(api, present(started.data).progressId, admin.token);
    expect(created.result).toMatchObject({ written: 3 });
    for (const person of [anna.id, ben.id]) expect((await view(person, 2035)).table).not.toBeNull();
    const repeated = await api.send(
      years.maintenanceCreateNewYear,
      { body: { year: 2035 } },
      { token: admin.token },
    );
    const again = await waitForTask(api, present(repeated.data).progressId, admin.token);
    expect(again.result).toMatchObject({ written: 0 });

    const closed = await command(2035, 1);
    expect(closed.result).toMatchObject({ written: 3 });
    const table = present((await view(anna.id, 2035)).table);
    expect(table.closed).toBe(true);
    const edit = await api.send(
      years.saveYearTable,
      {
        body: {
          id: table.id,
          entitlementDays: 31,
          carryOverOverrideDays: null,
          carryOverExpiresOn: null,
          openingMinutes: 0,
          payoutMinutes: 0,
          version: table.version,
        },
      },
      { token: admin.token },
    );
    expect(edit.error?.code).toBe('YEAR_CLOSED');
    const recalc = await api.send(
      years.requestCalculation,
      { body: { userId: anna.id, year: 2035 } },
      { token: admin.token },
    );
    expect(recalc.error?.code).toBe('YEAR_CLOSED');
    const special = await api.send(
      years.saveSpecialEntry,
      {
        body: {
          userId: anna.id,
          year: 2035,
          entry: { account: 'leave', date: '2035-05-01', value: 1, note: '' },
        },
      },
      { token: admin.token },
    );
    expect(special.error?.code).toBe('YEAR_CLOSED');
    // Deleting all is typed out; a closed year is skipped.
    const untyped = await api.send(
      years.maintenanceCommand,
      { body: { year: 2035, command: 3 } },
      { token: admin.token },
    );
    expect(untyped.status).toBe(400);
    expect((await command(2035, 3, 2035)).result).toMatchObject({ written: 0, skipped: 3 });
    await command(2035, 0);
    expect((await command(2035, 3, 2035)).result).toMatchObject({ written: 3 });
    expect((await view(anna.id, 2035)).table).toBeNull();
  });
});

describe('who sees and changes year tables', () => {
  it('lets an employee read their own table only, and no other tenant at all', async () => {
    const own = await view(anna.id, 2031, anna.token);
    expect(own.table?.leave.remainingDays).toBe(8);
    expect(own.editable).toBe(false);
    const others = await api.send(
      years.getYearTable,
      { query: { userId: ben.id, year: '2031' } },
      { token: anna.token },
    );
    expect(others.status).toBe(403);
    const edit = await api.send(
      years.createYear,
      { body: { userId: anna.id, year: 2040 } },
      { token: anna.token },
    );
    expect(edit.status).toBe(403);
    const account = await api.send(
      years.vacationAccount,
      { params: { userId: anna.id } },
      { token: anna.token },
    );
    // No table for the current year yet: the figures a calculation would give.
    expect(present(account.data)).toMatchObject({ userId: anna.id, stored: false, takenDays: 0 });
    const foreign = await api.send(
      years.getYearTable,
      { query: { userId: anna.id, year: '2031' } },
      { token: stranger.token },
    );
    expect(foreign.status).toBe(404);
  });
});
