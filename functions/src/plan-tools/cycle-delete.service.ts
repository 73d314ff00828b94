/**
 * Deleting plan data made in bulk: `DeleteCycle` removes the entries of one cycle insertion (all, or from a day
 * on), whatever unit or day they were moved to since; `DeletePlan` removes a resource's entries in one unit over
 * a range, whoever made them (docs/decisions.md "Shift cycles in the plan"). Both BatchWrite the deletes with
 * the entries' requests and fragments, then the counters, and write one audit entry.
 */
import { AppError } from '@app/shared/api/errors';
import { daysBetween } from '@app/shared/time/tenant-time';
import { maxActionRangeDays } from '@app/shared/plan-tools/week-template';
import type { TCycleInsertion } from '@app/shared/plan-tools/cycle-insert';
import type { Caller } from '../security/caller';
import { requireResponsibleForUnits } from '../units/responsibility-scope';
import { commitAudited } from '../audit/audit.service';
import { now as clockNow } from '../clock';
import { CalendarReadsRepository } from '../calendar/calendar-reads.repository';
import { invalid, personUnitsOf } from '../calendar/change-support';
import { PlanRepository, type PlanEntry, type PlanItems } from '../calendar/plan.repository';
import { ResourceRepository } from '../resources/resource.repository';
import { CycleInsertionRepository, type CycleInsertion } from './cycle-insertion.repository';
import { requirePlannedUnit } from './week-template.service';

const toInsertion = ({ version: _version, ...insertion }: CycleInsertion): TCycleInsertion => insertion;

export async function listCycleInsertions(caller: Caller, unitId: string): Promise<TCycleInsertion[]> {
  const unit = await requirePlannedUnit(caller, unitId);
  return (await new CycleInsertionRepository(caller.tenant).ofUnit(unit.id)).map(toInsertion);
}

/** Deletes entries with their requests and fragments: the people's units come from one BatchGet. */
async function deleteFound(caller: Caller, plan: PlanRepository, items: PlanItems, entries: PlanEntry[]) {
  const userIds = [...new Set(entries.flatMap((entry) => (entry.userId ? [entry.userId] : [])))];
  const people = userIds.length
    ? await new CalendarReadsRepository(caller.tenant).peopleById(userIds)
    : new Map<string, never>();
  await plan.deleteMany(
    entries.map((entry) => ({
      entry,
      requests: items.requests.filter(
        (request) => request.entryUuid === entry.uuid && request.unitId === entry.unitId,
      ),
    })),
    (userId) => personUnitsOf(people.get(userId)),
  );
}

export async function deleteCycleInsertion(
  caller: Caller,
  insertionId: string,
  from: string | undefined,
  now = clockNow(),
): Promise<{ deleted: number }> {
  const insertions = new CycleInsertionRepository(caller.tenant);
  const insertion = await insertions.get(insertionId);
  if (!insertion) throw new AppError('NOT_FOUND');
  const first = from && from > insertion.start ? from : insertion.start;
  const plan = new PlanRepository(caller.tenant);
  // gsi3 names the entries (in whatever unit and day they are now); the partitions give their requests.
  const listed = (await plan.serial(insertion.id, first)).filter((entry) => entry.date >= first);
  const units = [...new Set(listed.map((entry) => entry.unitId))];
  // The insertion's unit and every unit its entries are in now (docs/permissions.md, before anything goes).
  await requireResponsibleForUnits(caller, [insertion.unitId, ...units]);
  const last = listed.reduce((max, entry) => (entry.date > max ? entry.date : max), first);
  const parts = await Promise.all(units.map((unitId) => plan.unitDays(unitId, first, last)));
  const items: PlanItems = {
    entries: parts.flatMap((part) => part.entries),
    requests: parts.flatMap((part) => part.requests),
    foreign: [],
    absences: [],
  };
  const entries = items.entries.filter((entry) => entry.serialId === insertion.id);
  await deleteFound(caller, plan, items, entries);
  const { version, ...stored } = insertion;
  const whole = first <= insertion.start;
  await commitAudited(
    caller,
    {
      action: 'calendar.cycle.delete',
      target: { type: 'cycleInsertion', id: insertion.id, name: insertion.cycleName },
      before: { from: first, count: entries.length, whole },
      at: now,
    },
    [
      whole
        ? insertions.deleteWrite(insertion.id, version)
        : insertions.replaceWrite({ ...stored, deletedFrom: first }, version),
    ],
  );
  return { deleted: entries.length };
}

export async function deleteResourcePlan(
  caller: Caller,
  resourceId: string,
  query: { unitId: string; from: string; to: string },
  now = clockNow(),
): Promise<{ deleted: number }> {
  const [resource, unit] = await Promise.all([
    new ResourceRepository(caller.tenant).get(resourceId),
    requirePlannedUnit(caller, query.unitId),
  ]);
  if (!resource) throw new AppError('NOT_FOUND');
  if (query.from > query.to) throw invalid('query.to', 'planTools.range.rangeRequired');
  if (daysBetween(query.from, query.to) + 1 > maxActionRangeDays)
    throw invalid('query.to', 'planTools.range.tooLong');
  const plan = new PlanRepository(caller.tenant);
  const items = await plan.unitDays(unit.id, query.from, query.to);
  const entries = items.entries.filter((entry) => entry.resourceId === resource.id);
  await deleteFound(caller, plan, items, entries);
  await commitAudited(
    caller,
    {
      action: 'calendar.resourcePlan.delete',
      target: { type: 'resource', id: resource.id, name: resource.caption },
      before: { unitId: unit.id, from: query.from, to: query.to, count: entries.length },
      at: now,
    },
    [],
  );
  return { deleted: entries.length };
}
