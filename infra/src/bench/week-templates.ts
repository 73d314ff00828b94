/**
 * Figures of the week-template apply (issue 12), for `npm run bench`, against a DynamoDB Local of its own:
 * - `weekTemplates.applySeconds`: four week templates applied to a unit of 50 people for 12 weeks (~3,000
 *   entries) through the service the API calls; target below 20 s.
 * - `weekTemplates.writeRequests`: the DynamoDB write requests of that apply (BatchWrite, transactions, puts,
 *   updates, deletes), counted by a middleware on the client; target at most ceil(entries / 25) + 10%.
 */
import { randomUUID } from 'node:crypto';
import type { TWeekTemplateEntry } from '@app/shared/plan-tools/week-template';
import { dynamo } from '@app/functions/clients';
import { TenantTable } from '@app/functions/data/tenant-table';
import { WeekTemplateRepository } from '@app/functions/plan-tools/week-template.repository';
import { applyWeekTemplates } from '@app/functions/plan-tools/apply.service';
import { withBenchStack } from './bench-stack';
import { benchCaller, seedUnit } from './bench-tenant';

const people = 50;
const weeks = 12;
const customerNo = '90002';
const writeCommands = new Set([
  'BatchWriteItemCommand',
  'TransactWriteItemsCommand',
  'PutItemCommand',
  'UpdateItemCommand',
  'DeleteItemCommand',
]);

export interface WeekTemplateFigures {
  seconds: number;
  writeRequests: number;
  entries: number;
}

export function weekTemplateFigures(): Promise<WeekTemplateFigures> {
  return withBenchStack('weeks', async () => {
    const unit = await seedUnit(customerNo, people);
    const { tenant, unitId, templates, userIds, createdAt } = unit;
    const table = new TenantTable(tenant);
    // Four week templates: every person works five days a week (250 rows a template, ~3,000 entries in 12 weeks).
    const weekTemplates = new WeekTemplateRepository(tenant);
    const weekIds: string[] = [];
    for (let week = 0; week < 4; week++) {
      const entries: TWeekTemplateEntry[] = userIds.flatMap((userId, person) =>
        Array.from({ length: 5 }, (_, day) => ({
          weekday: ((person + day + week) % 7) + 1,
          shiftTplId: templates[(person + week) % 3]?.id ?? '',
          resourceId: null,
          userId,
          begin: null,
          end: null,
          pauses: [],
        })),
      );
      const id = randomUUID();
      weekIds.push(id);
      await table.transact([
        weekTemplates.createWrite({ id, unitId, name: `Woche ${week + 1}`, order: week, entries, createdAt }),
      ]);
    }

    const caller = benchCaller(unit);
    let writeRequests = 0;
    dynamo().middlewareStack.add(
      (next, context) => (args) => {
        if (writeCommands.has(context.commandName ?? '')) writeRequests++;
        return next(args);
      },
      { step: 'initialize', name: 'benchWriteCounter' },
    );
    const started = performance.now();
    const result = await applyWeekTemplates(
      caller,
      {
        groupId: unitId,
        weekIds,
        // 12 weeks from a Monday.
        begin: '2027-01-04',
        end: '2027-03-28',
        overwrite: false,
        noCollision: false,
        skipHolidays: false,
        repeat: 1,
      },
      'de',
    );
    const seconds = (performance.now() - started) / 1000;
    if (result.applied !== people * 5 * weeks) throw new Error(`The bench applied ${result.applied} entries`);
    return { seconds, writeRequests, entries: result.applied };
  });
}
