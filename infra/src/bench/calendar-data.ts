/**
 * Figures of the calendar's data call (issue 10), for `npm run bench`, against a DynamoDB Local of its own:
 * - `calendar.requests`: the DynamoDB requests of `calendar.list` for one unit of 200 people over one month
 *   (~6,000 entries); target: units x months + 5.
 * - `calendar.ratio`: the call's time divided by the time of reading the same items with plain Query calls (no
 *   parsing, no assembly) in the same run, medians of 5; target 2.0.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { QueryCommand, type QueryCommandOutput } from '@aws-sdk/lib-dynamodb';
import { startEmulators } from '../local/emulators';
import type { Caller } from '@app/functions/security/caller';
import { handlerEnvironment, provision } from '../local/provision';

const people = 200;
const month = '2026-11';
const customerNo = '90001';

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

export async function calendarDataFigures(): Promise<{ requests: number; ratio: number }> {
  const dataDir = await mkdtemp(join(tmpdir(), 'shiftplan-bench-calendar-'));
  const emulators = await startEmulators({ dataDir, persistent: false });
  try {
    const resources = await provision(emulators.endpoints, { stage: 'local' });
    Object.assign(process.env, handlerEnvironment(emulators.endpoints, resources));
    (await import('@app/functions/clients')).resetClients();
    const { dynamo } = await import('@app/functions/clients');
    const { TenantTable } = await import('@app/functions/data/tenant-table');
    const { UnitRepository } = await import('@app/functions/units/unit.repository');
    const { UserRepository } = await import('@app/functions/users/user.repository');
    const { ResourceRepository } = await import('@app/functions/resources/resource.repository');
    const { ShiftTemplateRepository } = await import('@app/functions/shifts/shift-template.repository');
    const { PlanRepository } = await import('@app/functions/calendar/plan.repository');
    const { listCalendar } = await import('@app/functions/calendar/calendar.service');

    const tenant = { customerNo, userSub: 'bench', username: 'bench' };
    const table = new TenantTable(tenant);
    const createdAt = new Date().toISOString();
    const unitId = randomUUID();
    const resourceId = randomUUID();
    const shapes = [
      ['Früh', '06:00', '14:00', 10],
      ['Spät', '14:00', '22:00', 20],
      ['Nacht', '22:00', '06:00', 30],
    ] as const;
    const none = { mode: 0, begin: null, end: null };
    const templates = shapes.map(([name, begin, end, itemClass]) => ({
      id: randomUUID(),
      name,
      shortName: name.slice(0, 1),
      resourceId,
      unitId,
      itemClass,
      begin,
      end,
      pause1: none,
      pause2: none,
      backColor: '#ffffff',
      foreColor: '#000000',
      enabled: true,
      requiredQualificationIds: [],
      createdBy: 'bench',
      createdAt,
    }));
    const units = new UnitRepository(tenant);
    await table.transact([
      units.createWrite({ id: unitId, name: 'Bench', unitType: 0, parentId: null, enabled: true, createdAt }),
      new ResourceRepository(tenant).createWrite({
        id: resourceId,
        caption: 'Pflege',
        comments: '',
        backColor: '#ffffff',
        foreColor: '#000000',
        enabled: true,
        createdBy: 'bench',
        createdAt,
      }),
      ...templates.map((template) => new ShiftTemplateRepository(tenant).createWrite(template)),
    ]);
    const users = new UserRepository(tenant);
    const userIds = Array.from({ length: people }, () => randomUUID());
    for (const [index, id] of userIds.entries()) {
      await table.transact(
        users.createWrites({
          id,
          username: `bench${index}`,
          displayName: `Person ${String(index).padStart(3, '0')}`,
          email: `bench${index}@example.com`,
          roleIds: [],
          active: true,
          language: 'de',
          unitId,
          extraUnitIds: [],
          userGroupIds: [],
          fields: {},
          createdAt,
        }),
      );
    }
    // Every person on 30 days: ~6,000 entries.
    const entries = userIds.flatMap((userId, index) =>
      Array.from({ length: 30 }, (_, day) => {
        const template = templates[(index + day) % 3];
        if (!template) throw new Error('no template');
        return {
          unitId,
          date: `${month}-${String(day + 1).padStart(2, '0')}`,
          uuid: randomUUID(),
          userId,
          templateId: template.id,
          resourceId,
          itemClass: template.itemClass,
          begin: template.begin,
          end: template.end,
          pause1: none,
          pause2: none,
          minutes: 480,
          notes: '',
          createdAt,
        };
      }),
    );
    await new PlanRepository(tenant).putMany(entries, () => [unitId]);

    const caller = {
      tenant,
      tenantRecord: { customerNo, country: 'DE', region: 'BY', timeZone: 'Europe/Berlin' },
      user: { id: userIds[0], unitId, extraUnitIds: [] },
      permissions: new Set(['access.administrator']),
    } as unknown as Caller; // The data call reads only these fields of the caller.
    const request = {
      from: `${month}-01`,
      to: `${month}-30`,
      unitIds: [unitId],
      withSubUnits: false,
      userIds: [],
      resourceIds: [],
      showDisabled: false,
    };

    let requests = 0;
    const client = dynamo();
    client.middlewareStack.add(
      (next) => (args) => {
        requests++;
        return next(args);
      },
      { step: 'initialize', name: 'benchRequestCounter' },
    );

    // The same partitions read with plain, unparsed Query calls, page by page.
    const key = (...parts: string[]) => `T#${customerNo}#${parts.join('#')}`;
    const plainQuery = async (partitionKey: string, index?: string) => {
      let start: Record<string, unknown> | undefined;
      do {
        const page: QueryCommandOutput = await client.send(
          new QueryCommand({
            TableName: resources.tables.main,
            ...(index ? { IndexName: index } : {}),
            KeyConditionExpression: '#p = :p',
            ExpressionAttributeNames: { '#p': index ? `${index}pk` : 'pk' },
            ExpressionAttributeValues: { ':p': partitionKey },
            ...(start ? { ExclusiveStartKey: start } : {}),
          }),
        );
        start = page.LastEvaluatedKey;
      } while (start);
    };
    const plainRead = () =>
      Promise.all([
        plainQuery(key('UNIT', unitId)),
        plainQuery(key('UNIT', unitId, 'PLAN', month)),
        plainQuery(key('CATALOG'), 'gsi1'),
        // Public and school holidays share the region's partition; people come with the unit collection.
        plainQuery(key('HOLIDAYS', 'DE', 'BY')),
      ]);

    await listCalendar(caller, request, 'de');
    requests = 0;
    const answer = await listCalendar(caller, request, 'de');
    const counted = requests;
    if (answer.slots.length < entries.length) throw new Error('The bench calendar lacks entries');
    const callTimes: number[] = [];
    const plainTimes: number[] = [];
    for (let run = 0; run < 5; run++) {
      let started = performance.now();
      await listCalendar(caller, request, 'de');
      callTimes.push(performance.now() - started);
      started = performance.now();
      await plainRead();
      plainTimes.push(performance.now() - started);
    }
    return { requests: counted, ratio: median(callTimes) / median(plainTimes) };
  } finally {
    await emulators.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
