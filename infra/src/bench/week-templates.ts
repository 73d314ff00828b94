/**
 * Figures of the week-template apply (issue 12), for `npm run bench`, against a DynamoDB Local of its own:
 * - `weekTemplates.applySeconds`: four week templates applied to a unit of 50 people for 12 weeks (~3,000
 *   entries) through the service the API calls; target below 20 s.
 * - `weekTemplates.writeRequests`: the DynamoDB write requests of that apply (BatchWrite, transactions, puts,
 *   updates, deletes), counted by a middleware on the client; target at most ceil(entries / 25) + 10%.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TWeekTemplateEntry } from '@app/shared/plan-tools/week-template';
import type { Caller } from '@app/functions/security/caller';
import { startEmulators } from '../local/emulators';
import { handlerEnvironment, provision } from '../local/provision';

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

export async function weekTemplateFigures(): Promise<WeekTemplateFigures> {
  const dataDir = await mkdtemp(join(tmpdir(), 'shiftplan-bench-weeks-'));
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
    const { WeekTemplateRepository } = await import('@app/functions/plan-tools/week-template.repository');
    const { applyWeekTemplates } = await import('@app/functions/plan-tools/apply.service');

    const tenant = { customerNo, userSub: 'bench', username: 'bench' };
    const table = new TenantTable(tenant);
    const createdAt = new Date().toISOString();
    const unitId = randomUUID();
    const resourceId = randomUUID();
    const none = { mode: 0, begin: null, end: null } as const;
    const shapes = [
      ['Früh', '06:00', '14:00'],
      ['Spät', '14:00', '22:00'],
      ['Nacht', '22:00', '06:00'],
    ] as const;
    const templates = shapes.map(([name, begin, end]) => ({
      id: randomUUID(),
      name,
      shortName: name.slice(0, 1),
      resourceId,
      unitId,
      itemClass: 10,
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
    await table.transact([
      new UnitRepository(tenant).createWrite({
        id: unitId,
        name: 'Bench',
        unitType: 0,
        parentId: null,
        enabled: true,
        createdAt,
      }),
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
          username: `weeks${index}`,
          displayName: `Person ${String(index).padStart(3, '0')}`,
          email: `weeks${index}@example.com`,
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

    const caller = {
      tenant,
      tenantRecord: { customerNo, country: 'DE', region: 'BY', timeZone: 'Europe/Berlin' },
      user: { id: userIds[0], username: 'bench', unitId, extraUnitIds: [] },
      permissions: new Set(['access.administrator']),
    } as unknown as Caller; // The apply reads only these fields of the caller.

    let writeRequests = 0;
    dynamo().middlewareStack.add(
      (next, context) => (args) => {
        if (writeCommands.has(context.commandName ?? '')) writeRequests++;
        return next(args);
      },
      { step: 'initialize', name: 'benchWriteCounter' },
    );
    const started = performance.now();
    const result = await applyWeekTemplates(caller, {
      groupId: unitId,
      weekIds,
      // 12 weeks from a Monday.
      begin: '2027-01-04',
      end: '2027-03-28',
      overwrite: false,
      noCollision: false,
      skipHolidays: false,
      repeat: 1,
    });
    const seconds = (performance.now() - started) / 1000;
    if (result.applied !== people * 5 * weeks) throw new Error(`The bench applied ${result.applied} entries`);
    return { seconds, writeRequests, entries: result.applied };
  } finally {
    await emulators.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
