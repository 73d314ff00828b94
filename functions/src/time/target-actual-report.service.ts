/**
 * Starting the target/actual report (`Reports/PrintTargetActualCall`): whom it covers is settled here, in the
 * request, so that a caller learns at once of a person or unit they may not see (403, `NOT_RESPONSIBLE` outside
 * their responsible units) or that is not there (404);
 * the worker values each month as the caller and writes the file (`target-actual-report.job.ts`): an Excel file on
 * the `report` queue, a PDF on the `print` queue.
 */
import { AppError } from '@app/shared/api/errors';
import type { Language } from '@app/shared/i18n/languages';
import {
  maxTargetActualReportPeople,
  type ZTargetActualReportRequest,
} from '@app/shared/time-tracking/target-actual-report.contracts';
import type { TTaskProgress } from '@app/shared/tasks/task';
import type * as z from 'zod';
import { CalendarReadsRepository } from '../calendar/calendar-reads.repository';
import { hasPermission, type Caller } from '../security/caller';
import { startTask } from '../tasks/task.service';
import { requireUnit } from '../units/unit.service';
import { requireResponsibleForUnit } from '../units/responsibility-scope';
import { assertMayRead, requirePerson, unitsOf } from './booking-support';

export type TargetActualReportRequest = z.output<typeof ZTargetActualReportRequest>;

/** What the job gets: the people (settled), the month, the format and the reader's language. */
export interface TargetActualReportInput {
  userIds: string[];
  month: string;
  format: TargetActualReportRequest['format'];
  language: Language;
}

/** Whom the report covers, in the order asked (a unit: its members); every one readable by the caller. */
async function peopleOf(
  caller: Caller,
  request: TargetActualReportRequest,
): Promise<{ ids: string[]; title: string }> {
  if (request.unitId !== undefined) {
    const unit = await requireUnit(caller, request.unitId);
    const mayApprove = hasPermission(caller, 'time.approve');
    const plansAll = hasPermission(caller, 'calendar.plan');
    if (!mayApprove || (!plansAll && !unitsOf(caller.user).includes(unit.id)))
      throw new AppError('FORBIDDEN', { details: { permission: 'time.approve' } });
    await requireResponsibleForUnit(caller, unit.id);
    const collection = await new CalendarReadsRepository(caller.tenant).unitCollection(unit.id);
    const ids = [...new Set((collection?.members ?? []).map((member) => member.userId))];
    if (ids.length > maxTargetActualReportPeople)
      throw new AppError('VALIDATION', {
        details: {
          issues: [{ path: 'body.unitId', code: 'too_big', message: 'targetActualReport.error.tooMany' }],
          max: maxTargetActualReportPeople,
        },
      });
    return { ids, title: unit.name };
  }
  const ids = [...new Set(request.userIds ?? [])];
  const people = await Promise.all(ids.map((userId) => requirePerson(caller, userId)));
  for (const person of people) await assertMayRead(caller, person);
  const first = people[0]?.displayName ?? '';
  return { ids, title: people.length > 1 ? `${first} +${people.length - 1}` : first };
}

export async function startTargetActualReport(
  caller: Caller,
  request: TargetActualReportRequest,
  language: Language,
): Promise<TTaskProgress> {
  const { ids, title } = await peopleOf(caller, request);
  const input: TargetActualReportInput = {
    userIds: ids,
    month: request.month,
    format: request.format,
    language,
  };
  return startTask(
    caller.tenant,
    {
      kind: request.format === 'pdf' ? 'print' : 'report',
      type: request.format === 'pdf' ? 'time.targetActualPdf' : 'time.targetActualXlsx',
      name: { key: 'task.name.targetActual', params: { name: title, month: request.month } },
      input,
    },
    language,
  );
}
