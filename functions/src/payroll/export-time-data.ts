/**
 * The time data of a payroll export, read per unit (never per person) and turned into one `PayrollPersonInput`
 * per person (docs/data-model.md section 11, "export a unit's month"). Only confirmed days are exported, and a
 * confirmed day's record holds its frozen valuation, so no valuation runs here: per unit 1 Q of the month's day
 * records and 1 Q of its plan partition (absence fragments; the whole partition only when a PlannedHours wage
 * type needs the shifts), and for all people BatchGets of working-time models, tracking starts, assigned wage
 * types and personnel data. The working-time model and the tracking start say which days are tracked: a tracked
 * day without a confirmed record is reported as unconfirmed by `payrollPersonOf`.
 */
import * as z from 'zod';
import type { THourlyRate } from '@app/shared/payroll-data/hourly-rate';
import type { TWageType } from '@app/shared/payroll-data/wage-type';
import type { PayrollDay, PayrollDayAbsence, PayrollPersonInput } from '@app/shared/payroll/payroll-input';
import { contractDayMinutes } from '@app/shared/time-tracking/day-valuation';
import { addDays } from '@app/shared/time/tenant-time';
import { periodOn, ZWorkingTimePeriod, type TWorkingTimePeriod } from '@app/shared/users/working-time';
import { subUnitsOf } from '@app/shared/units/unit-tree';
import type { TenantContext } from '../tenancy/tenant-context';
import { AbsenceTypeRepository } from '../absence-types/absence-type.repository';
import { CalendarReadsRepository } from '../calendar/calendar-reads.repository';
import { PlanRepository, type AbsenceFragment, type PlanEntry } from '../calendar/plan.repository';
import { HolidayRepository } from '../holidays/holiday.repository';
import {
  PayrollDataRepository,
  type HourlyRate,
  type WageType,
} from '../payroll-data/payroll-data.repository';
import { TenantRepository } from '../directory/tenant.repository';
import { DayRecordRepository, type DayRecord } from '../time/day-record.repository';
import { contractOf } from '../time/valuation-day';
import { UnitRepository, type Unit } from '../units/unit.repository';
import { UserRatesRepository } from '../directory/user-rates.repository';
import { UserRepository } from '../directory/user.repository';
import { YearTableRepository } from '../time/year-table.repository';
import { personnelOf } from './personnel.repository';

const ZStoredPeriods = z.array(ZWorkingTimePeriod);
/** Absence states that count: approved (3). */
const approvedAbsence = 3;
/** EventItemTypes 99 on a plan entry: a planned day off. */
const dayOffClass = 99;
/** WageTypes 7: PlannedHours, the only kind that needs the plan's shifts. */
const plannedHoursKind = 7;

/** Whom an export covers: a unit and its sub-units (their primary members), or one person. */
export type PayrollWhom = { unitId: string } | { userId: string };

/** A person's input before the personnel data is checked (a missing or shared number leaves them out). */
export type PayrollPersonRead = Omit<PayrollPersonInput, 'personnelNumber'> & {
  personnelNumber: number | null;
};

export interface PayrollRead {
  /** The unit's or the person's name. */
  subject: string;
  people: PayrollPersonRead[];
}

/** What is not there (any more): the job ends the task with a readable text instead of retrying. */
export class PayrollSubjectGone extends Error {
  constructor(readonly whom: 'unit' | 'person') {
    super(`The ${whom} of the payroll export is gone`);
  }
}

interface PersonHead {
  userId: string;
  name: string;
  unitId: string | null;
}

interface TimeData {
  records: DayRecord[];
  absences: AbsenceFragment[];
  entries: PlanEntry[];
}

const datesOf = (range: { start: string; end: string }) => {
  const dates: string[] = [];
  for (let day = range.start; day <= range.end; day = addDays(day, 1)) dates.push(day);
  return dates;
};

/** The unit and its sub-units, and their primary members (in name order, each once). */
async function unitPeople(tenant: TenantContext, unitId: string) {
  const units = await new UnitRepository(tenant).list();
  const unit = units.find((candidate) => candidate.id === unitId);
  if (!unit) throw new PayrollSubjectGone('unit');
  const chosen = [unit, ...subUnitsOf(units, unitId, true)];
  const reads = new CalendarReadsRepository(tenant);
  const collections = await Promise.all(chosen.map((one) => reads.unitCollection(one.id)));
  const people = new Map<string, PersonHead>();
  collections.forEach((collection, index) => {
    const id = chosen[index]?.id ?? null;
    for (const member of collection?.members ?? [])
      if (member.primary && !people.has(member.userId))
        people.set(member.userId, { userId: member.userId, name: member.displayName, unitId: id });
  });
  return { unit, units: chosen, people: [...people.values()] };
}

/** Per unit the day records (16 Queries side by side) and 1 Q of the plan partition (absences only unless shifts are needed). */
async function unitTimeData(
  tenant: TenantContext,
  unitIds: readonly string[],
  month: string,
  withShifts: boolean,
): Promise<TimeData> {
  const days = new DayRecordRepository(tenant);
  const plan = new PlanRepository(tenant);
  const parts = await Promise.all(
    unitIds.map(async (unitId) => {
      const [records, items] = await Promise.all([
        days.ofUnitMonthInSegments(unitId, month),
        withShifts
          ? plan.unitMonth(unitId, month)
          : plan.unitAbsences(unitId, month).then((absences) => ({ absences, entries: [] })),
      ]);
      return { records, absences: items.absences, entries: items.entries };
    }),
  );
  return {
    records: parts.flatMap((part) => part.records),
    absences: parts.flatMap((part) => part.absences),
    entries: parts.flatMap((part) => part.entries),
  };
}

/** One person's month on their views (gsi1): records of whatever unit wrote them, their plan and absences. */
async function personTimeData(tenant: TenantContext, userId: string, month: string): Promise<TimeData> {
  const [records, items] = await Promise.all([
    new DayRecordRepository(tenant).ofPersonMonth(userId, month),
    new PlanRepository(tenant).personMonth(userId, month),
  ]);
  return { records, absences: items.absences, entries: items.entries };
}

const groupBy = <T>(items: readonly T[], keyOf: (item: T) => string | null) => {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    if (key === null) continue;
    const list = groups.get(key);
    if (list) list.push(item);
    else groups.set(key, [item]);
  }
  return groups;
};

interface DayContext {
  periods: readonly TWorkingTimePeriod[];
  trackingStart: string | null;
  records: ReadonlyMap<string, DayRecord>;
  absences: readonly AbsenceFragment[];
  entries: readonly PlanEntry[];
  holidays: ReadonlySet<string>;
  classOf: ReadonlyMap<string, number>;
}

function absencesOn(context: DayContext, date: string): PayrollDayAbsence[] {
  const seen = new Set<string>();
  const out: PayrollDayAbsence[] = [];
  for (const absence of context.absences) {
    if ((absence.state ?? approvedAbsence) !== approvedAbsence) continue;
    if (absence.begin > date || date > absence.end || seen.has(absence.absenceId)) continue;
    const itemClass = context.classOf.get(absence.absenceTypeId);
    if (itemClass === undefined) continue;
    seen.add(absence.absenceId);
    out.push({
      absenceTypeId: absence.absenceTypeId,
      itemClass,
      half:
        (date === absence.begin && absence.halfDayBegin === true) ||
        (date === absence.end && absence.halfDayEnd === true),
    });
  }
  return out;
}

function dayOf(context: DayContext, date: string): PayrollDay {
  const period = periodOn(context.periods, date);
  const tracked =
    period !== null &&
    period.trackingMode !== 'None' &&
    (context.trackingStart === null || date >= context.trackingStart);
  const record = context.records.get(date);
  const frozen = tracked && record?.confirmed ? record.frozen : null;
  const planned = context.entries
    .filter((entry) => entry.date === date && entry.itemClass !== dayOffClass && !entry.proposalRunId)
    .reduce((sum, entry) => sum + entry.minutes, 0);
  return {
    date,
    tracked,
    confirmed: frozen !== null,
    target: frozen?.target ?? 0,
    actual: frozen?.actual ?? 0,
    absence: frozen?.absence ?? 0,
    difference: frozen?.difference ?? 0,
    planned,
    contractMinutes: period ? contractDayMinutes(contractOf(period), date, false) : 0,
    holiday: context.holidays.has(date),
    surcharges: (frozen?.surcharges ?? []).map((split) => ({ rateId: split.key, minutes: split.minutes })),
    costUnits: frozen?.costUnits ?? [],
    absences: absencesOn(context, date),
  };
}

/** The public holidays of each region the units name (1 Q each), as a set of dates per unit. */
async function holidaysByUnit(
  tenant: TenantContext,
  units: readonly Pick<Unit, 'id' | 'holidayRegion'>[],
  range: { start: string; end: string },
): Promise<Map<string | null, Set<string>>> {
  const place = await new TenantRepository(tenant).get();
  if (!place) throw new Error('The tenant of the payroll export is gone');
  const regionOf = (unit: Pick<Unit, 'holidayRegion'> | undefined) => unit?.holidayRegion ?? place.region;
  const regions = [...new Set([place.region, ...units.map(regionOf)])];
  const repository = new HolidayRepository(tenant);
  const found = await Promise.all(
    regions.map((region) => repository.regionDays(place.country, region, range.start, addDays(range.end, 1))),
  );
  const byRegion = new Map(
    regions.map((region, index) => [
      region,
      new Set((found[index]?.holidays ?? []).map((holiday) => holiday.date)),
    ]),
  );
  const result = new Map<string | null, Set<string>>();
  result.set(null, byRegion.get(place.region) ?? new Set());
  for (const unit of units) result.set(unit.id, byRegion.get(regionOf(unit)) ?? new Set());
  return result;
}

/** The company's wage types and the rates time tracking values (calculation types 1 and 3). */
export async function payrollCatalogue(tenant: TenantContext) {
  const payroll = new PayrollDataRepository(tenant);
  const [wageTypes, rates, types] = await Promise.all([
    payroll.wageTypeList(),
    payroll.rateList(),
    new AbsenceTypeRepository(tenant).list(),
  ]);
  return {
    wageTypes,
    rates: rates.filter((rate) => rate.enabled && (rate.calculationType === 1 || rate.calculationType === 3)),
    classOf: new Map(types.map((type) => [type.id, type.itemClass])),
    /** The absence types' captions, for the log. */
    captionOf: new Map(types.map((type) => [type.id, type.caption])),
  };
}

type Catalogue = Awaited<ReturnType<typeof payrollCatalogue>>;

const toWageType = ({ createdAt: _createdAt, ...wageType }: WageType): TWageType => wageType;
const toRate = ({ createdAt: _createdAt, ...rate }: HourlyRate): THourlyRate => rate;

/**
 * Everyone the export covers with their days of `range` (inside `month`). `onStep` is called after each read
 * phase, for the task's progress.
 */
export async function readExportTimeData(
  tenant: TenantContext,
  whom: PayrollWhom,
  month: string,
  range: { start: string; end: string },
  catalogue: Catalogue,
): Promise<PayrollRead> {
  const enabled = catalogue.wageTypes.filter((wageType) => wageType.enabled);
  const withShifts = enabled.some((wageType) => wageType.wageType === plannedHoursKind);
  let subject: string;
  let people: PersonHead[];
  let units: Pick<Unit, 'id' | 'holidayRegion'>[];
  let time: TimeData;
  if ('unitId' in whom) {
    const found = await unitPeople(tenant, whom.unitId);
    subject = found.unit.name;
    people = found.people;
    units = found.units;
    time = await unitTimeData(
      tenant,
      found.units.map((unit) => unit.id),
      month,
      withShifts,
    );
  } else {
    const user = await new UserRepository(tenant).get(whom.userId);
    if (!user) throw new PayrollSubjectGone('person');
    subject = user.displayName;
    people = [{ userId: user.id, name: user.displayName, unitId: user.unitId ?? null }];
    const unit = user.unitId ? await new UnitRepository(tenant).get(user.unitId) : undefined;
    units = unit ? [unit] : [];
    time = await personTimeData(tenant, user.id, month);
  }
  const ids = people.map((person) => person.userId);
  const [models, inits, assigned, personnel, holidays] = await Promise.all([
    new CalendarReadsRepository(tenant).workingTimes(ids),
    new YearTableRepository(tenant).trackingInits(ids),
    new UserRatesRepository(tenant).chosenOf('wageTypes', ids),
    personnelOf(tenant, ids),
    holidaysByUnit(tenant, units, range),
  ]);
  const startOf = new Map(inits.map((init) => [init.userId, init.startDate]));
  const recordsOf = groupBy(time.records, (record) => record.userId);
  const absencesOf = groupBy(time.absences, (absence) => absence.userId);
  const entriesOf = groupBy(time.entries, (entry) => entry.userId);
  const wageTypeById = new Map(catalogue.wageTypes.map((wageType) => [wageType.id, wageType]));
  const allWageTypes = enabled.map(toWageType);
  const rates = catalogue.rates.map(toRate);
  const dates = datesOf(range);
  return {
    subject,
    people: people.map((person) => {
      const periods = ZStoredPeriods.safeParse(models.get(person.userId)?.periods ?? []);
      const context: DayContext = {
        periods: periods.success ? periods.data : [],
        trackingStart: startOf.get(person.userId) ?? null,
        records: new Map((recordsOf.get(person.userId) ?? []).map((record) => [record.date, record])),
        absences: absencesOf.get(person.userId) ?? [],
        entries: entriesOf.get(person.userId) ?? [],
        holidays: holidays.get(person.unitId) ?? holidays.get(null) ?? new Set(),
        classOf: catalogue.classOf,
      };
      const chosen = assigned.get(person.userId);
      const own = chosen?.flatMap((id) => {
        const wageType = wageTypeById.get(id);
        return wageType ? [toWageType(wageType)] : [];
      });
      const data = personnel.get(person.userId);
      return {
        userId: person.userId,
        name: person.name,
        personnelNumber: data?.personnelNumber ?? null,
        costCentre: data?.costCentre ?? '',
        wageTypes: own ?? allWageTypes,
        rates,
        days: dates.map((date) => dayOf(context, date)),
      };
    }),
  };
}
