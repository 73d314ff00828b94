/**
 * The care home's year tables (issue 14), made through the year-table services as the office would: last year
 * created for all by the maintenance task, then edited for every active person: 30 days of leave (most of it taken before the demo's data, booked as a leave
 * special entry from the old system), opening balances, a carry-over that lapses after 31 March, then closed;
 * this year created for all from last year (carry-over and opening from its closing, the demo absences taken),
 * and one payout for Emma.
 */
import type { Caller } from '@app/functions/security/caller';

export async function seedDemoYearTables(admin: Caller): Promise<void> {
  const { now } = await import('@app/functions/clock');
  const { plainDateOf } = await import('@app/shared/time/tenant-time');
  const { UserRepository } = await import('@app/functions/directory/user.repository');
  const { YearTableRepository } = await import('@app/functions/time/year-table.repository');
  const { saveYearTable } = await import('@app/functions/year-tables/year-table.service');
  const { saveSpecialEntry } = await import('@app/functions/year-tables/special-entry.service');
  const { runYearMaintenance } = await import('@app/functions/year-tables/year-maintenance.job');
  const { inParallel } = await import('@app/functions/year-tables/year-maintenance.reads');

  const year = Number(plainDateOf(now(), admin.tenantRecord.timeZone).slice(0, 4));
  const last = year - 1;
  const people = (await new UserRepository(admin.tenant).list()).filter((person) => person.active);
  const emma = people.find((person) => person.username === 'employee');
  if (!emma) return;
  // Seeded once: a second run finds Emma's year and leaves everything as it is.
  const repository = new YearTableRepository(admin.tenant);
  if (await repository.year(emma.id, year)) return;

  const place = admin.tenantRecord;
  const progress = () => Promise.resolve();
  const actor = { id: admin.user.id, name: admin.user.username };
  // Last year for everyone through the task's batch path: it values each unit's months once instead of every
  // person's twelve months one by one.
  await runYearMaintenance({
    tenant: admin.tenant,
    place,
    input: { year: last, command: 'create', actor },
    progress,
  });
  // Each person's edits are independent of everyone else's: side by side, a few at a time.
  await inParallel([...people.entries()], 8, async ([index, person]) => {
    const created = await repository.year(person.id, last);
    if (!created) throw new Error(`The demo year ${String(last)} of ${person.username} is missing`);
    await saveYearTable(admin, {
      id: created.id,
      entitlementDays: 30,
      carryOverOverrideDays: null,
      carryOverExpiresOn: `${String(last)}-03-31`,
      // Balances from -2 to +6 hours: some came with overtime, some owe a little.
      openingMinutes: ((index % 5) - 1) * 120,
      payoutMinutes: 0,
      version: created.version,
    });
    await saveSpecialEntry(admin, {
      userId: person.id,
      year: last,
      entry: {
        account: 'leave',
        date: `${String(last)}-12-31`,
        // 2 to 5 days left over.
        value: -(25 + (index % 4)),
        note: 'Urlaub laut Altsystem',
      },
    });
  });
  await runYearMaintenance({
    tenant: admin.tenant,
    place,
    input: { year: last, command: 'close', actor },
    progress,
  });
  await runYearMaintenance({
    tenant: admin.tenant,
    place,
    input: { year, command: 'create', actor },
    progress,
  });
  await saveSpecialEntry(admin, {
    userId: emma.id,
    year,
    entry: { account: 'payout', date: `${String(year)}-01-31`, value: 240, note: 'Auszahlung Überstunden' },
  });
}
