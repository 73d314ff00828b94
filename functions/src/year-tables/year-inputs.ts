/**
 * What a year's calculation reads besides the table (docs/time.md "Year tables"): the person's month summaries
 * (12 Q gsi1; a month up to today's without one is valued first), their leave absences of the year (1 Q gsi1), the public holidays of their unit's region (1 Q),
 * their special entries (1 Q) and initial tracking data (1 G). The maintenance task reads the same per unit
 * instead (year-maintenance.reads.ts).
 */
import { addDays, addMonths, plainDateOf } from '@app/shared/time/tenant-time';
import type { TMonthSummary } from '@app/shared/time-tracking/month-summary';
import { calculateYear, emptyMonths, type YearInputs } from '@app/shared/year-tables/year-calculation';
import type { HolidayDay } from '@app/shared/year-tables/leave-days';
import type { TTrackingInit, TYearTable } from '@app/shared/year-tables/year-table';
import type { Caller } from '../security/caller';
import type { TenantContext } from '../tenancy/tenant-context';
import { now } from '../clock';
import { AbsenceRepository } from '../absences/absence.repository';
import { HolidayRepository } from '../holidays/holiday.repository';
import { UnitRepository } from '../units/unit.repository';
import type { User } from '../directory/user.repository';
import { monthSummariesOfUser } from '../time/month-summary.repository';
import { valuePersonMonth, type TenantPlace } from '../time/valuation.service';
import { YearTableRepository, type NewYearTable } from '../time/year-table.repository';

/** An absence lasts at most this long (as the absence pages read): one Query finds those begun last year. */
const longestAbsenceDays = 385;

export const todayOf = (caller: Pick<Caller, 'tenantRecord'>) =>
  plainDateOf(now(), caller.tenantRecord.timeZone);

export type { TenantPlace };

export async function holidaysOf(
  tenant: TenantContext,
  place: TenantPlace,
  region: string | null,
  year: number,
): Promise<HolidayDay[]> {
  const { holidays } = await new HolidayRepository(tenant).regionDays(
    place.country,
    region,
    `${String(year)}-01-01`,
    `${String(year)}-12-31`,
  );
  return holidays.map((holiday) => ({ date: holiday.date, halfDay: holiday.halfDay ?? false }));
}

/**
 * The person's month summaries of the year; a month up to today's without one, and today's month itself, is
 * valued (and stored) first, in order, because each month opens with the balance of the months before.
 */
async function valuedMonthsOf(
  tenant: TenantContext,
  person: Pick<User, 'id'>,
  year: number,
  today: string,
): Promise<TMonthSummary[]> {
  const stored = await monthSummariesOfUser(tenant, person.id, year);
  const byMonth = new Map(stored.map((summary) => [summary.month, summary]));
  for (
    let month = `${String(year)}-01`;
    month <= today.slice(0, 7) && month.startsWith(String(year));
    month = addMonths(month, 1)
  ) {
    // The current month always live: bookings of today are in no stored summary yet (docs/time.md, "One balance").
    if (!byMonth.has(month) || month === today.slice(0, 7))
      byMonth.set(month, (await valuePersonMonth(tenant, person.id, month)).summary);
  }
  return [...byMonth.values()];
}

/** Everything one person's year is calculated from. */
export async function personYearInputs(
  caller: Pick<Caller, 'tenant' | 'tenantRecord'>,
  person: Pick<User, 'id' | 'unitId'>,
  year: number,
): Promise<YearInputs> {
  const { tenant, tenantRecord } = caller;
  const first = `${String(year)}-01-01`;
  const repository = new YearTableRepository(tenant);
  const [summaries, absences, units, specials, init] = await Promise.all([
    valuedMonthsOf(tenant, person, year, todayOf(caller)),
    new AbsenceRepository(tenant).ofPerson(
      person.id,
      first,
      `${String(year)}-12-31`,
      addDays(first, -longestAbsenceDays),
    ),
    person.unitId ? new UnitRepository(tenant).list() : Promise.resolve([]),
    repository.specialsOf(person.id, year),
    repository.trackingInit(person.id),
  ]);
  const unit = units.find((candidate) => candidate.id === person.unitId);
  const holidays = await holidaysOf(
    tenant,
    tenantRecord,
    unit?.holidayRegion ?? tenantRecord.region ?? null,
    year,
  );
  return {
    today: todayOf(caller),
    summaries,
    absences,
    holidays,
    specials,
    trackingStart: init?.startDate ?? null,
  };
}

/** A new year's table: carry-over and opening from the year before's closing, else from the initial data. */
export function newYearTable(
  userId: string,
  year: number,
  previous: TYearTable | undefined,
  init: TTrackingInit | undefined,
): NewYearTable {
  const expiry = previous?.leave.carryOverExpiresOn;
  return {
    userId,
    year,
    leave: {
      entitlementDays: previous?.leave.entitlementDays ?? 0,
      carryOverDays: previous ? previous.leave.remainingDays : (init?.openingLeaveDays ?? 0),
      carryOverOverrideDays: null,
      // The same day of the year as the year before's expiry (31 March stays 31 March).
      carryOverExpiresOn: expiry ? `${String(year)}${expiry.slice(4)}` : null,
      lapsedDays: 0,
      takenDays: 0,
      plannedDays: 0,
      specialDays: 0,
      remainingDays: 0,
    },
    timeAccount: {
      openingMinutes: previous ? previous.timeAccount.closingMinutes : (init?.openingMinutes ?? 0),
      overtimeMinutes: 0,
      payoutMinutes: 0,
      specialMinutes: 0,
      specialPayoutMinutes: 0,
      closingMinutes: 0,
    },
    months: emptyMonths(),
    closed: false,
    calculatedAt: null,
  };
}

/**
 * The table recalculated: the carry-over follows the year before's remaining when that year exists (the override
 * still wins); the opening minutes stay as created or edited.
 */
export function recalculated(
  table: NewYearTable,
  previous: TYearTable | undefined,
  inputs: YearInputs,
  at: string,
): NewYearTable {
  const leaveBase = previous ? { ...table.leave, carryOverDays: previous.leave.remainingDays } : table.leave;
  const result = calculateYear({ ...table, leave: leaveBase }, inputs);
  return { ...table, ...result, calculatedAt: at };
}
