/**
 * Last month confirmed as a planner leaves it on any day of this one: up to the week before last whatever its days
 * held (the demo's past is settled), and from last week on only the days nothing blocks. In a month's first days
 * the planner is still working through last week, so a day with a forgotten clock-out (time.ts) stays open to be
 * fixed, and the first payroll export of last month names it.
 */
import type { Caller } from '@app/functions/security/caller';

export async function confirmLastMonth(
  planner: Caller,
  userIds: readonly string[],
  options: { from?: string; peopleAtOnce: number },
): Promise<void> {
  const { now } = await import('@app/functions/clock');
  const { addDays, isoWeekdayOf, plainDateOf } = await import('@app/shared/time/tenant-time');
  const { trackingAction } = await import('@app/functions/time/tracking-action.service');
  const { inParallel } = await import('@app/functions/year-tables/year-maintenance.reads');
  const today = plainDateOf(now(), planner.tenantRecord.timeZone);
  const lastMonthEnd = addDays(`${today.slice(0, 7)}-01`, -1);
  const lastMonthStart = `${lastMonthEnd.slice(0, 7)}-01`;
  const first = options.from && options.from > lastMonthStart ? options.from : lastMonthStart;
  const lastWeek = addDays(today, -7 - (isoWeekdayOf(today) - 1));
  const settledTo = lastMonthEnd < lastWeek ? lastMonthEnd : addDays(lastWeek, -1);
  const openFrom = first > lastWeek ? first : lastWeek;
  const parts = [
    { from: first, to: settledTo, force: true },
    { from: openFrom, to: lastMonthEnd, force: false },
  ].filter((part) => part.from <= part.to);
  // The action takes its people one after another; asked once per person, they go side by side.
  await inParallel(userIds, options.peopleAtOnce, async (userId) => {
    for (const part of parts)
      await trackingAction(planner, { userIds: [userId], action: 'CONFIRM', ...part });
  });
}
