/**
 * Figure of the rule check report (issue 13), for `npm run bench`, against a DynamoDB Local of its own:
 * - `rules.monthReportSeconds`: the report of one unit of 200 people over a month (~6,000 entries, three shift
 *   kinds in rotation so that rest and night rules find something) against 30 active rules and the legal
 *   profile: the job's reads, the engine's `checkRange` and the workbook, median of 3 after a warm-up; target
 *   below 5 s. The task's queue hop and the upload are left out: they are the same for every report.
 * Also `calendar.ruleCheckMs`: the engine's share of the calendar's data call for the same month (no target; it
 * tells how much of `calendar.ratio` the markers and the manning cost).
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Caller } from '@app/functions/security/caller';
import type { NewStoredRule } from '@app/functions/rules/rule.repository';
import { startEmulators } from '../local/emulators';
import { handlerEnvironment, provision } from '../local/provision';

const people = 200;
const month = '2026-11';
const customerNo = '90004';

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** 30 active rules of the kinds a care home writes, over the bench unit, its templates and its resource. */
export function benchRules(
  unitId: string,
  resourceId: string,
  templateIds: readonly string[],
): NewStoredRule[] {
  const updatedAt = new Date().toISOString();
  const frame = (ruleType: NewStoredRule['ruleType'], name: string) => ({
    id: randomUUID(),
    ruleType,
    name,
    notes: '',
    scope: { kind: 'unit' as const, ids: [unitId], includeSubUnits: false },
    validity: { from: null, to: null, weekdays: [] as number[], holidays: 'any' as const },
    severity: { level: 'WRN' as const, allowForce: true },
    active: true,
    updatedAt,
  });
  const [early = '', late = '', night = ''] = templateIds;
  const qualification = randomUUID();
  return [
    // Minimum staffing per weekday and per shift window.
    ...Array.from({ length: 7 }, (_, index) => ({
      ...frame('MINOC', `Minimum ${index + 1}`),
      validity: { from: null, to: null, weekdays: [index + 1], holidays: 'any' as const },
      settings: { minimum: 60 + index * 5, qualificationId: null, from: null, to: null },
    })),
    ...[
      ['06:00', '14:00'],
      ['14:00', '22:00'],
      ['22:00', '23:59'],
    ].map(([from, to], index) => ({
      ...frame('MINOC', `Window ${index + 1}`),
      settings: { minimum: 70, qualificationId: null, from, to },
    })),
    ...Array.from({ length: 4 }, (_, index) => ({
      ...frame('MAXABS', `Absences ${index + 1}`),
      settings: { maxPeople: null, maxPercent: 10 + index * 5, eventClasses: [] },
    })),
    {
      ...frame('DEPENCY', 'Rest after nights'),
      settings: { kind: 'restAfterNight', nightFrom: '20:00', restDays: 1 },
    },
    {
      ...frame('DEPENCY', 'Late needs early'),
      settings: { kind: 'requiresShift', templateId: late, requiredTemplateId: early, dayOffset: 0 },
    },
    {
      ...frame('DEPENCY', 'Night needs late'),
      settings: { kind: 'requiresShift', templateId: night, requiredTemplateId: late, dayOffset: 0 },
    },
    {
      ...frame('QUAL', 'Night nurse'),
      scope: { kind: 'template' as const, ids: [night], includeSubUnits: false },
      settings: { qualificationIds: [qualification], mode: 'all' },
    },
    {
      ...frame('QUAL', 'Care resource'),
      scope: { kind: 'resource' as const, ids: [resourceId], includeSubUnits: false },
      validity: { from: `${month}-01`, to: `${month}-07`, weekdays: [], holidays: 'any' as const },
      settings: { qualificationIds: [qualification], mode: 'any' },
    },
    {
      ...frame('MSG', 'Inventory day'),
      validity: { from: `${month}-14`, to: `${month}-14`, weekdays: [], holidays: 'any' as const },
      settings: { text: 'Inventory: count the stock before the shift.', trigger: 'planned' },
    },
    {
      ...frame('MSG', 'Leave in November'),
      settings: { text: 'Ask the team first.', trigger: 'request' },
    },
    ...Array.from({ length: 3 }, (_, index) => ({
      ...frame('BARRIER', `Blocked ${index + 1}`),
      validity: {
        from: `2026-12-${20 + index}`,
        to: `2026-12-${24 + index}`,
        weekdays: [],
        holidays: 'any' as const,
      },
      settings: { eventClasses: [] },
    })),
    ...Array.from({ length: 3 }, (_, index) => ({
      ...frame('APPROVE', `Approval ${index + 1}`),
      settings: {
        eventClasses: [index + 1],
        firstApproverIds: [],
        secondApproverIds: [],
        autoApproveUpToDays: 0,
      },
    })),
    ...Array.from({ length: 3 }, (_, index) => ({
      ...frame('MINOC', `Weekend ${index + 1}`),
      validity: { from: null, to: null, weekdays: [6, 7], holidays: 'any' as const },
      settings: { minimum: 50 + index, qualificationId: null, from: null, to: null },
    })),
  ];
}

export async function ruleReportFigures(): Promise<{
  seconds: number;
  findings: number;
  calendarCheckMs: number;
}> {
  const dataDir = await mkdtemp(join(tmpdir(), 'shiftplan-bench-rules-'));
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
    const { ruleCheckReport } = await import('@app/functions/calendar/rule-report.job');
    const { listCalendar } = await import('@app/functions/calendar/calendar.service');

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
    const rules = new RuleRepository(tenant);
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
    await table.transact(ruleList.map((rule) => rules.createWrite(rule)));
    const users = new UserRepository(tenant);
    const userIds = Array.from({ length: people }, () => randomUUID());
    for (const [index, id] of userIds.entries()) {
      await table.transact(
        users.createWrites({
          id,
          username: `rules${index}`,
          displayName: `Person ${String(index).padStart(3, '0')}`,
          email: `rules${index}@example.com`,
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
    // Every person on 30 days in a rotation early, late, night: ~6,000 entries; the night before an early
    // breaks the rest, so that the report has findings to write.
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

    const tenantRecord = { country: 'DE', region: 'BY', timeZone: 'Europe/Berlin' };
    const input = {
      unitId,
      from: `${month}-01`,
      to: `${month}-30`,
      withSubUnits: false,
      language: 'de' as const,
    };
    const report = () => ruleCheckReport({ tenant, tenantRecord, input, progress: () => Promise.resolve() });
    const warm = await report();
    if (!warm) throw new Error('The bench unit is missing');
    const times: number[] = [];
    for (let run = 0; run < 3; run++) {
      const started = performance.now();
      await report();
      times.push(performance.now() - started);
    }

    // The calendar's data call over the same month, for the engine's share of it.
    const caller = {
      tenant,
      tenantRecord: { customerNo, ...tenantRecord },
      user: { id: userIds[0], unitId, extraUnitIds: [] },
      permissions: new Set(['access.administrator']),
    } as unknown as Caller; // The data call reads only these fields of the caller.
    const request = {
      from: input.from,
      to: input.to,
      unitIds: [unitId],
      withSubUnits: false,
      userIds: [],
      resourceIds: [],
      showDisabled: false,
    };
    await listCalendar(caller, request, 'de');
    const { checkRange } = await import('@app/shared/rules/engine/index');
    const { buildRuleWorld, ruleSetupOf } = await import('@app/functions/calendar/rule-world');
    const { CalendarReadsRepository } = await import('@app/functions/calendar/calendar-reads.repository');
    const reads = new CalendarReadsRepository(tenant);
    const [catalogue, collection, items] = await Promise.all([
      reads.catalogue(),
      reads.unitCollection(unitId),
      new PlanRepository(tenant).unitMonth(unitId, month),
    ]);
    const checks: number[] = [];
    for (let run = 0; run < 3; run++) {
      const started = performance.now();
      const world = buildRuleWorld({
        timeZone: tenantRecord.timeZone,
        language: 'de',
        from: input.from,
        to: input.to,
        catalogue,
        collections: collection ? [collection] : [],
        entries: items.entries,
        absences: items.absences,
      });
      checkRange(ruleSetupOf(catalogue), world, { unitIds: [unitId] });
      checks.push(performance.now() - started);
    }
    return { seconds: median(times) / 1000, findings: warm.rows.length, calendarCheckMs: median(checks) };
  } finally {
    await emulators.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
