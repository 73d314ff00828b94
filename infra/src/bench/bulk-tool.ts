/**
 * Figure of the bulk shift tool (issue 12), for `npm run bench`, against a DynamoDB Local of its own:
 * - `bulkTool.copySeconds`: a bulk copy of 1,000 shifts (50 people, 20 days) four weeks later, through the
 *   task's own code (reads, the hard checks over every person's months, BatchWrite, counters, audit); target
 *   below 10 s. The task's queue hop is left out: it is the same for every command and not the tool's work.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Caller } from '@app/functions/security/caller';
import type { JobContext } from '@app/functions/jobs/registry';
import type { BulkJobInput } from '@app/functions/plan-tools/bulk-tool.job-input';
import { startEmulators } from '../local/emulators';
import { handlerEnvironment, provision } from '../local/provision';

const people = 50;
const days = 20;
const customerNo = '90003';

export interface BulkToolFigures {
  seconds: number;
  copied: number;
}

export async function bulkToolFigures(): Promise<BulkToolFigures> {
  const dataDir = await mkdtemp(join(tmpdir(), 'shiftplan-bench-bulk-'));
  const emulators = await startEmulators({ dataDir, persistent: false });
  try {
    const resources = await provision(emulators.endpoints, { stage: 'local' });
    Object.assign(process.env, handlerEnvironment(emulators.endpoints, resources));
    (await import('@app/functions/clients')).resetClients();
    const { TenantTable } = await import('@app/functions/data/tenant-table');
    const { UnitRepository } = await import('@app/functions/units/unit.repository');
    const { UserRepository } = await import('@app/functions/users/user.repository');
    const { ResourceRepository } = await import('@app/functions/resources/resource.repository');
    const { ShiftTemplateRepository } = await import('@app/functions/shifts/shift-template.repository');
    const { PlanRepository } = await import('@app/functions/calendar/plan.repository');
    const { runBulkCommand } = await import('@app/functions/plan-tools/bulk-tool.job');

    const tenant = { customerNo, userSub: 'bench', username: 'bench' };
    const table = new TenantTable(tenant);
    const createdAt = new Date().toISOString();
    const unitId = randomUUID();
    const resourceId = randomUUID();
    const none = { mode: 0, begin: null, end: null } as const;
    const template = {
      id: randomUUID(),
      name: 'Früh',
      shortName: 'F',
      resourceId,
      unitId,
      itemClass: 10,
      begin: '06:00',
      end: '14:00',
      pause1: none,
      pause2: none,
      backColor: '#ffffff',
      foreColor: '#000000',
      enabled: true,
      requiredQualificationIds: [],
      createdBy: 'bench',
      createdAt,
    };
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
      new ShiftTemplateRepository(tenant).createWrite(template),
    ]);
    const users = new UserRepository(tenant);
    const userIds = Array.from({ length: people }, () => randomUUID());
    for (const [index, id] of userIds.entries()) {
      await table.transact(
        users.createWrites({
          id,
          username: `bulk${index}`,
          displayName: `Person ${String(index).padStart(3, '0')}`,
          email: `bulk${index}@example.com`,
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
    // 50 people on 20 days of February 2027: 1,000 shifts, copied to the four weeks after.
    const entries = userIds.flatMap((userId) =>
      Array.from({ length: days }, (_, day) => ({
        unitId,
        date: `2027-02-${String(day + 1).padStart(2, '0')}`,
        uuid: randomUUID(),
        userId,
        templateId: template.id,
        resourceId,
        itemClass: 10,
        begin: '06:00',
        end: '14:00',
        pause1: none,
        pause2: none,
        minutes: 480,
        notes: '',
        createdAt,
      })),
    );
    await new PlanRepository(tenant).putMany(entries, () => [unitId]);

    const caller = {
      tenant,
      tenantRecord: { customerNo, country: 'DE', region: 'BY', timeZone: 'Europe/Berlin' },
      user: { id: userIds[0], username: 'bench', unitId, extraUnitIds: [] },
      permissions: new Set(['access.administrator']),
    } as unknown as Caller; // The command reads only these fields of the caller.
    const input: BulkJobInput = {
      language: 'de',
      action: 'copy',
      target: 'push',
      targetGroupId: null,
      targetResourceId: null,
      targetUserId: null,
      targetDate: '2027-03-01',
      edit: null,
      range: { from: '2027-02-01', to: '2027-02-28' },
      units: [unitId],
      sources: entries.map((entry) => [0, entry.date, entry.uuid, 1]),
    };
    const context: JobContext<BulkJobInput> = {
      tenant,
      taskId: randomUUID(),
      input,
      attempt: 1,
      progress: () => Promise.resolve(),
      log: () => Promise.resolve(),
      saveFile: () => Promise.resolve(),
    };
    const started = performance.now();
    const result = await runBulkCommand(caller, context);
    const seconds = (performance.now() - started) / 1000;
    if (result.done !== entries.length) throw new Error(`The bench copied ${result.done} shifts`);
    return { seconds, copied: result.done };
  } finally {
    await emulators.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
