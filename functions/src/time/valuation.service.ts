/**
 * The valuation of time tracking for a person's month or a whole unit's month (docs/time.md "Target and actual,
 * confirmation"): loads the plan, bookings, approved absences, working-time model, absence overrides, holidays,
 * rules and hourly rates, values every day (valuation-day.ts) and writes the month summaries that changed.
 *
 * A person's month reads their month views (gsi1); a unit's month reads the unit's partitions once for all
 * members (the bench path `time.monthValuationMs`).
 */
import * as z from 'zod';
import { ZWorkingTimePeriod } from '@app/shared/users/working-time';
import type { TMonthSummary } from '@app/shared/time-tracking/month-summary';
import { addDays, addMonths, plainDateOf } from '@app/shared/time/tenant-time';
import type { TenantContext } from '../tenancy/tenant-context';
import { now } from '../clock';
import { CalendarReadsRepository } from '../calendar/calendar-reads.repository';
import { PlanRepository } from '../calendar/plan.repository';
import { AbsenceTypeRepository } from '../absence-types/absence-type.repository';
import { PayrollDataRepository } from '../payroll-data/payroll-data.repository';
import { HolidayRepository } from '../holidays/holiday.repository';
import { TenantRepository, type Tenant } from '../directory/tenant.repository';
import { UnitRepository } from '../units/unit.repository';
import { UserRepository, type User } from '../directory/user.repository';
import { UserPlanningRepository } from '../directory/user-planning.repository';
import { UserRatesRepository } from '../directory/user-rates.repository';
import { specialMinutesBetween } from '@app/shared/year-tables/year-calculation';
import { specialEntriesOf, trackingInitOf, yearTableOf, YearTableRepository } from './year-table.repository';
import { BookingRepository } from './booking.repository';
import { DayRecordRepository } from './day-record.repository';
import { monthSummariesOfUnit, monthSummaryOfUser, putMonthSummaries } from './month-summary.repository';
import { unitsOf } from './booking-support';
import { daysOfMonth, standbyPayOf, type PersonInputs, type ValuationWorld } from './valuation-day';
import { monthOf, type PersonMonth } from './valuation-month';

export type { PersonMonth } from './valuation-month';

/** The periods of a model read with the calendar's loose reader (BatchGet), checked before they are valued. */
const ZStoredPeriods = z.array(ZWorkingTimePeriod);

/** What the valuation needs of the tenant record (a caller has it already; a job reads it). */
export type TenantPlace = Pick<Tenant, 'country' | 'region' | 'timeZone'>;

const lastDayOf = (month: string) => daysOfMonth(month).at(-1) ?? `${month}-28`;

/** The world of one valuation: 1 G tenant + catalogue + absence types + rates + 1 Q holidays of the region. */
export async function loadWorld(
  tenant: TenantContext,
  unitId: string | null,
  month: string,
  known?: TenantPlace,
): Promise<ValuationWorld> {
  const [tenantRecord, catalogue, types, rates, unit] = await Promise.all([
    known ?? new TenantRepository(tenant).get(),
    new CalendarReadsRepository(tenant).catalogue(),
    new AbsenceTypeRepository(tenant).list(),
    new PayrollDataRepository(tenant).rateList(),
    unitId ? new UnitRepository(tenant).get(unitId) : Promise.resolve(undefined),
  ]);
  if (!tenantRecord) throw new Error('The tenant of the valuation is gone');
  const from = `${month}-01`;
  const to = addDays(lastDayOf(month), 1);
  const holidays = await new HolidayRepository(tenant).regionDays(
    tenantRecord.country,
    unit?.holidayRegion ?? tenantRecord.region,
    from,
    to,
  );
  return {
    timeZone: tenantRecord.timeZone,
    rules: catalogue.rules ?? [],
    rates,
    absenceTypes: new Map(
      types.map((type) => [
        type.id,
        {
          id: type.id,
          itemClass: type.itemClass,
          ruleCalcActualHours: type.ruleCalcActualHours,
          ruleCalcValue: type.ruleCalcValue,
        },
      ]),
    ),
    holidays: holidays.holidays.map((holiday) => holiday.date),
    holidayNames: new Map(holidays.holidays.map((holiday) => [holiday.date, holiday.name])),
    today: plainDateOf(now(), tenantRecord.timeZone),
    standby: standbyPayOf(catalogue.standbyRules, tenantRecord.timeZone),
    onCallRateIds: new Set(
      (catalogue.standbyRules ?? []).flatMap((rule) => (rule.rateId ? [rule.rateId] : [])),
    ),
  };
}

const sameSums = (a: TMonthSummary | undefined, b: TMonthSummary) =>
  a !== undefined &&
  (
    [
      'unitId',
      'target',
      'actual',
      'absence',
      'pause',
      'difference',
      'overtime',
      'overtimeWaiting',
      'opening',
      'closing',
      'confirmedThrough',
    ] as const
  ).every((field) => a[field] === b[field]);

type YearTable = Awaited<ReturnType<typeof yearTableOf>>;
type TrackingInit = Awaited<ReturnType<typeof trackingInitOf>>;

/** The time account on 1 January (or the tracking start): the year table's opening less payouts, else the initial data's. */
function yearOpening(table: YearTable, init: TrackingInit, year: number): number {
  if (table) return table.timeAccount.openingMinutes - table.timeAccount.payoutMinutes;
  return init && init.startDate.slice(0, 4) === String(year) ? init.openingMinutes : 0;
}

/** The year's special entries that move the time account, with their dates. */
type Specials = ReturnType<typeof specialMinutesBetween>;

const specialsOfYear = async (tenant: TenantContext, userId: string, year: number): Promise<Specials> =>
  specialMinutesBetween(
    await specialEntriesOf(tenant, userId, year),
    `${String(year)}-01-01`,
    `${String(year)}-12-31`,
  );

const specialsIn = (specials: Specials, month: string) =>
  specials.filter((entry) => entry.date.startsWith(month));

const sumOf = (specials: Specials) => specials.reduce((sum, entry) => sum + entry.minutes, 0);

/**
 * The time account at the start of a month: the year table's opening (or, in the year tracking starts without a
 * year table, the initial tracking data's opening) minus the year's payouts, plus the differences of the year's
 * earlier months from their summaries (valued live when missing) and the special entries dated in them: the
 * year account's own rule (docs/time.md, "One balance"). Months before the tracking start add nothing.
 */
export async function openingBalance(
  tenant: TenantContext,
  person: User,
  month: string,
  known?: Specials,
): Promise<number> {
  const year = Number(month.slice(0, 4));
  const [table, init, specials] = await Promise.all([
    yearTableOf(tenant, person.id, year),
    trackingInitOf(tenant, person.id),
    known ?? specialsOfYear(tenant, person.id, year),
  ]);
  let balance = yearOpening(table, init, year);
  const startMonth =
    init && init.startDate.slice(0, 4) === String(year) ? init.startDate.slice(0, 7) : `${year}-01`;
  const earlier: string[] = [];
  for (let m = addMonths(month, -1); m >= startMonth && m.startsWith(String(year)); m = addMonths(m, -1))
    earlier.unshift(m);
  // Read side by side: valuing a missing month writes that month's summary only, never a later month's.
  const summaries = await Promise.all(earlier.map((m) => monthSummaryOfUser(tenant, person.id, m)));
  for (const [index, m] of earlier.entries()) {
    const summary = summaries[index];
    const monthSpecials = specialsIn(specials, m);
    // A stored summary's difference is the days' only; the specials of the month are added here.
    balance += summary
      ? summary.difference + sumOf(monthSpecials)
      : (await valuePersonMonthAt(tenant, person, m, balance, monthSpecials)).closing - balance;
  }
  return balance;
}

async function personInputs(tenant: TenantContext, person: User, month: string): Promise<PersonInputs> {
  const planning = new UserPlanningRepository(tenant);
  const [model, calc, init, plan, bookings, records, rates] = await Promise.all([
    planning.workingTime(person.id),
    planning.absenceCalculation(person.id),
    trackingInitOf(tenant, person.id),
    new PlanRepository(tenant).personMonth(person.id, month),
    new BookingRepository(tenant).ofPerson(person.id, `${month}-01`, lastDayOf(month)),
    new DayRecordRepository(tenant).ofPersonMonth(person.id, month),
    new UserRatesRepository(tenant).chosenOf('rates', [person.id]),
  ]);
  return {
    userId: person.id,
    unitIds: unitsOf(person),
    periods: model?.periods ?? [],
    overrides: new Map(calc.overrides.map((row) => [row.absenceTypeId, row])),
    trackingStart: init?.startDate ?? null,
    entries: plan.entries,
    absences: plan.absences,
    bookings,
    records: new Map(records.map((record) => [record.date, record])),
    rateIds: rates.get(person.id) ?? null,
  };
}

async function valuePersonMonthAt(
  tenant: TenantContext,
  person: User,
  month: string,
  opening: number,
  specials: Specials,
  known?: Promise<ValuationWorld>,
): Promise<PersonMonth> {
  const [world, inputs, stored] = await Promise.all([
    known ?? loadWorld(tenant, person.unitId ?? null, month),
    personInputs(tenant, person, month),
    monthSummaryOfUser(tenant, person.id, month),
  ]);
  const valued = monthOf(person, month, inputs, world, opening, specials);
  if (!sameSums(stored, valued.summary)) await putMonthSummaries(tenant, [valued.summary]);
  return valued;
}

/**
 * A person's month, valued (confirmed days frozen), with its opening balance; writes the summary if changed.
 * `world` is the month's world of the person's primary unit when the caller has it already (the team month
 * values many people of one unit with one world: `loadWorld(tenant, person.unitId, month)`).
 */
export async function valuePersonMonth(
  tenant: TenantContext,
  userId: string | User,
  month: string,
  world?: Promise<ValuationWorld>,
): Promise<PersonMonth> {
  const person = typeof userId === 'string' ? await new UserRepository(tenant).get(userId) : userId;
  if (!person) throw new Error(`No person ${typeof userId === 'string' ? userId : userId.id}`);
  const specials = await specialsOfYear(tenant, person.id, Number(month.slice(0, 4)));
  const opening = await openingBalance(tenant, person, month, specials);
  return valuePersonMonthAt(tenant, person, month, opening, specialsIn(specials, month), world);
}

/**
 * Every member of a unit, one month: 1 Q members + 1 Q plan partition + 1 Q bookings + 1 Q day records of the
 * unit + 1 BG each of the members, their models, overrides, tracking starts and year tables (in parallel); writes
 * changed summaries.
 * Openings come from the unit's summaries of the year's earlier months (a month without one is valued first).
 */
export async function valueUnitMonth(
  tenant: TenantContext,
  unitId: string,
  month: string,
  tenantRecord?: TenantPlace,
): Promise<Map<string, PersonMonth>> {
  const reads = new CalendarReadsRepository(tenant);
  const collection = await reads.unitCollection(unitId);
  const memberIds = (collection?.members ?? [])
    .filter((member) => member.primary)
    .map((member) => member.userId);
  // The members' tracking starts serve the valuation and the openings alike: read once.
  const inits = new YearTableRepository(tenant)
    .trackingInits(memberIds)
    .then((list) => new Map(list.map((init) => [init.userId, init])));
  // The year's special entries of each member (1 Q each), for the openings and the month's own.
  const year = Number(month.slice(0, 4));
  const specials = Promise.all(
    memberIds.map(async (id) => [id, await specialsOfYear(tenant, id, year)] as const),
  ).then((entries) => new Map(entries));
  // Everything at once: the unit's partitions, the members, their models, overrides and tracking starts (a
  // BatchGet each) and the openings (the year's earlier summaries of the unit).
  const [world, plan, bookings, records, stored, found, models, calcs, initOf, openings, rates, specialsOf] =
    await Promise.all([
      loadWorld(tenant, unitId, month, tenantRecord),
      new PlanRepository(tenant).unitMonth(unitId, month),
      new BookingRepository(tenant).ofUnitMonth(unitId, month),
      new DayRecordRepository(tenant).ofUnitMonth(unitId, month),
      monthSummariesOfUnit(tenant, unitId, month),
      reads.peopleById(memberIds),
      reads.workingTimes(memberIds),
      new UserPlanningRepository(tenant).absenceCalculationsOf(memberIds),
      inits,
      unitOpenings(tenant, unitId, month, memberIds, inits, specials, tenantRecord),
      new UserRatesRepository(tenant).chosenOf('rates', memberIds),
      specials,
    ]);
  const people = memberIds.map((id) => found.get(id));
  const storedOf = new Map(stored.map((summary) => [summary.userId, summary]));
  const result = new Map<string, PersonMonth>();
  const changed: TMonthSummary[] = [];
  people.forEach((person) => {
    if (!person) return;
    const periods = ZStoredPeriods.safeParse(models.get(person.id)?.periods ?? []);
    const inputs: PersonInputs = {
      userId: person.id,
      unitIds: unitsOf(person),
      periods: periods.success ? periods.data : [],
      overrides: new Map((calcs.get(person.id) ?? []).map((row) => [row.absenceTypeId, row])),
      trackingStart: initOf.get(person.id)?.startDate ?? null,
      entries: plan.entries.filter((entry) => entry.userId === person.id),
      absences: plan.absences.filter((absence) => absence.userId === person.id),
      bookings: bookings.filter((booking) => booking.userId === person.id),
      records: new Map(records.filter((r) => r.userId === person.id).map((record) => [record.date, record])),
      rateIds: rates.get(person.id) ?? null,
    };
    const own = specialsIn(specialsOf.get(person.id) ?? [], month);
    const valued = monthOf(person, month, inputs, world, openings.get(person.id) ?? 0, own);
    result.set(person.id, valued);
    if (!sameSums(storedOf.get(person.id), valued.summary)) changed.push(valued.summary);
  });
  await putMonthSummaries(tenant, changed);
  return result;
}

/**
 * Openings of the unit's members: the year's earlier months from the unit's summaries (valued when missing) and
 * their special entries, as `openingBalance` counts them.
 */
async function unitOpenings(
  tenant: TenantContext,
  unitId: string,
  month: string,
  userIds: readonly string[],
  inits: Promise<Map<string, NonNullable<TrackingInit>>>,
  specials: Promise<Map<string, Specials>>,
  tenantRecord: TenantPlace | undefined,
): Promise<Map<string, number>> {
  const people = userIds.map((id) => ({ id }));
  const year = Number(month.slice(0, 4));
  const [tables, initOf, specialsOf] = await Promise.all([
    new YearTableRepository(tenant).yearsOf(userIds, year),
    inits,
    specials,
  ]);
  const tableOf = new Map(tables.map((table) => [table.userId, table]));
  const openings = new Map<string, number>();
  for (const person of people)
    openings.set(person.id, yearOpening(tableOf.get(person.id), initOf.get(person.id), year));
  const earlier: string[] = [];
  for (let m = `${year}-01`; m < month; m = addMonths(m, 1)) earlier.push(m);
  // Read side by side: valuing a missing month writes that month's summaries only, never a later month's.
  const stored = await Promise.all(earlier.map((m) => monthSummariesOfUnit(tenant, unitId, m)));
  for (const [index, m] of earlier.entries()) {
    const summaries = new Map((stored[index] ?? []).map((s) => [s.userId, s]));
    const missing = people.some((person) => !summaries.has(person.id));
    const valued = missing ? await valueUnitMonth(tenant, unitId, m, tenantRecord) : undefined;
    for (const person of people) {
      const difference = summaries.get(person.id)?.difference ?? valued?.get(person.id)?.difference ?? 0;
      const own = sumOf(specialsIn(specialsOf.get(person.id) ?? [], m));
      openings.set(person.id, (openings.get(person.id) ?? 0) + difference + own);
    }
  }
  return openings;
}
