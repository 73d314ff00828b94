/**
 * The calendar's range dialog (spec `calendar/rangeactionsfor`, `calendar/deletedata`): which actions the caller
 * may run in a unit (WEEKTEMPLATES and DELETEDATA with calendar.plan, PUBLISH with calendar.publish), with the
 * unit's week templates and the caller's `weektemplate.options`; and deleting a unit's shift entries of a range.
 */
import { AppError } from '@app/shared/api/errors';
import type {
  TDeleteData,
  TRangeAction,
  TRangeActions,
  TRangeSource,
} from '@app/shared/plan-tools/week-template';
import { hasPermission, type Caller } from '../security/caller';
import { isResponsibleForUnit } from '../units/responsibility-scope';
import { commitAudited } from '../audit/audit.service';
import { now as clockNow } from '../clock';
import { CalendarReadsRepository } from '../calendar/calendar-reads.repository';
import { personUnitsOf } from '../calendar/change-support';
import { PlanRepository } from '../calendar/plan.repository';
import { getSetting } from '../settings/settings.service';
import { assertActionRange } from './apply.service';
import { WeekTemplateRepository } from './week-template.repository';
import { requirePlannedUnit, requireUnit } from './week-template.service';

export async function rangeActions(
  caller: Caller,
  unitId: string,
  source: TRangeSource | undefined,
): Promise<TRangeActions> {
  const unit = await requireUnit(caller, unitId);
  const plans = hasPermission(caller, 'calendar.plan');
  const own = [caller.user.unitId ?? null, ...(caller.user.extraUnitIds ?? [])];
  // Like the calendar: without calendar.plan, a person sees only their own units.
  if (!plans && !own.includes(unit.id))
    throw new AppError('FORBIDDEN', { details: { permission: 'calendar.plan' } });
  // The actions of a unit the caller plans: planners of other units are offered none (docs/permissions.md).
  const responsible = await isResponsibleForUnit(caller, unit.id);
  const plansHere = plans && responsible;
  const actions: TRangeAction[] = [
    ...(plansHere ? (['WEEKTEMPLATES', 'DELETEDATA'] as const) : []),
    ...(responsible && hasPermission(caller, 'calendar.publish') ? (['PUBLISH'] as const) : []),
  ];
  const [templates, options] = await Promise.all([
    plansHere ? new WeekTemplateRepository(caller.tenant).ofUnit(unit.id) : Promise.resolve([]),
    getSetting(caller, 'user', 'weektemplate.options'),
  ]);
  const flags = (options.value ?? {}) as Partial<Record<string, unknown>>;
  const preferred: TRangeAction = source === 'publish' ? 'PUBLISH' : 'WEEKTEMPLATES';
  return {
    unitId: unit.id,
    unitName: unit.name,
    actions,
    defaultAction: actions.includes(preferred) ? preferred : (actions[0] ?? null),
    weekTemplates: templates
      .sort((a, b) => a.order - b.order || a.name.localeCompare(b.name))
      .map((template) => ({ id: template.id, name: template.name })),
    options: {
      overwrite: flags.overwrite === true,
      noCollision: flags.noCollision === true,
      skipHolidays: flags.skipHolidays === true,
    },
    publishedTo: unit.publishedTo ?? null,
  };
}

/**
 * Deletes the unit's shift entries on the days `begin`..`end` with their requests and fragments (absences and
 * appointments stay): 1 Query per month, BatchWrite deletes, the counters, one audit entry.
 */
export async function deleteData(
  caller: Caller,
  input: TDeleteData,
  now = clockNow(),
): Promise<{ deleted: number }> {
  assertActionRange(input.begin, input.end);
  const unit = await requirePlannedUnit(caller, input.groupId);
  const plan = new PlanRepository(caller.tenant);
  const items = await plan.unitDays(unit.id, input.begin, input.end);
  const userIds = [...new Set(items.entries.flatMap((entry) => (entry.userId ? [entry.userId] : [])))];
  const people = userIds.length
    ? await new CalendarReadsRepository(caller.tenant).peopleById(userIds)
    : new Map<string, never>();
  await plan.deleteMany(
    items.entries.map((entry) => ({
      entry,
      requests: items.requests.filter((request) => request.entryUuid === entry.uuid),
    })),
    (userId) => personUnitsOf(people.get(userId)),
  );
  await commitAudited(
    caller,
    {
      action: 'calendar.deleteData',
      target: { type: 'unit', id: unit.id, name: unit.name },
      before: { begin: input.begin, end: input.end, count: items.entries.length },
      at: now,
    },
    [],
  );
  return { deleted: items.entries.length };
}
