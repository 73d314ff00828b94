/**
 * The maintenance task's reads for many people at once (docs/data-model.md section 10): per unit and month one
 * Query of the month summaries (`begins_with 'M#'`; a month up to today's that lacks a member's summary is
 * valued first) and one of the absence fragments (`begins_with 'A#'`), the
 * absence types (1 Q), holidays per region (1 Q each), and BatchGets of the years before and the initial data.
 * People without a primary unit are read one by one (their summaries lie in the `NONE` partition, their
 * absences have no fragments).
 */
import { eventItemTypes } from '@app/shared/absence-types/absence-type';
import type { TMonthSummary } from '@app/shared/time-tracking/month-summary';
import type { LeaveAbsence, YearInputs } from '@app/shared/year-tables/year-calculation';
import type { HolidayDay } from '@app/shared/year-tables/leave-days';
import type { TTrackingInit, TYearTable } from '@app/shared/year-tables/year-table';
import type { TenantContext } from '../tenancy/tenant-context';
import { AbsenceTypeRepository } from '../absence-types/absence-type.repository';
import { LeaveCalendarRepository } from '../absences/leave-calendar.repository';
import { AbsenceRepository } from '../absences/absence.repository';
import { UnitRepository } from '../units/unit.repository';
import type { User } from '../directory/user.repository';
import { monthSummariesOfUnit } from '../time/month-summary.repository';
import { valueUnitMonth } from '../time/valuation.service';
import { YearTableRepository } from '../time/year-table.repository';
import { holidaysOf, type TenantPlace } from './year-inputs';

const monthsOf = (year: number) =>
  Array.from({ length: 12 }, (_, index) => `${String(year)}-${String(index + 1).padStart(2, '0')}`);

/** Runs `work` over `items` with at most `limit` at a time (the table's request rate, the Lambda's sockets). */
export async function inParallel<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const runners = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T);
    }
  });
  await Promise.all(runners);
  return results;
}

export interface YearWorld {
  /** Everything but the specials (the tables keep their sums) per person. */
  inputsOf(person: Pick<User, 'id'>): Omit<YearInputs, 'specials'>;
  previousOf(userId: string): TYearTable | undefined;
  initOf(userId: string): TTrackingInit | undefined;
}

export async function readYearWorld(
  tenant: TenantContext,
  place: TenantPlace,
  people: readonly Pick<User, 'id' | 'unitId'>[],
  year: number,
  today: string,
): Promise<YearWorld> {
  const repository = new YearTableRepository(tenant);
  const ids = people.map((person) => person.id);
  const unitIds = [...new Set(people.flatMap((person) => (person.unitId ? [person.unitId] : [])))];
  const months = monthsOf(year);
  const fragments = new LeaveCalendarRepository(tenant);
  const [units, types, previous, inits, perUnit] = await Promise.all([
    new UnitRepository(tenant).list(),
    new AbsenceTypeRepository(tenant).list(),
    repository.yearsOf(ids, year - 1),
    repository.trackingInits(ids),
    // A unit's months in order: a month not valued yet is valued (valueUnitMonth values the months before it
    // first and stores the summaries), so its neighbours in the same unit must not race it.
    inParallel(unitIds, 8, async (unitId) => {
      const parts = [];
      const members = people.filter((person) => person.unitId === unitId);
      for (const month of months) {
        const [stored, absences] = await Promise.all([
          monthSummariesOfUnit(tenant, unitId, month),
          fragments.absencesOf(unitId, month),
        ]);
        const valued = new Set(stored.map((summary) => summary.userId));
        const missing = month <= today.slice(0, 7) && members.some((person) => !valued.has(person.id));
        const summaries = missing
          ? [...(await valueUnitMonth(tenant, unitId, month, place)).values()].map((value) => value.summary)
          : stored;
        parts.push({ summaries, absences });
      }
      return parts;
    }).then((perUnitMonths) => perUnitMonths.flat()),
  ]);
  const classOf = new Map(types.map((type) => [type.id, type.itemClass]));
  const summaries = new Map<string, TMonthSummary[]>();
  const absences = new Map<string, Map<string, LeaveAbsence>>();
  for (const part of perUnit) {
    for (const summary of part.summaries) {
      const list = summaries.get(summary.userId) ?? [];
      // A person who changed unit mid-month has the month in two partitions: the latest valued counts.
      const same = list.findIndex((known) => known.month === summary.month);
      if (same < 0) list.push(summary);
      else if ((list[same]?.valuedAt ?? '') < summary.valuedAt) list[same] = summary;
      summaries.set(summary.userId, list);
    }
    for (const fragment of part.absences) {
      if (!fragment.primary || classOf.get(fragment.absenceTypeId) !== eventItemTypes.leave) continue;
      const own = absences.get(fragment.userId) ?? new Map<string, LeaveAbsence>();
      own.set(fragment.absenceId, {
        begin: fragment.begin,
        end: fragment.end,
        beginState: fragment.halfDayBegin ? 'half' : 'full',
        endState: fragment.halfDayEnd ? 'half' : 'full',
        eventClass: eventItemTypes.leave,
        state: fragment.state,
      });
      absences.set(fragment.userId, own);
    }
  }
  // People without a primary unit: their own reads (few in practice).
  const loose = people.filter((person) => !person.unitId);
  await inParallel(loose, 8, async (person) => {
    const found = await new AbsenceRepository(tenant).ofPerson(
      person.id,
      `${String(year)}-01-01`,
      `${String(year)}-12-31`,
      `${String(year - 2)}-12-01`,
    );
    absences.set(person.id, new Map(found.map((absence) => [absence.id, absence])));
  });
  const looseSummaries = await inParallel(months, 12, (month) => monthSummariesOfUnit(tenant, null, month));
  for (const summary of looseSummaries.flat())
    summaries.set(summary.userId, [...(summaries.get(summary.userId) ?? []), summary]);

  const regionOfUnit = new Map(units.map((unit) => [unit.id, unit.holidayRegion ?? place.region ?? null]));
  const regions = [...new Set([place.region ?? null, ...regionOfUnit.values()])];
  const holidays = new Map<string | null, HolidayDay[]>(
    await Promise.all(
      regions.map(async (region) => [region, await holidaysOf(tenant, place, region, year)] as const),
    ),
  );
  const unitOf = new Map(people.map((person) => [person.id, person.unitId ?? null]));
  const previousBy = new Map(previous.map((table) => [table.userId, table]));
  const initBy = new Map(inits.map((init) => [init.userId, init]));
  return {
    inputsOf: (person) => {
      const unitId = unitOf.get(person.id) ?? null;
      const region = unitId ? (regionOfUnit.get(unitId) ?? null) : (place.region ?? null);
      return {
        today,
        summaries: summaries.get(person.id) ?? [],
        absences: [...(absences.get(person.id)?.values() ?? [])],
        holidays: holidays.get(region) ?? [],
        trackingStart: initBy.get(person.id)?.startDate ?? null,
      };
    },
    previousOf: (userId) => previousBy.get(userId),
    initOf: (userId) => initBy.get(userId),
  };
}
