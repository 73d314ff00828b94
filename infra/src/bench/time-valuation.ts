/**
 * Figure of time tracking (issue 14), for `npm run bench`, against a DynamoDB Local of its own:
 * - `time.monthValuationMs`: target and actual of one month for a unit of 200 people (`valueUnitMonth`): a
 *   shift every day of the month for each of them (three kinds in rotation, ~6,000 entries), a clock booking for
 *   each shift (~6,000), a Clock-mode working-time model each; the unit's partitions, the people's models and
 *   the valuation of every day. Median of 5 runs after a warm-up (which also values and summarises the year's
 *   earlier months, as the first view of a month does); target below 2,000 ms.
 */
import { randomUUID } from 'node:crypto';
import { instantAt } from '@app/shared/time/tenant-time';
import { TenantTable } from '@app/functions/data/tenant-table';
import { BookingRepository } from '@app/functions/time/booking.repository';
import { valueUnitMonth, type TenantPlace } from '@app/functions/time/valuation.service';
import { UserPlanningRepository } from '@app/functions/directory/user-planning.repository';
import { median, withBenchStack } from './bench-stack';
import { benchMonth as month, benchTenantRecord, seedPlan, seedUnit } from './bench-tenant';

const people = 200;
const customerNo = '90007';
const runs = 5;
const place: TenantPlace = benchTenantRecord;

export function timeValuationFigures(): Promise<{ monthValuationMs: number; days: number }> {
  return withBenchStack('time', async () => {
    const unit = await seedUnit(customerNo, people);
    const table = new TenantTable(unit.tenant);
    const entries = await seedPlan(unit, month, 30);
    const planning = new UserPlanningRepository(unit.tenant);
    const models = unit.userIds.map((userId) =>
      planning.saveWorkingTimeWrite(
        userId,
        {
          periods: [
            {
              validFrom: `${month}-01`,
              itemClass: 'Week',
              targetHours: 40,
              workingDays: 5,
              trackingMode: 'Clock',
              sickCalculation: 'PlannedHours',
            },
          ],
          allowShiftInteraction: false,
          allowShiftInteractionRequest: false,
          createShift: false,
          requestedMode: 'Default',
        },
        0,
      ),
    );
    const bookings = new BookingRepository(unit.tenant);
    const { timeZone } = benchTenantRecord;
    const at = new Date().toISOString();
    const writes = entries.map((entry) => {
      const begin = entry.begin ?? '06:00';
      const end = entry.end ?? '14:00';
      const clockIn = instantAt(entry.date, begin, timeZone);
      return bookings.createWrite({
        id: randomUUID(),
        userId: entry.userId ?? '',
        unitId: unit.unitId,
        day: entry.date,
        clockIn: clockIn.toISOString(),
        clockOut: new Date(clockIn.getTime() + 8 * 3_600_000).toISOString(),
        begin,
        end,
        pauses: [],
        costUnit: null,
        note: null,
        state: 1,
        source: 'terminal',
        reasons: [],
        createdAt: at,
        updatedAt: at,
      });
    });
    const all = [...models, ...writes];
    for (let index = 0; index < all.length; index += 100) await table.transact(all.slice(index, index + 100));

    const value = async () => {
      const started = performance.now();
      const valued = await valueUnitMonth(unit.tenant, unit.unitId, month, place);
      const elapsed = performance.now() - started;
      if (valued.size !== people) throw new Error(`Valued ${valued.size} people, not ${people}`);
      return { elapsed, days: [...valued.values()].reduce((sum, person) => sum + person.days.length, 0) };
    };
    const warmUp = await value();
    const times: number[] = [];
    for (let run = 0; run < runs; run++) times.push((await value()).elapsed);
    return { monthValuationMs: median(times), days: warmUp.days };
  });
}
