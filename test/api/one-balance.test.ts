/**
 * One balance (issue 30): the time account and the remaining leave are the same figure wherever a person reads
 * them: Soll/Ist's balance at the end of the month, the year account and the vacation account (the absences page,
 * a new leave request and the home page show the last). Special entries count in Soll/Ist as in the year account,
 * and a booking or an approved leave shows in the year account at once, without a recalculation.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { absenceTypeContracts } from '@app/shared/absence-types/absence-types.contracts';
import { absenceContracts as absences } from '@app/shared/absences/absences.contracts';
import { timeContracts as time } from '@app/shared/time-tracking/time.contracts';
import { trackingContracts as tracking } from '@app/shared/time-tracking/tracking.contracts';
import { addDays, plainDateOf } from '@app/shared/time/tenant-time';
import { yearTableContracts as years } from '@app/shared/year-tables/year-tables.contracts';
import { signUpTenant, useTestApi, type TestTenant } from '../support/api';
import { present } from '../support/present';
import { trackedPerson, type TrackedPerson } from '../support/time';

const api = useTestApi();
let admin: TestTenant;
let lea: TrackedPerson;
const today = plainDateOf(new Date(), 'Europe/Berlin');
const year = Number(today.slice(0, 4));
const month = today.slice(0, 7);
const firstOfMonth = `${month}-01`;

/** The three places a person reads their time account, and the two their remaining leave. */
async function balances(who: TrackedPerson) {
  const [soll, table, account] = await Promise.all([
    api.send(tracking.targetActual, { query: { userId: who.id, month } }, { token: who.token }),
    api.send(years.getYearTable, { query: { userId: who.id, year: String(year) } }, { token: who.token }),
    api.send(years.vacationAccount, { params: { userId: who.id } }, { token: who.token }),
  ]);
  const yearTable = present(present(table.data).table);
  return {
    soll: present(soll.data).totals,
    yearClosing: yearTable.timeAccount.closingMinutes,
    yearRemaining: yearTable.leave.remainingDays,
    account: present(account.data),
  };
}

beforeAll(async () => {
  admin = await signUpTenant(api, { language: 'en' });
  lea = await trackedPerson(api, admin, 'lea', `${String(year)}-01-01`);
  const created = await api.send(
    years.createYear,
    { body: { userId: lea.id, year } },
    { token: admin.token },
  );
  expect(created.status).toBe(201);
  const saved = await api.send(
    years.saveYearTable,
    {
      body: {
        id: present(created.data).id,
        version: present(created.data).version,
        entitlementDays: 30,
        carryOverOverrideDays: null,
        carryOverExpiresOn: null,
        openingMinutes: 600,
        payoutMinutes: 0,
      },
    },
    { token: admin.token },
  );
  expect(saved.status, JSON.stringify(saved.error)).toBe(200);
});

describe('one balance', () => {
  it('is the same in Soll/Ist, the year account and the vacation account, special entries included', async () => {
    const special = (account: 'time' | 'payout', date: string, value: number) =>
      api.send(
        years.saveSpecialEntry,
        { body: { userId: lea.id, year, entry: { account, date, value, note: account } } },
        { token: admin.token },
      );
    // Two hours credited on 2 January, one paid out on the first of this month.
    expect((await special('time', `${String(year)}-01-02`, 120)).status).toBe(200);
    expect((await special('payout', firstOfMonth, 60)).status).toBe(200);
    const before = await balances(lea);
    expect(before.soll.specials).toBe(month === `${String(year)}-01` ? 60 : -60);
    expect(before.soll.closing).toBe(before.yearClosing);
    expect(before.account.timeAccountMinutes).toBe(before.yearClosing);
    expect(before.account.remainingDays).toBe(before.yearRemaining);

    // A booking of today's month shows in the year account without anyone recalculating it.
    const booked = await api.send(
      time.saveBooking,
      { body: { userId: lea.id, day: firstOfMonth, begin: '08:00', end: '12:00', pauses: [] } },
      { token: admin.token },
    );
    expect(booked.status).toBe(200);
    const after = await balances(lea);
    expect(after.yearClosing).toBe(before.yearClosing + 240);
    expect(after.soll.closing).toBe(after.yearClosing);
    expect(after.account.timeAccountMinutes).toBe(after.yearClosing);
  });

  it('counts approved leave at once in the year account, the vacation account and the month', async () => {
    const leaveType = present(
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
    // A working day ahead (Monday to Friday), so that the leave costs one day.
    let day = addDays(today, 7);
    while ([0, 6].includes(new Date(`${day}T12:00:00Z`).getUTCDay())) day = addDays(day, 1);
    if (!day.startsWith(String(year))) return; // the last days of December: next year's leave
    const before = await balances(lea);
    const created = await api.send(
      absences.create,
      { body: { absenceTypeId: leaveType, userId: lea.id, begin: day, end: day, state: 3 } },
      { token: admin.token },
    );
    expect(created.status, JSON.stringify(created.error)).toBe(201);
    const after = await balances(lea);
    expect(after.yearRemaining).toBe(before.yearRemaining - 1);
    expect(after.account.remainingDays).toBe(after.yearRemaining);
    expect(after.account.takenDays).toBe(before.account.takenDays + 1);
  });

  it("recalculates a person's time account: creates this year when missing, and stores what the account shows", async () => {
    const tom = await trackedPerson(api, admin, 'tom', `${String(year)}-01-01`);
    const first = await api.send(
      years.recalculateTimeAccount,
      { body: { userId: tom.id } },
      { token: admin.token },
    );
    expect(first.status, JSON.stringify(first.error)).toBe(200);
    expect(present(first.data)).toMatchObject({ year, version: 1 });
    const again = await api.send(
      years.recalculateTimeAccount,
      { body: { userId: tom.id } },
      { token: admin.token },
    );
    expect(present(again.data).version).toBe(2);
    const shown = await balances(tom);
    expect(present(again.data).timeAccount.closingMinutes).toBe(shown.yearClosing);
    // An employee may not recalculate, not even their own.
    const own = await api.send(
      years.recalculateTimeAccount,
      { body: { userId: tom.id } },
      { token: tom.token },
    );
    expect(own.status).toBe(403);
  });
});
