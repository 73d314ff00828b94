/**
 * Starting the record of ArbZG section 16(2) (`reports/work-time-record`, docs/rules.md "The record of section
 * 16(2)"): whom it covers is settled here, in the request, so that a caller learns at once of a unit they may not
 * see (403, `NOT_RESPONSIBLE` outside their responsible units), one that is not there (404) or a person who is no
 * member of it (400); the `report` worker values the people's months and writes the workbook
 * (`work-time-record.job.ts`).
 */
import { AppError } from '@app/shared/api/errors';
import type { Language } from '@app/shared/i18n/languages';
import type { MessageKey } from '@app/shared/i18n/messages.en';
import type { TTaskProgress } from '@app/shared/tasks/task';
import {
  maxWorkTimeRecordPeople,
  type ZWorkTimeRecordRequest,
} from '@app/shared/time-tracking/work-time-record.contracts';
import { subUnitsOf } from '@app/shared/units/unit-tree';
import type * as z from 'zod';
import { messageText, plainDateText } from '../api/messages';
import { CalendarReadsRepository } from '../calendar/calendar-reads.repository';
import { hasPermission, type Caller } from '../security/caller';
import { startTask } from '../tasks/task.service';
import { UnitRepository } from '../units/unit.repository';
import { requireResponsibleForUnit } from '../units/responsibility-scope';
import { requireUnit } from '../units/unit.service';
import { unitsOf } from './booking-support';

export type WorkTimeRecordRequest = z.output<typeof ZWorkTimeRecordRequest>;

/** What the job gets: the people (settled, by name), the days, the unit's name and the reader's language. */
export interface WorkTimeRecordInput {
  unitName: string;
  userIds: string[];
  from: string;
  to: string;
  language: Language;
}

const issue = (path: string, key: MessageKey, language: Language) => ({
  path,
  code: 'custom',
  messageKey: key,
  message: messageText(key, language),
});

/**
 * The members of the unit (with its enabled sub-units' if asked), active or not (a person who left is still
 * recorded), by name; or the chosen ones among them.
 */
async function peopleOf(caller: Caller, request: WorkTimeRecordRequest, language: Language) {
  const unit = await requireUnit(caller, request.unitId);
  // Like the team timesheet: a unit the caller plans or belongs to, and is responsible for.
  if (!hasPermission(caller, 'calendar.plan') && !unitsOf(caller.user).includes(unit.id))
    throw new AppError('FORBIDDEN', { details: { permission: 'time.approve' } });
  await requireResponsibleForUnit(caller, unit.id);
  const unitIds = [unit.id];
  if (request.withSubUnits) {
    const tree = await new UnitRepository(caller.tenant).list();
    unitIds.push(
      ...subUnitsOf(tree, unit.id, true)
        .filter((sub) => sub.enabled)
        .map((sub) => sub.id),
    );
  }
  const reads = new CalendarReadsRepository(caller.tenant);
  const collections = await Promise.all(unitIds.map((id) => reads.unitCollection(id)));
  const members = new Map<string, string>();
  for (const collection of collections)
    for (const member of collection?.members ?? [])
      if (!members.has(member.userId)) members.set(member.userId, member.displayName);
  const chosen = request.userIds ? [...new Set(request.userIds)] : [...members.keys()];
  if (request.userIds) {
    const issues = request.userIds.flatMap((userId, index) =>
      members.has(userId) ? [] : [issue(`body.userIds.${index}`, 'workTimeRecord.error.notMember', language)],
    );
    if (issues.length > 0) throw AppError.validation(issues);
  } else if (chosen.length > maxWorkTimeRecordPeople)
    throw AppError.validation([issue('body.unitId', 'workTimeRecord.error.tooMany', language)]);
  const byName = (a: string, b: string) => (members.get(a) ?? '').localeCompare(members.get(b) ?? '', 'de');
  return { unit, userIds: chosen.sort(byName) };
}

export async function startWorkTimeRecord(
  caller: Caller,
  request: WorkTimeRecordRequest,
  language: Language,
): Promise<TTaskProgress> {
  const { unit, userIds } = await peopleOf(caller, request, language);
  const input: WorkTimeRecordInput = {
    unitName: unit.name,
    userIds,
    from: request.from,
    to: request.to,
    language,
  };
  return startTask(
    caller.tenant,
    {
      kind: 'report',
      type: 'time.workTimeRecord',
      name: {
        key: 'task.name.workTimeRecord',
        params: { unit: unit.name, from: plainDateText(request.from), to: plainDateText(request.to) },
      },
      input,
    },
    language,
  );
}
