/**
 * Figure of checking one change against the rules (issue 13), for `npm run bench`, against a DynamoDB Local of
 * its own:
 * - `rules.changeCheckMs`: a drop in a unit of 200 people with a month of plan (~6,000 entries, three shift kinds
 *   in rotation) against 30 active rules of mixed types and the legal profile: the catalogue read and
 *   `validateChange` (its reads: the unit's collection and days, the people's months, their users; the engine),
 *   median of 30 drops after a warm-up; target below 50 ms.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Caller } from '@app/functions/security/caller';
import { startEmulators } from '../local/emulators';
import { handlerEnvironment, provision } from '../local/provision';
import { benchRules } from './rule-report';

const people = 200;
const month = '2026-11';
const customerNo = '90005';
const drops = 30;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

export async function ruleChangeFigures(): Promise<{ changeCheckMs: number }> {
  const dataDir = await mkdtemp(join(tmpdir(), 'shiftplan-bench-change-'));
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
    const { RuleRepository } = await import('@app/functions/rules/rule.repository');
    const { CalendarReadsRepository } = await import('@app/functions/calendar/calendar-reads.repository');
    const { validateChange } = await import('@app/functions/calendar/change-support');

    const tenant = { customerNo, userSub: 'bench', username: 'bench' };
    const table = new TenantTable(tenant);
    const createdAt = new Date().toISOString();
    const unitId = randomUUID();
    const resourceId = randomUUID();
    const none = { mode: 0, begin: null, end: null };
    const templates = (
      [
        ['Früh', '06:00', '14:00', 10],
        ['Spät', '14:00', '22:00', 20],
        ['Nacht', '22:00', '06:00', 30],
      ] as const
    ).map(([name, begin, end, itemClass]) => ({
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
    const ruleList = benchRules(
      unitId,
      resourceId,
      templates.map((template) => template.id),
    );
    if (ruleList.length !== 30) throw new Error(`The bench has ${ruleList.length} rules, not 30`);
    const rules = new RuleRepository(tenant);
    await table.transact(ruleList.map((rule) => rules.createWrite(rule)));
    const users = new UserRepository(tenant);
    const userIds = Array.from({ length: people }, () => randomUUID());
    for (const [index, id] of userIds.entries())
      await table.transact(
        users.createWrites({
          id,
          username: `change${index}`,
          displayName: `Person ${String(index).padStart(3, '0')}`,
          email: `change${index}@example.com`,
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
      user: { id: userIds[0], username: 'bench' },
      permissions: new Set(['access.administrator']),
    } as unknown as Caller; // The check reads only these fields of the caller.
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
  } finally {
    await emulators.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
