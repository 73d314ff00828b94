/**
 * Figure of the year tables (issue 14), for `npm run bench`, against a DynamoDB Local of its own:
 * - `time.yearRecalcSeconds`: the maintenance task's recalculation of every person's year in a tenant of 1,000
 *   people in 5 units with 12 month summaries each (60 summary Queries, 60 absence-fragment Queries, BatchGets
 *   of the years before and the initial data, transactions of 99 tables): the job's work as the worker runs it,
 *   median of 3 after a warm-up; target below 30 s. The queue hop is left out.
 */
import { randomUUID } from 'node:crypto';
import type { TMonthSummary } from '@app/shared/time-tracking/month-summary';
import { TenantTable } from '@app/functions/data/tenant-table';
import { UnitRepository } from '@app/functions/units/unit.repository';
import { UserRepository } from '@app/functions/directory/user.repository';
import { putMonthSummaries } from '@app/functions/time/month-summary.repository';
import { YearTableRepository } from '@app/functions/time/year-table.repository';
import { newYearTable } from '@app/functions/year-tables/year-inputs';
import { runYearMaintenance } from '@app/functions/year-tables/year-maintenance.job';
import { median, withBenchStack } from './bench-stack';
import { benchTenantRecord as place } from './bench-tenant';

const customerNo = '90007';
const unitCount = 5;
const perUnit = 200;
const year = 2026;

async function seedTenant() {
  const tenant = { customerNo, userSub: 'bench', username: 'bench' };
  const table = new TenantTable(tenant);
  const createdAt = new Date().toISOString();
  const units = new UnitRepository(tenant);
  const users = new UserRepository(tenant);
  const years = new YearTableRepository(tenant);
  const unitIds = Array.from({ length: unitCount }, () => randomUUID());
  await table.transact(
    unitIds.map((id, index) =>
      units.createWrite({
        id,
        name: `Bench ${String(index)}`,
        unitType: 0,
        parentId: null,
        enabled: true,
        createdAt,
      }),
    ),
  );
  const people: { id: string; unitId: string }[] = [];
  for (const [unitIndex, unitId] of unitIds.entries()) {
    for (let index = 0; index < perUnit; index += 10) {
      const batch = Array.from({ length: 10 }, (_, offset) => {
        const number = unitIndex * perUnit + index + offset;
        return { id: randomUUID(), unitId, number };
      });
      await table.transact(
        batch.flatMap(({ id, number }) =>
          users.createWrites({
            id,
            username: `bench${String(number)}`,
            displayName: `Person ${String(number).padStart(4, '0')}`,
            email: `bench${String(number)}@example.com`,
            roleIds: [],
            active: true,
            language: 'de',
            unitId,
            extraUnitIds: [],
            userGroupIds: [],
            fields: {},
            createdAt,
          }),
        ),
      );
      people.push(...batch.map(({ id }) => ({ id, unitId })));
    }
  }
  const summaries: TMonthSummary[] = people.flatMap((person, index) =>
    Array.from({ length: 12 }, (_, month) => {
      const difference = ((index + month) % 7) * 15 - 45;
      return {
        userId: person.id,
        unitId: person.unitId,
        month: `${String(year)}-${String(month + 1).padStart(2, '0')}`,
        target: 9600,
        actual: 9600 + difference,
        absence: 0,
        pause: 0,
        difference,
        overtime: 0,
        overtimeWaiting: 0,
        opening: 0,
        closing: difference,
        confirmedThrough: null,
        valuedAt: createdAt,
      };
    }),
  );
  await putMonthSummaries(tenant, summaries);
  for (let start = 0; start < people.length; start += 100) {
    await table.transact(
      people
        .slice(start, start + 100)
        .map((person) => years.createWrite(newYearTable(person.id, year, undefined, undefined))),
    );
  }
  return { tenant, people };
}

export function yearTableFigures(): Promise<{ recalcSeconds: number; written: number }> {
  return withBenchStack('year-tables', async () => {
    const { tenant, people } = await seedTenant();
    const actor = { id: 'bench', name: 'bench' };
    const recalculate = () =>
      runYearMaintenance({
        tenant,
        place,
        input: { year, command: 'recalculate', actor },
        progress: () => Promise.resolve(),
      });
    const warm = await recalculate();
    if (warm.written !== people.length)
      throw new Error(`Recalculated ${String(warm.written)} of ${String(people.length)}`);
    const times: number[] = [];
    for (let run = 0; run < 3; run++) {
      const started = performance.now();
      await recalculate();
      times.push(performance.now() - started);
    }
    return { recalcSeconds: median(times) / 1000, written: warm.written };
  });
}
