/**
 * The legal weekly average reads back (docs/rules.md, "The weekly average"): for the people with a week above the
 * profile's maximum, their worked minutes per ISO week as far back as the profile's weeks need
 * (`RuleWorld.weekMinutes`). 1 Query per person and month (their months across units, gsi1), only for those
 * people: a week within the maximum cannot raise an average above it.
 */
import { mondayOf, weeksAboveMaximum, type RuleWorld } from '@app/shared/rules/engine/index';
import type { TLegalProfile } from '@app/shared/rules/legal-profile';
import { addDays, monthsOf } from '@app/shared/time/tenant-time';
import type { NewPlanEntry, PlanItems, PlanRepository } from './plan.repository';

type CountedEntry = Pick<NewPlanEntry, 'uuid' | 'userId' | 'date' | 'minutes'>;

/** The days whose entries the average of the given weeks (Mondays) needs. */
function windowOf(mondays: readonly string[], legal: TLegalProfile): { from: string; to: string } {
  const sorted = [...mondays].sort();
  const first = sorted[0] ?? '2000-01-03';
  return {
    from: addDays(first, -7 * (legal.averageWeeks - 1)),
    to: addDays(sorted[sorted.length - 1] ?? first, 6),
  };
}

/** Each person's stored entries of the window the average of their weeks needs (proposals are nobody's work). */
export async function readAverageWindows(
  plan: Pick<PlanRepository, 'personMonth'>,
  weeks: ReadonlyMap<string, readonly string[]>,
  legal: TLegalProfile,
): Promise<Map<string, NewPlanEntry[]>> {
  const read = await Promise.all(
    [...weeks].map(async ([userId, mondays]) => {
      const { from, to } = windowOf(mondays, legal);
      const months = await Promise.all(monthsOf(from, to).map((month) => plan.personMonth(userId, month)));
      const entries = months.flatMap((items) =>
        items.entries.filter(
          (entry) =>
            entry.userId === userId && !entry.proposalRunId && entry.date >= from && entry.date <= to,
        ),
      );
      return [userId, entries] as const;
    }),
  );
  return new Map(read);
}

/**
 * Worked minutes per person and ISO week of the entries read, with a change applied: its removed and replaced
 * entries out, its added ones in (for the people read).
 */
export function weekMinutesOf(
  read: ReadonlyMap<string, readonly CountedEntry[]>,
  change: { added: readonly CountedEntry[]; removed: readonly CountedEntry[] } = { added: [], removed: [] },
): Map<string, Map<string, number>> {
  const gone = new Set([...change.added, ...change.removed].map((entry) => entry.uuid));
  const result = new Map<string, Map<string, number>>();
  for (const [userId, entries] of read) {
    const weeks = new Map<string, number>();
    const counted = [
      ...entries.filter((entry) => !gone.has(entry.uuid)),
      ...change.added.filter((entry) => entry.userId === userId),
    ];
    for (const entry of counted) {
      const monday = mondayOf(entry.date);
      weeks.set(monday, (weeks.get(monday) ?? 0) + entry.minutes);
    }
    result.set(userId, weeks);
  }
  return result;
}

/**
 * The week totals of the people with a whole week of `from`..`to` above the maximum in the plan read (entries and
 * other units' fragments), read back for their average; none when nobody is above it.
 */
export async function readHeavyWeeks(
  plan: Pick<PlanRepository, 'personMonth'>,
  range: { from: string; to: string },
  items: readonly PlanItems[],
  legal: TLegalProfile,
): Promise<RuleWorld['weekMinutes']> {
  const shifts = new Map<string, CountedEntry>();
  for (const part of items) {
    for (const entry of part.entries) if (!entry.proposalRunId) shifts.set(entry.uuid, entry);
    for (const fragment of part.foreign)
      shifts.set(fragment.entryUuid, { ...fragment, uuid: fragment.entryUuid });
  }
  const above = weeksAboveMaximum([...shifts.values()], range.from, range.to, legal);
  if (!above.size) return undefined;
  return weekMinutesOf(await readAverageWindows(plan, above, legal));
}
