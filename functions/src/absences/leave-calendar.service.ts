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
import { startTask } from '../tasks/task.service';
import { requireUnit } from '../units/unit.service';

export type LeaveCalendarRequest = z.output<typeof ZLeaveCalendarRequest>;

/** What the job gets: the request, who may see which units, and the reader's language for the sheet. */
export interface LeaveCalendarInput extends LeaveCalendarRequest {
  language: Language;
  /** `null`: every unit (a planner); otherwise the units the caller belongs to (sub-units are kept to these). */
  visibleUnitIds: string[] | null;
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

export async function startLeaveCalendar(
  caller: Caller,
  request: LeaveCalendarRequest,
  language: Language,
): Promise<TTaskProgress> {
  const unit = await requireUnit(caller, request.unitId);
  const visibleUnitIds = visibleUnitIdsOf(caller);
  if (visibleUnitIds && !visibleUnitIds.includes(unit.id)) {
    throw new AppError('FORBIDDEN', { details: { permission: 'calendar.plan' } });
  }
  const input: LeaveCalendarInput = { ...request, language, visibleUnitIds };
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
