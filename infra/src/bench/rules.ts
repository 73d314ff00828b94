/**
 * Figure of checking one change against the rules (issue 13), for `npm run bench`, against a DynamoDB Local of
 * its own:
 * - `rules.changeCheckMs`: a drop in a unit of 200 people with a month of plan (~6,000 entries, three shift kinds
 *   in rotation) against 30 active rules of mixed types and the legal profile: the catalogue read and
 *   `validateChange` (its reads: the unit's collection and days, the people's months, their users; the engine),
 *   median of 30 drops after a warm-up; target below 50 ms.
 */
import { CalendarReadsRepository } from '@app/functions/calendar/calendar-reads.repository';
import { validateChange } from '@app/functions/calendar/change-support';
import { median, withBenchStack } from './bench-stack';
import { benchCaller, benchMonth as month, seedPlan, seedRules, seedUnit } from './bench-tenant';

const people = 200;
const customerNo = '90005';
const drops = 30;

export function ruleChangeFigures(): Promise<{ changeCheckMs: number }> {
  return withBenchStack('change', async () => {
    const unit = await seedUnit(customerNo, people);
    const { tenant, userIds } = unit;
    await seedRules(unit);
    const entries = await seedPlan(unit, month, 30);
    const caller = benchCaller(unit);
    const reads = new CalendarReadsRepository(tenant);
    // A drop: a shift of the month dragged onto a colleague's row on the same day (DROP_MOVEUSER), as a save does
    // it: the catalogue read, then the change's check.
    const drop = async (position: number) => {
      const entry = entries[(position * 197) % entries.length];
      const other = userIds[(position * 31 + 7) % people];
      if (!entry || !other) throw new Error('no entry');
      const started = performance.now();
      const catalogue = await reads.catalogue();
      await validateChange(
        caller,
        'de',
        catalogue,
        { added: [{ ...entry, userId: other }], removed: [entry] },
        false,
      );
      return performance.now() - started;
    };
    await drop(drops);
    const times: number[] = [];
    for (let position = 0; position < drops; position++) times.push(await drop(position));
    return { changeCheckMs: median(times) };
  });
}
