/**
 * Week templates of a unit: list, one, create, change, delete, and "save the shown week as a template" (the
 * unit's entries of a week become the rows). Every change is audited; planners (calendar.plan) only, and only in
 * the units they are responsible for (docs/permissions.md: 403 NOT_RESPONSIBLE naming the unit).
 */
import { randomUUID } from 'node:crypto';
import { AppError } from '@app/shared/api/errors';
import { assertCurrentVersion } from '@app/shared/api/versions';
import type {
  TWeekTemplate,
  TWeekTemplateEntry,
  TWeekTemplateFromWeek,
} from '@app/shared/plan-tools/week-template';
import { mondayOf } from '@app/shared/plan-tools/week-template-plan';
import { addDays, isoWeekdayOf } from '@app/shared/time/tenant-time';
import type { Caller } from '../security/caller';
import { requireResponsibleForUnit } from '../units/responsibility-scope';
import { commitAudited } from '../audit/audit.service';
import { now as clockNow } from '../clock';
import { CalendarReadsRepository } from '../calendar/calendar-reads.repository';
import { invalid } from '../calendar/change-support';
import { PlanRepository } from '../calendar/plan.repository';
import { UnitRepository } from '../units/unit.repository';
import { WeekTemplateRepository, type NewWeekTemplate, type WeekTemplate } from './week-template.repository';

const maxOrder = 999;
const toWeekTemplate = ({ createdAt: _createdAt, ...template }: WeekTemplate): TWeekTemplate => template;
const targetOf = (template: Pick<NewWeekTemplate, 'id' | 'name'>) => ({
  type: 'weekTemplate',
  id: template.id,
  name: template.name,
});
const snapshot = (template: NewWeekTemplate) => ({
  unitId: template.unitId,
  name: template.name,
  order: template.order,
  rows: template.entries.length,
});

export async function requireUnit(caller: Caller, unitId: string) {
  const unit = await new UnitRepository(caller.tenant).get(unitId);
  if (!unit) throw new AppError('NOT_FOUND');
  return unit;
}

/** A unit the caller plans: the tenant's (404) and within their responsibility (403 NOT_RESPONSIBLE). */
export async function requirePlannedUnit(caller: Caller, unitId: string) {
  const unit = await requireUnit(caller, unitId);
  await requireResponsibleForUnit(caller, unit.id);
  return unit;
}

/** A week template of a unit the caller is responsible for (404 when unknown). */
async function requireTemplate(caller: Caller, id: string): Promise<WeekTemplate> {
  const template = await new WeekTemplateRepository(caller.tenant).get(id);
  if (!template) throw new AppError('NOT_FOUND');
  await requireResponsibleForUnit(caller, template.unitId);
  return template;
}

/** The rows name shift templates and resources of the catalogue and people of the tenant (400 at the row). */
async function assertRows(caller: Caller, rows: readonly TWeekTemplateEntry[]): Promise<void> {
  if (rows.length === 0) return;
  const reads = new CalendarReadsRepository(caller.tenant);
  const userIds = [...new Set(rows.flatMap((row) => (row.userId ? [row.userId] : [])))];
  const [catalogue, people] = await Promise.all([reads.catalogue(), reads.peopleById(userIds)]);
  const templates = new Set(catalogue.templates.map((template) => template.id));
  const resources = new Set(catalogue.resources.map((resource) => resource.id));
  for (const [index, row] of rows.entries()) {
    if (!templates.has(row.shiftTplId))
      throw invalid(`body.entries.${index}.shiftTplId`, 'planTools.weekTemplate.templateUnknown');
    if (row.resourceId && !resources.has(row.resourceId))
      throw invalid(`body.entries.${index}.resourceId`, 'planTools.weekTemplate.resourceUnknown');
    if (row.userId && !people.has(row.userId))
      throw invalid(`body.entries.${index}.userId`, 'planTools.weekTemplate.userUnknown');
  }
}

export async function listWeekTemplates(caller: Caller, unitId: string): Promise<TWeekTemplate[]> {
  await requirePlannedUnit(caller, unitId);
  const templates = await new WeekTemplateRepository(caller.tenant).ofUnit(unitId);
  return templates.sort((a, b) => a.order - b.order || a.name.localeCompare(b.name)).map(toWeekTemplate);
}

export async function getWeekTemplate(caller: Caller, id: string): Promise<TWeekTemplate> {
  return toWeekTemplate(await requireTemplate(caller, id));
}

async function nextOrder(caller: Caller, unitId: string): Promise<number> {
  const existing = await new WeekTemplateRepository(caller.tenant).ofUnit(unitId);
  return Math.min(
    maxOrder,
    existing.reduce((max, template) => Math.max(max, template.order + 1), 0),
  );
}

async function create(caller: Caller, template: NewWeekTemplate, now: Date): Promise<TWeekTemplate> {
  await commitAudited(
    caller,
    { action: 'weekTemplate.create', target: targetOf(template), after: snapshot(template), at: now },
    [new WeekTemplateRepository(caller.tenant).createWrite(template)],
  );
  return toWeekTemplate({ ...template, version: 1 });
}

export async function createWeekTemplate(
  caller: Caller,
  input: { unitId: string; name: string; order?: number | undefined; entries: TWeekTemplateEntry[] },
  now = clockNow(),
): Promise<TWeekTemplate> {
  await Promise.all([requirePlannedUnit(caller, input.unitId), assertRows(caller, input.entries)]);
  const order = input.order || (await nextOrder(caller, input.unitId));
  return create(
    caller,
    {
      id: randomUUID(),
      unitId: input.unitId,
      name: input.name,
      order,
      entries: input.entries,
      createdAt: now.toISOString(),
    },
    now,
  );
}

/** The unit's entries of the week that holds `weekStart` (Monday to Sunday) as the rows of a new template. */
export async function weekTemplateFromWeek(
  caller: Caller,
  input: TWeekTemplateFromWeek,
  now = clockNow(),
): Promise<TWeekTemplate> {
  await requirePlannedUnit(caller, input.unitId);
  const monday = mondayOf(input.weekStart);
  const { entries } = await new PlanRepository(caller.tenant).unitDays(
    input.unitId,
    monday,
    addDays(monday, 6),
  );
  const rows: TWeekTemplateEntry[] = entries
    .filter((entry) => entry.templateId !== null)
    .sort((a, b) => a.date.localeCompare(b.date) || (a.begin ?? '').localeCompare(b.begin ?? ''))
    .map((entry) => ({
      weekday: isoWeekdayOf(entry.date),
      shiftTplId: entry.templateId ?? '',
      resourceId: entry.resourceId,
      userId: entry.userId,
      begin: entry.begin,
      end: entry.end,
      pauses: [entry.pause1, entry.pause2]
        .filter((pause) => pause.mode !== 0)
        .map((pause) => ({ mode: pause.mode as 0 | 1 | 2, begin: pause.begin, end: pause.end })),
    }));
  if (rows.length === 0) throw invalid('body.weekStart', 'planTools.weekTemplate.weekEmpty');
  return create(
    caller,
    {
      id: randomUUID(),
      unitId: input.unitId,
      name: input.name,
      order: await nextOrder(caller, input.unitId),
      entries: rows.slice(0, 1000),
      createdAt: now.toISOString(),
    },
    now,
  );
}

export async function updateWeekTemplate(
  caller: Caller,
  id: string,
  input: { name: string; order?: number | undefined; entries: TWeekTemplateEntry[]; version: number },
  now = clockNow(),
): Promise<TWeekTemplate> {
  const current = await new WeekTemplateRepository(caller.tenant).get(id);
  if (current) await requireResponsibleForUnit(caller, current.unitId);
  assertCurrentVersion(current, input.version);
  await assertRows(caller, input.entries);
  const { version: _version, ...kept } = current;
  const next: NewWeekTemplate = {
    ...kept,
    name: input.name,
    order: input.order ?? kept.order,
    entries: input.entries,
  };
  await commitAudited(
    caller,
    {
      action: 'weekTemplate.update',
      target: targetOf(current),
      before: snapshot(kept),
      after: snapshot(next),
      at: now,
    },
    [new WeekTemplateRepository(caller.tenant).replaceWrite(next, input.version)],
  );
  return toWeekTemplate({ ...next, version: input.version + 1 });
}

export async function deleteWeekTemplate(
  caller: Caller,
  id: string,
  version: number,
  now = clockNow(),
): Promise<void> {
  const current = await new WeekTemplateRepository(caller.tenant).get(id);
  if (current) await requireResponsibleForUnit(caller, current.unitId);
  assertCurrentVersion(current, version);
  const { version: _version, ...kept } = current;
  await commitAudited(
    caller,
    { action: 'weekTemplate.delete', target: targetOf(current), before: snapshot(kept), at: now },
    [new WeekTemplateRepository(caller.tenant).deleteWrite(id, version)],
  );
}
