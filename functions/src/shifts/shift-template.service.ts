/**
 * Shift templates: created, changed, deactivated and deleted by people with masterdata.edit. A template the plan
 * uses (PlanCount above 0) or a cycle names is deactivated instead of deleted.
 */
import { randomUUID } from 'node:crypto';
import { AppError } from '@app/shared/api/errors';
import type { TRemoval } from '@app/shared/resources/resource';
import { nominalMinutes, paidMinutes } from '@app/shared/shifts/shift-hours';
import {
  normalisedTimes,
  type TPauseMode,
  type TShiftItemType,
  type TShiftTemplate,
  type TShiftTemplateFields,
} from '@app/shared/shifts/shift-template';
import type { Caller } from '../security/caller';
import { commitAudited } from '../audit/audit.service';
import { now as clockNow } from '../clock';
import { ResourceRepository } from '../resources/resource.repository';
import { UnitRepository } from '../units/unit.repository';
import { QualificationRepository } from '../qualifications/qualification.repository';
import { ShiftCycleRepository } from './shift-cycle.repository';
import {
  ShiftTemplateRepository,
  type NewShiftTemplate,
  type ShiftTemplate,
} from './shift-template.repository';

export function toShiftTemplate(template: ShiftTemplate): TShiftTemplate {
  const shape = {
    itemClass: template.itemClass as TShiftItemType,
    begin: template.begin,
    end: template.end,
    pause1: { ...template.pause1, mode: template.pause1.mode as TPauseMode },
    pause2: { ...template.pause2, mode: template.pause2.mode as TPauseMode },
  };
  return {
    id: template.id,
    name: template.name,
    shortName: template.shortName,
    resourceId: template.resourceId,
    unitId: template.unitId,
    ...shape,
    backColor: template.backColor,
    foreColor: template.foreColor,
    enabled: template.enabled,
    requiredQualificationIds: template.requiredQualificationIds,
    minutes: nominalMinutes(shape),
    version: template.version,
  };
}

const target = (template: Pick<ShiftTemplate, 'id' | 'name'>) => ({
  type: 'shiftTemplate',
  id: template.id,
  name: template.name,
});
function snapshot(template: NewShiftTemplate) {
  const { name, shortName, resourceId, unitId, itemClass, begin, end, pause1, pause2, enabled } = template;
  const { requiredQualificationIds } = template;
  return {
    name,
    shortName,
    resourceId,
    unitId,
    itemClass,
    begin,
    end,
    pause1,
    pause2,
    enabled,
    requiredQualificationIds,
  };
}

/** The fields of the edit dialog; required qualifications may be left out (none). */
export type ShiftTemplateInput = Omit<TShiftTemplateFields, 'requiredQualificationIds'> & {
  requiredQualificationIds?: string[] | undefined;
};

export async function requireTemplate(caller: Caller, templateId: string): Promise<ShiftTemplate> {
  const template = await new ShiftTemplateRepository(caller.tenant).get(templateId);
  if (!template) throw new AppError('NOT_FOUND');
  return template;
}

/**
 * The resource must exist; a unit, when given, too; and each required qualification (400 at the field
 * otherwise). Answers the required qualifications to keep: one the template had and that was deleted since is
 * dropped quietly (a deleted qualification drops out of every list), a new unknown one is refused.
 */
async function checkedReferences(
  caller: Caller,
  input: ShiftTemplateInput,
  had: readonly string[] = [],
): Promise<string[]> {
  const wanted = input.requiredQualificationIds ?? [];
  const [resource, unit, qualifications] = await Promise.all([
    new ResourceRepository(caller.tenant).get(input.resourceId),
    input.unitId ? new UnitRepository(caller.tenant).get(input.unitId) : Promise.resolve(null),
    wanted.length ? new QualificationRepository(caller.tenant).list() : Promise.resolve([]),
  ]);
  const known = new Set(qualifications.map((qualification) => qualification.id));
  const issues = [];
  if (!resource)
    issues.push({
      path: 'body.resourceId',
      code: 'unknown_resource',
      messageKey: 'shifts.resourceUnknown',
      message: input.resourceId,
    });
  if (input.unitId && !unit)
    issues.push({
      path: 'body.unitId',
      code: 'unknown_unit',
      messageKey: 'shifts.unitUnknown',
      message: input.unitId,
    });
  for (const [index, id] of wanted.entries()) {
    if (!known.has(id) && !had.includes(id))
      issues.push({
        path: `body.requiredQualificationIds.${index}`,
        code: 'unknown_qualification',
        messageKey: 'shifts.qualificationUnknown',
        message: id,
      });
  }
  if (issues.length) throw AppError.validation(issues);
  return wanted.filter((id) => known.has(id));
}

export async function listShiftTemplates(
  caller: Caller,
  filter: {
    enabled?: boolean | undefined;
    hideFree: boolean;
    resourceIds?: string[] | undefined;
    search?: string | undefined;
  },
): Promise<TShiftTemplate[]> {
  const needle = filter.search?.toLocaleLowerCase();
  const resources = filter.resourceIds ? new Set(filter.resourceIds) : undefined;
  return (await new ShiftTemplateRepository(caller.tenant).list())
    .sort((a, b) => a.name.localeCompare(b.name, 'de'))
    .filter((template) => filter.enabled === undefined || template.enabled === filter.enabled)
    .filter((template) => !filter.hideFree || template.itemClass !== 99)
    .filter((template) => !resources || resources.has(template.resourceId))
    .filter(
      (template) => !needle || `${template.name} ${template.shortName}`.toLocaleLowerCase().includes(needle),
    )
    .map(toShiftTemplate);
}

export async function getShiftTemplate(caller: Caller, templateId: string): Promise<TShiftTemplate> {
  return toShiftTemplate(await requireTemplate(caller, templateId));
}

/** Paid minutes on `date` in the tenant's zone (a night over a clock change is an hour shorter or longer). */
export async function templateHours(caller: Caller, templateId: string, date: string) {
  const template = toShiftTemplate(await requireTemplate(caller, templateId));
  return { id: templateId, date, minutes: paidMinutes(template, date, caller.tenantRecord.timeZone) };
}

export async function createShiftTemplate(
  caller: Caller,
  input: ShiftTemplateInput,
  now = clockNow(),
): Promise<TShiftTemplate> {
  const requiredQualificationIds = await checkedReferences(caller, input);
  const template = {
    id: randomUUID(),
    ...normalisedTimes(input),
    requiredQualificationIds,
    createdBy: caller.user.id,
    createdAt: now.toISOString(),
  };
  await commitAudited(
    caller,
    { action: 'shiftTemplate.create', target: target(template), after: snapshot(template), at: now },
    [new ShiftTemplateRepository(caller.tenant).createWrite(template)],
  );
  return toShiftTemplate({ ...template, version: 1 });
}

export async function updateShiftTemplate(
  caller: Caller,
  templateId: string,
  input: ShiftTemplateInput & { version: number },
  now = clockNow(),
): Promise<TShiftTemplate> {
  const current = await requireTemplate(caller, templateId);
  if (current.version !== input.version) throw new AppError('CONFLICT');
  const requiredQualificationIds = await checkedReferences(caller, input, current.requiredQualificationIds);
  const { version, ...fields } = input;
  const { version: currentVersion, ...stored } = current;
  void currentVersion;
  const next = { ...stored, ...normalisedTimes(fields), requiredQualificationIds };
  await commitAudited(
    caller,
    {
      action: 'shiftTemplate.update',
      target: target(current),
      before: snapshot(current),
      after: snapshot(next),
      at: now,
    },
    [new ShiftTemplateRepository(caller.tenant).updateWrite(next, version)],
  );
  return toShiftTemplate({ ...next, version: version + 1 });
}

export async function setShiftTemplateEnabled(
  caller: Caller,
  templateId: string,
  input: { enabled: boolean; version: number },
  now = clockNow(),
): Promise<TShiftTemplate> {
  const current = await requireTemplate(caller, templateId);
  if (current.version !== input.version) throw new AppError('CONFLICT');
  const { version: currentVersion, ...stored } = current;
  void currentVersion;
  const next = { ...stored, enabled: input.enabled };
  await commitAudited(
    caller,
    {
      action: 'shiftTemplate.update',
      target: target(current),
      before: { enabled: current.enabled },
      after: { enabled: input.enabled },
      at: now,
    },
    [new ShiftTemplateRepository(caller.tenant).updateWrite(next, input.version)],
  );
  return toShiftTemplate({ ...next, version: input.version + 1 });
}

export async function shiftTemplateStatistics(caller: Caller, templateId: string) {
  await requireTemplate(caller, templateId);
  return {
    id: templateId,
    planCount: await new ShiftTemplateRepository(caller.tenant).planCount(templateId),
  };
}

/** Whether any template names the resource (a resource deletion deactivates it instead then). */
export async function templatesNameResource(caller: Caller, resourceId: string): Promise<boolean> {
  return (await new ShiftTemplateRepository(caller.tenant).list()).some(
    (template) => template.resourceId === resourceId,
  );
}

/** Deletes an unused template; one in the plan (PlanCount) or in a cycle is deactivated instead. */
export async function deleteShiftTemplate(
  caller: Caller,
  templateId: string,
  version: number,
  now = clockNow(),
): Promise<TRemoval> {
  const repository = new ShiftTemplateRepository(caller.tenant);
  const current = await requireTemplate(caller, templateId);
  if (current.version !== version) throw new AppError('CONFLICT');
  const inCycle = (await new ShiftCycleRepository(caller.tenant).list()).some((cycle) =>
    cycle.slots.some((slot) => slot.shiftTemplateId === templateId),
  );
  if (inCycle || (await repository.planCount(templateId)) > 0) {
    if (current.enabled) await setShiftTemplateEnabled(caller, templateId, { enabled: false, version }, now);
    return { outcome: 'deactivated' };
  }
  await commitAudited(
    caller,
    { action: 'shiftTemplate.delete', target: target(current), before: snapshot(current), at: now },
    repository.deleteWrites(templateId, version),
  );
  return { outcome: 'deleted' };
}
