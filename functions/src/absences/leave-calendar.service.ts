/**
 * Starting the leave calendar report (`reports/leavecalendar/year`): the unit is checked here, in the request,
 * so that a caller learns at once of a unit they cannot see; the `report` worker writes the workbook
 * (`leave-calendar.job.ts`).
 */
import { AppError } from '@app/shared/api/errors';
import type { Language } from '@app/shared/i18n/languages';
import type { TTaskProgress } from '@app/shared/tasks/task';
import type { z } from 'zod';
import type { ZLeaveCalendarRequest } from '@app/shared/absences/leave-calendar.contracts';
import { hasPermission, type Caller } from '../security/caller';
import { responsibleScope } from '../units/responsibility-scope';
import { startTask } from '../tasks/task.service';
import { requireUnit } from '../units/unit.service';
import { unitsOfPerson } from './absence-support';

export type LeaveCalendarRequest = z.output<typeof ZLeaveCalendarRequest>;

/** What the job gets: the request, who may see which units, and the reader's language for the sheet. */
export interface LeaveCalendarInput extends LeaveCalendarRequest {
  language: Language;
  /** `null`: every unit (a planner); otherwise the units the caller belongs to (sub-units are kept to these). */
  visibleUnitIds: string[] | null;
  /**
   * Need to know: the units whose people's absence types the sheet shows (`null`: every unit, an administrator
   * or an approver responsible for every unit); the others' absences are marked "Absent" only, except the
   * caller's own (`callerId`).
   */
  fullUnitIds?: string[] | null;
  callerId?: string;
}

/**
 * The calendar's rule of who sees which units (docs/decisions.md, "Who sees which units"): `calendar.plan`
 * (administrators included) sees every unit, anyone else with `calendar.view` their own units.
 */
export function visibleUnitIdsOf(caller: Caller): string[] | null {
  if (hasPermission(caller, 'calendar.plan')) return null;
  return [
    ...new Set([...(caller.user.unitId ? [caller.user.unitId] : []), ...(caller.user.extraUnitIds ?? [])]),
  ];
}

/**
 * The units whose leave calendar the caller may make: the calendar's rule (`visibleUnitIdsOf`) narrowed by the
 * planner's responsibility: the units they are responsible for (with those below) and their own units.
 */
async function leaveCalendarUnitsOf(caller: Caller): Promise<string[] | null> {
  const visible = visibleUnitIdsOf(caller);
  if (visible) return visible;
  const scope = await responsibleScope(caller);
  return scope.all ? null : [...new Set([...scope.unitIds, ...unitsOfPerson(caller.user)])];
}

/**
 * The units whose absences the caller sees with their types: an administrator every unit; an approver
 * (`absences.approve`) the units they plan (every unit with `calendar.plan`, else their own) within their
 * responsibility; anyone else none.
 */
async function fullUnitIdsOf(caller: Caller): Promise<string[] | null> {
  if (hasPermission(caller, 'access.administrator')) return null;
  if (!hasPermission(caller, 'absences.approve')) return [];
  const scope = await responsibleScope(caller);
  if (hasPermission(caller, 'calendar.plan')) return scope.all ? null : [...scope.unitIds];
  return unitsOfPerson(caller.user).filter((unitId) => scope.all || scope.unitIds.has(unitId));
}

export async function startLeaveCalendar(
  caller: Caller,
  request: LeaveCalendarRequest,
  language: Language,
): Promise<TTaskProgress> {
  const unit = await requireUnit(caller, request.unitId);
  const visibleUnitIds = await leaveCalendarUnitsOf(caller);
  if (visibleUnitIds && !visibleUnitIds.includes(unit.id)) {
    // A planner asks for a unit outside their responsibility: the answer names it.
    if (hasPermission(caller, 'calendar.plan')) {
      const scope = await responsibleScope(caller);
      throw new AppError('NOT_RESPONSIBLE', {
        params: { unit: scope.unitNames.get(unit.id) ?? unit.name },
        details: { unitId: unit.id },
      });
    }
    throw new AppError('FORBIDDEN', { details: { permission: 'calendar.plan' } });
  }
  const input: LeaveCalendarInput = {
    ...request,
    language,
    visibleUnitIds,
    fullUnitIds: await fullUnitIdsOf(caller),
    callerId: caller.user.id,
  };
  return startTask(
    caller.tenant,
    {
      kind: 'report',
      type: 'absences.leaveCalendar',
      name: { key: 'task.name.leaveCalendar', params: { unit: unit.name, year: request.year } },
      input,
    },
    language,
  );
}
