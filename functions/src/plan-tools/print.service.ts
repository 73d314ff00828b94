/**
 * Starting the printable calendar (`Reports/PrintCalendarCall`): the units and people are checked here, in the
 * request, so that a caller learns at once of a unit they cannot see (403) or that is not there (404, also for
 * another tenant's); the `print` worker reads the calendar as the caller and writes the PDF (`print.job.ts`).
 * Everyone prints their own units (and themselves); a planner also the units and people they are responsible for
 * (docs/permissions.md), anything else is 403 NOT_RESPONSIBLE naming the unit.
 */
import { AppError } from '@app/shared/api/errors';
import type { Language } from '@app/shared/i18n/languages';
import type { ZPrintCalendarRequest } from '@app/shared/plan-tools/print.contracts';
import type { TTaskProgress } from '@app/shared/tasks/task';
import type * as z from 'zod';
import { visibleUnitIdsOf } from '../absences/leave-calendar.service';
import { CalendarReadsRepository } from '../calendar/calendar-reads.repository';
import type { Caller } from '../security/caller';
import { requireResponsibleForPerson, requireResponsibleForUnits } from '../units/responsibility-scope';
import { unitsOfPerson } from '../absences/absence-support';
import { startTask } from '../tasks/task.service';
import { UnitRepository } from '../units/unit.repository';

/** A plain date as people read it in both languages (DD.MM.YYYY). */
const shown = (date: string) => `${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)}`;

export type PrintCalendarRequest = z.output<typeof ZPrintCalendarRequest>;

/** What the job gets: the request and the reader's language for the sheet's texts and dates. */
export interface PrintCalendarInput extends PrintCalendarRequest {
  language: Language;
}

export async function startPrintCalendar(
  caller: Caller,
  request: PrintCalendarRequest,
  language: Language,
): Promise<TTaskProgress> {
  const { unitIds, userIds } = request.calendar;
  // One Query of the unit tree answers for every chosen unit.
  const tree = unitIds.length ? await new UnitRepository(caller.tenant).list() : [];
  const chosen = unitIds.map((unitId) => tree.find((unit) => unit.id === unitId));
  if (chosen.some((unit) => unit === undefined)) throw new AppError('NOT_FOUND');
  const visible = visibleUnitIdsOf(caller);
  if (visible && unitIds.some((unitId) => !visible.includes(unitId)))
    throw new AppError('FORBIDDEN', { details: { permission: 'calendar.plan' } });
  const own = new Set(unitsOfPerson(caller.user));
  if (!visible)
    await requireResponsibleForUnits(
      caller,
      unitIds.filter((unitId) => !own.has(unitId)),
    );
  if (unitIds.length === 0) {
    // By people: the calendar shows them in their primary units, which the caller must see as well.
    const people = await new CalendarReadsRepository(caller.tenant).peopleById(userIds);
    const found = userIds.map((userId) => people.get(userId));
    if (found.some((person) => person === undefined)) throw new AppError('NOT_FOUND');
    if (visible && found.some((person) => person?.unitId && !visible.includes(person.unitId)))
      throw new AppError('FORBIDDEN', { details: { permission: 'calendar.plan' } });
    if (!visible)
      for (const person of found)
        if (person && person.id !== caller.user.id && !(person.unitId && own.has(person.unitId)))
          await requireResponsibleForPerson(caller, person);
  }
  const first = chosen[0]?.name ?? '';
  const title = chosen.length > 1 ? `${first} +${chosen.length - 1}` : first;
  const input: PrintCalendarInput = { ...request, language };
  return startTask(
    caller.tenant,
    {
      kind: 'print',
      type: 'planTools.printCalendar',
      name: {
        key: 'task.name.printCalendar',
        params: { units: title, from: shown(request.calendar.from), to: shown(request.calendar.to) },
      },
      input,
    },
    language,
  );
}
