/**
 * What the legal profile's ArbZG section 11 checks read beyond the days in view (docs/rules.md, "Free Sundays and
 * substitute rest days"), the way the weekly average reads its past weeks (week-minutes.ts): a person's months
 * on gsi1, 1 Query per person and month, only for the people a check could find something on.
 *
 * - The free Sundays: the Sundays worked from 1 January, for the people with a Sunday in the range who could be
 *   over the year's maximum with it (`sundayReads`): none before the year's Sundays so far come near it.
 * - The substitute rest day: the months around the known days of the people whose Sunday or holiday worked has
 *   no rest day among them while its window reaches beyond them (`restDayReads`): usually nobody.
 *
 * A request reads each person's month once, whichever check asks (`personMonthsOnce`).
 */
import { restDayReads, sundayReads, type RuleSetup, type RuleWorld } from '@app/shared/rules/engine/index';
import type { TLegalProfile } from '@app/shared/rules/legal-profile';
import { addDays, addMonths, isoWeekdayOf, monthsOf } from '@app/shared/time/tenant-time';
import type { UnitCollection } from './calendar-reads.repository';
import type { NewPlanEntry, PlanItems, PlanRepository } from './plan.repository';
import type { RuleWorldParts } from './rule-world';

export type PersonMonths = Pick<PlanRepository, 'personMonth'>;

/**
 * How far around its range a caller reads holidays: the months it reads (a day on either side) and the eight
 * weeks a holiday's rest day may lie away. One Query a region reads every year of it anyway.
 */
export const legalHolidayReach = 31 + 7 * 8 + 5;

/** A person's months read at most once per request, whichever check asks. */
export function personMonthsOnce(plan: PersonMonths): PersonMonths {
  const read = new Map<string, Promise<PlanItems>>();
  return {
    personMonth(userId: string, month: string) {
      const key = `${userId}#${month}`;
      let items = read.get(key);
      if (!items) {
        items = plan.personMonth(userId, month);
        read.set(key, items);
      }
      return items;
    },
  };
}

const firstDayOf = (month: string) => `${month}-01`;
const lastDayOf = (month: string) => addDays(firstDayOf(addMonths(month, 1)), -1);

/** The days of consecutive whole months (the first of the first to the last of the last); undefined with a gap. */
export function monthSpan(months: readonly string[]): { from: string; to: string } | undefined {
  const first = months[0];
  const last = months[months.length - 1];
  if (first === undefined || last === undefined) return undefined;
  if (months.some((month, index) => index > 0 && addMonths(months[index - 1] ?? month, 1) !== month))
    return undefined;
  return { from: firstDayOf(first), to: lastDayOf(last) };
}

/**
 * The known days of the units' active members when the units' months were read whole: a member's shifts in
 * other units are there as fragments and their absences as the unit's fragments.
 */
export function membersKnownDays(
  collections: readonly UnitCollection[],
  months: readonly string[],
): RuleWorld['knownDays'] {
  const span = monthSpan(months);
  if (!span) return undefined;
  const known = new Map<string, { from: string; to: string }>();
  for (const collection of collections)
    for (const member of collection.members) if (member.active) known.set(member.userId, span);
  return known;
}

/** The planned shifts of what was read: entries (not proposals) and other units' fragments. */
function plannedShifts(items: readonly PlanItems[]) {
  const shifts = new Map<string, Pick<NewPlanEntry, 'userId' | 'date' | 'itemClass'>>();
  for (const part of items) {
    for (const entry of part.entries) if (!entry.proposalRunId) shifts.set(entry.uuid, entry);
    for (const fragment of part.foreign)
      if (!shifts.has(fragment.entryUuid)) shifts.set(fragment.entryUuid, fragment);
  }
  return [...shifts.values()];
}

/**
 * The Sundays worked from 1 January to the day before the range of the people who could go over the year's
 * maximum in it (`RuleWorld.sundaysWorked`); none when nobody could. Up to 12 Queries a person (January to the
 * range's month), shared with the weekly average's months.
 */
export async function readYearSundays(
  plan: PersonMonths,
  range: { from: string; to: string },
  items: readonly PlanItems[],
  legal: TLegalProfile,
): Promise<RuleWorld['sundaysWorked']> {
  return sundaysOf(plan, sundayReads(plannedShifts(items), range.from, range.to, legal));
}

/** The Sundays worked of the spans asked (entries of the person's months that are no day off). */
export async function sundaysOf(
  plan: PersonMonths,
  reads: ReadonlyMap<string, { from: string; to: string }>,
): Promise<RuleWorld['sundaysWorked']> {
  if (!reads.size) return undefined;
  const found = await Promise.all(
    [...reads].map(async ([userId, span]) => {
      const months = await Promise.all(
        monthsOf(span.from, span.to).map((month) => plan.personMonth(userId, month)),
      );
      const days = new Set<string>();
      for (const items of months)
        for (const entry of items.entries)
          if (
            entry.userId === userId &&
            !entry.proposalRunId &&
            entry.itemClass !== 99 &&
            entry.date >= span.from &&
            entry.date <= span.to &&
            isoWeekdayOf(entry.date) === 7
          )
            days.add(entry.date);
      return [userId, [...days].sort()] as const;
    }),
  );
  return new Map(found);
}

/** What the substitute rest day read around the range: the people's months (theirs only), and their known days. */
export interface RestDayReads {
  items: PlanItems[];
  knownDays: RuleWorld['knownDays'];
}

/**
 * The months around the known days of the people whose Sunday or holiday worked is undecided (`restDayReads`),
 * read whole: their known days become those months. Nothing is read when every such day has its rest day among
 * the known days (the usual plan). `of`: the days whose findings the caller shows (`range`), or every window
 * reaching into the range (a change); `people`: only these. The world's holidays must cover the months around
 * (`legalHolidayReach`).
 */
export async function readRestDays(
  plan: PersonMonths,
  setup: RuleSetup,
  world: RuleWorld,
  options: { of?: 'range' | 'window'; people?: ReadonlySet<string> } = {},
): Promise<RestDayReads | undefined> {
  const reads = restDayReads(setup, world, options);
  if (!reads.size) return undefined;
  const knownDays = new Map(world.knownDays ?? []);
  const read = await Promise.all(
    [...reads].map(async ([userId, span]) => {
      const months = monthsOf(span.from, span.to);
      const whole = monthSpan(months);
      if (whole) knownDays.set(userId, whole);
      const parts = await Promise.all(months.map((month) => plan.personMonth(userId, month)));
      return parts.map((part): PlanItems => ({
        entries: part.entries.filter((entry) => entry.userId === userId && !entry.proposalRunId),
        absences: part.absences.filter((absence) => absence.userId === userId),
        requests: [],
        foreign: [],
      }));
    }),
  );
  return { items: read.flat(), knownDays };
}

/** The parts with what was read around: the caller's own entries win over the ones read (they may be newer). */
export function withRestDays(parts: RuleWorldParts, reads: RestDayReads | undefined): RuleWorldParts {
  if (!reads) return parts;
  return {
    ...parts,
    entries: [...reads.items.flatMap((part) => part.entries), ...parts.entries],
    absences: [...reads.items.flatMap((part) => part.absences), ...parts.absences],
    knownDays: reads.knownDays,
  };
}
