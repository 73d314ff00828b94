/**
 * The tenant data the data benches share: a unit with its people, the resource and the three shift templates
 * Früh/Spät/Nacht, plan entries, the 30 rules, and the caller the services are called as. Written through the
 * repositories, as the API writes it.
 */
import { randomUUID } from 'node:crypto';
import { TenantTable } from '@app/functions/data/tenant-table';
import type { TenantContext } from '@app/functions/tenancy/tenant-context';
import type { Caller } from '@app/functions/security/caller';
import { UnitRepository } from '@app/functions/units/unit.repository';
import { UserRepository } from '@app/functions/directory/user.repository';
import { ResourceRepository } from '@app/functions/resources/resource.repository';
import {
  ShiftTemplateRepository,
  type NewShiftTemplate,
} from '@app/functions/shifts/shift-template.repository';
import { PlanRepository, type NewPlanEntry } from '@app/functions/calendar/plan.repository';
import { RuleRepository, type NewStoredRule } from '@app/functions/rules/rule.repository';

/** The month the calendar and rule benches plan (30 days). */
export const benchMonth = '2026-11';
/** Where the bench tenants are: Bavaria, for its public and school holidays. */
export const benchTenantRecord = { country: 'DE' as const, region: 'BY', timeZone: 'Europe/Berlin' };

export interface BenchUnit {
  tenant: TenantContext;
  unitId: string;
  resourceId: string;
  /** Früh, Spät, Nacht (item classes early, midday, night). */
  templates: readonly [NewShiftTemplate, NewShiftTemplate, NewShiftTemplate];
  userIds: readonly string[];
  createdAt: string;
}

const none = { mode: 0, begin: null, end: null } as const;

/**
 * A tenant of its own (each bench has its customer number), a unit of `people` people, a resource and the three
 * shift templates. Several units of one tenant need a name and user names of their own each.
 */
export async function seedUnit(
  customerNo: string,
  people: number,
  names: { unit: string; username: string } = { unit: 'Bench', username: 'bench' },
): Promise<BenchUnit> {
  const tenant = { customerNo, userSub: 'bench', username: 'bench' };
  const table = new TenantTable(tenant);
  const createdAt = new Date().toISOString();
  const unitId = randomUUID();
  const resourceId = randomUUID();
  const template = (name: string, begin: string, end: string, itemClass: 10 | 25 | 30) => ({
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
  });
  const templates = [
    template('Früh', '06:00', '14:00', 10),
    template('Spät', '14:00', '22:00', 25),
    template('Nacht', '22:00', '06:00', 30),
  ] as const;
  const shiftTemplates = new ShiftTemplateRepository(tenant);
  await table.transact([
    new UnitRepository(tenant).createWrite({
      id: unitId,
      name: names.unit,
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
    ...templates.map((shiftTemplate) => shiftTemplates.createWrite(shiftTemplate)),
  ]);
  const users = new UserRepository(tenant);
  const userIds = Array.from({ length: people }, () => randomUUID());
  for (const [index, id] of userIds.entries()) {
    await table.transact(
      users.createWrites({
        id,
        username: `${names.username}${index}`,
        displayName: `Person ${String(index).padStart(3, '0')}`,
        email: `${names.username}${index}@example.com`,
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
  return { tenant, unitId, resourceId, templates, userIds, createdAt };
}

/**
 * Every person of the unit on the first `days` days of `month`, one shift a day, stored; by default in the
 * rotation early, late, night (the night before an early breaks the rest, so that rest rules find something).
 */
export async function seedPlan(
  unit: BenchUnit,
  month: string,
  days: number,
  templateOf: (person: number, day: number) => NewShiftTemplate = (person, day) =>
    unit.templates[(person + day) % 3] ?? unit.templates[0],
): Promise<NewPlanEntry[]> {
  const entries = unit.userIds.flatMap((userId, person) =>
    Array.from({ length: days }, (_, day) => {
      const template = templateOf(person, day);
      return {
        unitId: unit.unitId,
        date: `${month}-${String(day + 1).padStart(2, '0')}`,
        uuid: randomUUID(),
        userId,
        templateId: template.id,
        resourceId: unit.resourceId,
        itemClass: template.itemClass,
        begin: template.begin,
        end: template.end,
        pause1: none,
        pause2: none,
        minutes: 480,
        notes: '',
        createdAt: unit.createdAt,
      };
    }),
  );
  await new PlanRepository(unit.tenant).putMany(entries, () => [unit.unitId]);
  return entries;
}

/** The 30 active rules over the unit, stored in one transaction. */
export async function seedRules(unit: BenchUnit): Promise<void> {
  const ruleList = benchRules(unit);
  if (ruleList.length !== 30) throw new Error(`The bench has ${ruleList.length} rules, not 30`);
  const rules = new RuleRepository(unit.tenant);
  await new TenantTable(unit.tenant).transact(ruleList.map((rule) => rules.createWrite(rule)));
}

/** An administrator of the unit: the services the benches call read only these fields of the caller. */
export function benchCaller(unit: BenchUnit): Caller {
  return {
    tenant: unit.tenant,
    tenantRecord: { customerNo: unit.tenant.customerNo, ...benchTenantRecord },
    user: { id: unit.userIds[0], username: 'bench', unitId: unit.unitId, extraUnitIds: [] },
    permissions: new Set(['access.administrator']),
  } as unknown as Caller;
}

/** 30 active rules of the kinds a care home writes, over the unit, its templates and its resource. */
function benchRules({ unitId, resourceId, templates }: BenchUnit): NewStoredRule[] {
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
  const [{ id: early }, { id: late }, { id: night }] = templates;
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
      validity: { from: `${benchMonth}-01`, to: `${benchMonth}-07`, weekdays: [], holidays: 'any' as const },
      settings: { qualificationIds: [qualification], mode: 'any' },
    },
    {
      ...frame('MSG', 'Inventory day'),
      validity: { from: `${benchMonth}-14`, to: `${benchMonth}-14`, weekdays: [], holidays: 'any' as const },
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
