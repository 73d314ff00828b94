/**
 * The bulk shift tool's calls (issue 12, 'entry tool'): the grid's shifts of some units over a range, the targets
 * of copy and move (`resources/targets`: each unit with its resources), and the command (`tools/shiftswizard`),
 * which is checked here, in the request, and then runs in a background task (`bulk-tool.job.ts`). Each acts only
 * in the caller's responsible units (docs/permissions.md): a unit outside is 403 NOT_RESPONSIBLE, the targets
 * are the responsible units.
 */
import { AppError } from '@app/shared/api/errors';
import { parseEntryId } from '@app/shared/calendar/entry-id';
import type { Language } from '@app/shared/i18n/languages';
import {
  bulkDayOf,
  maxBulkUnits,
  type TBulkCommandParsed,
  type TBulkCommandResult,
  type TBulkShiftList,
  type TBulkTarget,
} from '@app/shared/plan-tools/bulk-tool';
import type { TShiftItemType } from '@app/shared/shifts/shift-template';
import type { z } from 'zod';
import type { Caller } from '../security/caller';
import { requireResponsibleForUnits, responsibleUnitFilter } from '../units/responsibility-scope';
import { CalendarReadsRepository } from '../calendar/calendar-reads.repository';
import { invalid } from '../calendar/change-support';
import { entryIdOf, PlanRepository } from '../calendar/plan.repository';
import { startTask } from '../tasks/task.service';
import { UnitRepository, type Unit } from '../units/unit.repository';
import { UserRepository } from '../directory/user.repository';
import type { ZBulkJobInput } from './bulk-tool.job-input';

/** The chosen units and, with `withSubUnits`, every unit below them, parents first. */
function unitsBelow(all: readonly Unit[], chosen: readonly string[], withSubUnits: boolean): Unit[] {
  const byId = new Map(all.map((unit) => [unit.id, unit]));
  const picked = new Set(chosen);
  if (withSubUnits) {
    // Repeated until nothing is added: the tree is small (a tenant keeps at most a few thousand units).
    let grown = true;
    while (grown) {
      grown = false;
      for (const unit of all)
        if (unit.parentId && picked.has(unit.parentId) && !picked.has(unit.id)) {
          picked.add(unit.id);
          grown = true;
        }
    }
  }
  return [...picked].flatMap((id) => {
    const unit = byId.get(id);
    return unit ? [unit] : [];
  });
}

export async function listBulkShifts(
  caller: Caller,
  query: { unitIds: string[]; withSubUnits: boolean; from: string; to: string },
): Promise<TBulkShiftList> {
  const all = await new UnitRepository(caller.tenant).list();
  const known = new Set(all.map((unit) => unit.id));
  // Another tenant's unit is not found: no existence oracle.
  if (query.unitIds.some((id) => !known.has(id))) throw new AppError('NOT_FOUND');
  // The units below a responsible unit are the caller's too.
  await requireResponsibleForUnits(caller, query.unitIds);
  const units = unitsBelow(all, query.unitIds, query.withSubUnits);
  if (units.length > maxBulkUnits) throw invalid('body.unitIds', 'bulkTool.tooManyUnits');
  const plan = new PlanRepository(caller.tenant);
  const reads = new CalendarReadsRepository(caller.tenant);
  const [catalogue, collections, ...parts] = await Promise.all([
    reads.catalogue(),
    Promise.all(units.map((unit) => reads.unitCollection(unit.id))),
    ...units.map((unit) => plan.unitDays(unit.id, query.from, query.to)),
  ]);
  const members = new Map(
    collections.flatMap((collection) =>
      (collection?.members ?? [])
        .filter((member) => member.active)
        .map((member) => [member.userId, member.displayName] as const),
    ),
  );
  const entries = parts.flatMap((part) => part.entries);
  const people = await reads.peopleById(entries.flatMap((entry) => (entry.userId ? [entry.userId] : [])));
  const unitName = new Map(units.map((unit) => [unit.id, unit.name]));
  const templates = new Map(catalogue.templates.map((template) => [template.id, template]));
  const resources = new Map(catalogue.resources.map((resource) => [resource.id, resource]));
  const shifts = entries.map((entry) => {
    const template = entry.templateId ? templates.get(entry.templateId) : undefined;
    const resource = resources.get(entry.resourceId);
    return {
      id: entryIdOf(entry),
      unitId: entry.unitId,
      unitName: unitName.get(entry.unitId) ?? '',
      date: entry.date,
      ...bulkDayOf(entry.date),
      templateId: entry.templateId,
      name: template?.name ?? resource?.caption ?? '',
      backColor: template?.backColor ?? resource?.backColor ?? '#ffffff',
      itemClass: entry.itemClass as TShiftItemType,
      begin: entry.itemClass === 99 ? null : entry.begin,
      end: entry.itemClass === 99 ? null : entry.end,
      userId: entry.userId,
      userName: entry.userId ? (people.get(entry.userId)?.displayName ?? '') : null,
      resourceId: entry.resourceId,
      resourceName: resource?.caption ?? '',
      version: entry.version,
    };
  });
  shifts.sort(
    (a, b) =>
      a.date.localeCompare(b.date) ||
      (a.begin ?? '').localeCompare(b.begin ?? '') ||
      a.unitName.localeCompare(b.unitName) ||
      (a.userName ?? '').localeCompare(b.userName ?? ''),
  );
  return {
    shifts,
    units: units.map((unit) => ({ id: unit.id, name: unit.name, parentId: unit.parentId })),
    people: [...members].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name)),
  };
}

/** Every enabled unit with its resources (its resource list and its shift templates' resources), by name. */
export async function bulkTargets(caller: Caller): Promise<TBulkTarget[]> {
  const unitRepository = new UnitRepository(caller.tenant);
  const [units, catalogue, responsible] = await Promise.all([
    unitRepository.list(),
    new CalendarReadsRepository(caller.tenant).catalogue(),
    responsibleUnitFilter(caller),
  ]);
  const enabled = units.filter((unit) => unit.enabled && responsible(unit.id));
  const lists = await unitRepository.getResourcesOf(enabled.map((unit) => unit.id));
  const listOf = new Map(lists.map((list) => [list.unitId, list.resourceIds]));
  const resources = new Map(
    catalogue.resources.filter((resource) => resource.enabled).map((resource) => [resource.id, resource]),
  );
  return enabled
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((unit) => {
      const ids = new Set([
        ...(listOf.get(unit.id) ?? []),
        ...catalogue.templates
          .filter((template) => template.unitId === unit.id)
          .map((template) => template.resourceId),
      ]);
      return [...ids].flatMap((resourceId) => {
        const resource = resources.get(resourceId);
        return resource
          ? [{ groupId: unit.id, resourceId, groupName: unit.name, resourceName: resource.caption }]
          : [];
      });
    });
}

/**
 * Checks the command (its units and targets must be the tenant's: 404 otherwise) and starts its task. The task
 * keeps the chosen shifts compactly (unit index, day, uuid, version seen), so that 3,000 fit into its item.
 */
export async function startBulkCommand(
  caller: Caller,
  command: TBulkCommandParsed,
  language: Language,
): Promise<TBulkCommandResult> {
  const keys = command.sourceIdList.flatMap((id) => {
    const key = parseEntryId(id);
    return key ? [{ id, ...key }] : [];
  });
  const unitIds = [...new Set(keys.map((key) => key.unitId))];
  const copiesOrMoves = command.sourceAction === 'copy' || command.sourceAction === 'move';
  const target = copiesOrMoves ? (command.targetAction ?? null) : null;
  const targetGroupId = target === 'resource' ? (command.targetGroupId ?? null) : null;
  const targetUserId = target === 'user' ? (command.targetUserId ?? null) : null;
  const [units, targetUser, catalogue] = await Promise.all([
    new UnitRepository(caller.tenant).getMany([
      ...new Set([...unitIds, ...(targetGroupId ? [targetGroupId] : [])]),
    ]),
    targetUserId ? new UserRepository(caller.tenant).get(targetUserId) : Promise.resolve(undefined),
    target === 'resource' || command.edit?.templateId
      ? new CalendarReadsRepository(caller.tenant).catalogue()
      : Promise.resolve(undefined),
  ]);
  const found = new Set(units.map((unit) => unit.id));
  if ([...unitIds, ...(targetGroupId ? [targetGroupId] : [])].some((id) => !found.has(id)))
    throw new AppError('NOT_FOUND');
  // The shifts' units and a copy's or move's target unit, before the task is queued.
  await requireResponsibleForUnits(caller, [...unitIds, ...(targetGroupId ? [targetGroupId] : [])]);
  if (targetUserId && !targetUser) throw invalid('body.targetUserId', 'bulkTool.userUnknown');
  if (target === 'resource' && !catalogue?.resources.some((r) => r.id === command.targetResourceId))
    throw invalid('body.targetResourceId', 'bulkTool.resourceUnknown');
  const templateId = command.edit?.templateId;
  if (templateId && !catalogue?.templates.some((template) => template.id === templateId))
    throw invalid('body.edit.templateId', 'bulkTool.templateUnknown');

  const unitIndex = new Map(unitIds.map((id, index) => [id, index]));
  const input: z.input<typeof ZBulkJobInput> = {
    language,
    action: command.sourceAction,
    target,
    targetGroupId,
    targetResourceId: target === 'resource' ? (command.targetResourceId ?? null) : null,
    targetUserId,
    targetDate: target === 'push' ? (command.targetDate ?? null) : null,
    edit: command.sourceAction === 'batchedit' ? (command.edit ?? null) : null,
    range: command.range,
    units: unitIds,
    sources: keys.map((key) => [
      unitIndex.get(key.unitId) ?? 0,
      key.date,
      key.uuid,
      command.versions?.[key.id] ?? 0,
    ]),
  };
  const task = await startTask(
    caller.tenant,
    {
      kind: 'import',
      type: 'planTools.bulkTool',
      name: { key: `task.name.bulkTool.${command.sourceAction}`, params: { count: keys.length } },
      input,
    },
    language,
  );
  return { success: true, progressId: task.progressId, message: null };
}
