/**
 * What planners do with tracked days (issue 14, `time.approve`): confirm (freeze the valuation in the day
 * record), unconfirm, confirm absences (TrackingAction), correct a day's target/actual by hand
 * (EditTargetActualData) and decide its overtime. Each person's changes go into one transaction with the audit.
 * Only on people the caller is responsible for, and never on one's own days (administrators excepted, marked in
 * the audit): a TrackingAction of several people skips the caller's own and reports them in `skipped`.
 */
import { AppError } from '@app/shared/api/errors';
import type { AuditAction } from '@app/shared/tenants/audit';
import {
  blockingDayProblems,
  maxTrackingActionDays,
  ZTrackingAction,
  type TDayCorrectionSave,
  type TOvertimeDecision,
  type TTrackingAction,
  type TTrackingActionResult,
  type TTrackingDay,
} from '@app/shared/time-tracking/tracking';
import { ZDayCorrectionSave } from '@app/shared/time-tracking/tracking';
import type { Language } from '@app/shared/i18n/languages';
import type { TServerMessage } from '@app/shared/time-tracking/team-month';
import { daysBetween, plainDateOf } from '@app/shared/time/tenant-time';
import type { Caller } from '../security/caller';
import { messageText, plainDateText } from '../api/messages';
import { commitAudited } from '../audit/audit.service';
import { now } from '../clock';
import type { User } from '../directory/user.repository';
import { markOwn, requireApprover, requirePerson } from './booking-support';
import { decidesOwn } from '../units/responsibility-scope';
import { validation } from './punch-clock.service';
import { DayRecordRepository, type DayRecord, type NewDayRecord } from './day-record.repository';
import { frozenOf, hasAbsence, type PersonInputs, type ValuedDay } from './valuation-day';
import { valuePersonMonth } from './valuation.service';
import { targetActual } from './tracking.service';

const targetOf = (person: User, what: string) => ({
  type: 'user',
  id: person.id,
  name: `${person.displayName} ${what}`,
});

/** The person of a decision on their time, with whether it is an administrator's own (`requireApprover`). */
export async function approvedPerson(
  caller: Caller,
  userId: string,
): Promise<{ person: User; own: { ownDecision: boolean } }> {
  const person = await requirePerson(caller, userId);
  return { person, own: await requireApprover(caller, person) };
}

export const emptyRecord = (person: User, day: ValuedDay, at: string): NewDayRecord => ({
  userId: person.id,
  unitId: person.unitId ?? null,
  date: day.date,
  frozen: null,
  overtime: null,
  correction: null,
  confirmed: null,
  absenceConfirmed: null,
  absenceOverride: null,
  costUnitSplit: null,
  updatedAt: at,
});

export const recordOf = (record: DayRecord | undefined): NewDayRecord | undefined => {
  if (!record) return undefined;
  const { version: _version, ...stored } = record;
  return stored;
};

const isEmpty = (record: NewDayRecord) =>
  !record.confirmed &&
  !record.correction &&
  !record.overtime &&
  !record.absenceConfirmed &&
  record.absenceOverride === null &&
  record.costUnitSplit === null;

/** The writes for one changed day: create, replace at the version read, or delete once nothing is left. */
export function writesOf(records: DayRecordRepository, before: DayRecord | undefined, after: NewDayRecord) {
  if (isEmpty(after)) return before ? [records.deleteWrite(before)] : [];
  return records.saveWrites(before, after);
}

/** The days of from..to of each month, valued, for one person. */
async function daysOf(
  caller: Caller,
  person: User,
  from: string,
  to: string,
): Promise<{ days: ValuedDay[]; absences: PersonInputs['absences'] }> {
  const months: string[] = [];
  for (let month = from.slice(0, 7); month <= to.slice(0, 7);) {
    months.push(month);
    const [year, mon] = month.split('-').map(Number);
    month = mon === 12 ? `${(year ?? 0) + 1}-01` : `${year}-${String((mon ?? 0) + 1).padStart(2, '0')}`;
  }
  const valued = await Promise.all(months.map((month) => valuePersonMonth(caller.tenant, person, month)));
  return {
    days: valued.flatMap((month) => month.days).filter((day) => day.date >= from && day.date <= to),
    absences: valued.flatMap((month) => month.inputs.absences),
  };
}

/** The part of from..to that is not over yet in the tenant's zone: today and later days (null: all over). */
export function notOverPart(from: string, to: string, today: string): { from: string; to: string } | null {
  if (to < today) return null;
  return { from: from > today ? from : today, to };
}

/** Why the days of `range` stay open, in the caller's language. */
export function notOverMessage(range: { from: string; to: string }, language: Language): TServerMessage {
  const messageKey = range.from === range.to ? 'time.confirm.notOverDay' : 'time.confirm.notOver';
  return {
    messageKey,
    message: messageText(messageKey, language, {
      date: plainDateText(range.from),
      from: plainDateText(range.from),
      to: plainDateText(range.to),
    }),
  };
}

/** People acted on at once: each reads and values their months, then writes their own records. */
const peopleAtOnce = 4;

/** What one run of an action did: days changed in all and per person, days refused with their problem. */
export interface ActionRun {
  done: number;
  byPerson: Map<string, number>;
  refused: TTrackingActionResult['refused'];
}

/**
 * Runs CONFIRM, UNCONFIRM or CONFIRMABSENCE over from..to for people already checked (`approvedPerson`). CONFIRM
 * never touches a day that is not over (today in the tenant's zone or later): a day is final once it has passed.
 */
export async function runTrackingAction(
  caller: Caller,
  people: readonly { person: User; own: { ownDecision: boolean } }[],
  input: { from: string; to: string; action: TTrackingAction['action']; force: boolean },
): Promise<ActionRun> {
  const records = new DayRecordRepository(caller.tenant);
  const at = now().toISOString();
  const today = plainDateOf(now(), caller.tenantRecord.timeZone);
  const run: ActionRun = { done: 0, byPerson: new Map(), refused: [] };
  const action: AuditAction =
    input.action === 'CONFIRM'
      ? 'timeDay.confirm'
      : input.action === 'UNCONFIRM'
        ? 'timeDay.unconfirm'
        : 'timeDay.confirmAbsence';
  // People side by side, a few at a time (each one's days are their own records); the answer in their order.
  const outcomes: { userId: string; changed: number; refused: ActionRun['refused'] }[] = [];
  for (let first = 0; first < people.length; first += peopleAtOnce) {
    outcomes.push(
      ...(await Promise.all(
        people.slice(first, first + peopleAtOnce).map(async ({ person, own }) => {
          const refused: ActionRun['refused'] = [];
          const { days, absences } = await daysOf(caller, person, input.from, input.to);
          const writes = [];
          const changed: string[] = [];
          for (const day of days) {
            if (!day.tracked) continue;
            const before = day.record;
            const base = recordOf(before) ?? emptyRecord(person, day, at);
            let after: NewDayRecord | undefined;
            if (input.action === 'CONFIRM') {
              // Not over yet: reported as the range's open part by the caller of this function, never frozen.
              if (before?.confirmed || day.date >= today) continue;
              const problem = day.problems.find((entry) => blockingDayProblems.includes(entry));
              if (problem && !input.force) {
                refused.push({ userId: person.id, date: day.date, problem });
                continue;
              }
              after = {
                ...base,
                frozen: frozenOf(day),
                confirmed: { at, by: caller.user.id, byName: caller.user.displayName },
                updatedAt: at,
              };
            } else if (input.action === 'UNCONFIRM') {
              if (!before?.confirmed) continue;
              after = { ...base, frozen: null, confirmed: null, updatedAt: at };
            } else {
              // Only days with an absence are confirmed as such.
              if (before?.absenceConfirmed || !hasAbsence(person.id, absences, day.date)) continue;
              after = { ...base, absenceConfirmed: { at, by: caller.user.id }, updatedAt: at };
            }
            writes.push(...writesOf(records, before, after));
            changed.push(day.date);
          }
          if (changed.length === 0) return { userId: person.id, changed: 0, refused };
          // At most 62 days: two transactions of at most 31 days and the audit each.
          for (let index = 0; index < writes.length; index += 31) {
            const chunk = writes.slice(index, index + 31);
            await commitAudited(
              caller,
              {
                action: action,
                target: targetOf(person, `${input.from}..${input.to}`),
                after: markOwn({ dates: changed }, own),
              },
              chunk,
            );
          }
          // The month summaries follow the records (confirmed through, frozen values).
          await daysOf(caller, person, input.from, input.to);
          return { userId: person.id, changed: changed.length, refused };
        }),
      )),
    );
  }
  for (const outcome of outcomes) {
    run.done += outcome.changed;
    run.byPerson.set(outcome.userId, outcome.changed);
    run.refused.push(...outcome.refused);
  }
  return run;
}

export async function trackingAction(
  caller: Caller,
  raw: TTrackingAction,
  language: Language = caller.user.language,
): Promise<TTrackingActionResult> {
  const input = ZTrackingAction.parse(raw);
  if (input.to < input.from) throw validation('body.to', 'date.invalid');
  if (daysBetween(input.from, input.to) + 1 > maxTrackingActionDays)
    throw validation('body.to', 'time.booking.rangeTooLong', { max: maxTrackingActionDays });
  // A list that names others skips the caller's own days (a planner confirming their unit's month); naming
  // only oneself is refused (403 OWN_DECISION). Everyone else is checked before anything is written.
  const ids = [...new Set(input.userIds)];
  const skippedIds = ids.length > 1 ? ids.filter((id) => decidesOwn(caller, id)) : [];
  const people = await Promise.all(
    ids.filter((id) => !skippedIds.includes(id)).map((id) => approvedPerson(caller, id)),
  );
  const run = await runTrackingAction(caller, people, input);
  const today = plainDateOf(now(), caller.tenantRecord.timeZone);
  const open = input.action === 'CONFIRM' ? notOverPart(input.from, input.to, today) : null;
  return {
    done: run.done,
    refused: run.refused,
    ...(skippedIds.length
      ? { skipped: skippedIds.map((userId) => ({ userId, reason: 'ownDecision' as const })) }
      : {}),
    ...(open ? { notOver: { ...open, ...notOverMessage(open, language) } } : {}),
  };
}

export async function changeDay(
  caller: Caller,
  userId: string,
  date: string,
  action: AuditAction,
  change: (day: ValuedDay, base: NewDayRecord) => NewDayRecord,
): Promise<TTrackingDay> {
  const { person, own } = await approvedPerson(caller, userId);
  const [day] = (await daysOf(caller, person, date, date)).days;
  if (!day?.tracked) throw new AppError('BAD_REQUEST', { details: { date } });
  const at = now().toISOString();
  const base = recordOf(day.record) ?? emptyRecord(person, day, at);
  const after = change(day, { ...base, updatedAt: at });
  const records = new DayRecordRepository(caller.tenant);
  await commitAudited(
    caller,
    { action: action, target: targetOf(person, date), before: day.record, after: markOwn(after, own) },
    writesOf(records, day.record, after),
  );
  const month = await targetActual(caller, { userId, month: date.slice(0, 7) });
  const answer = month.days.find((entry) => entry.date === date);
  if (!answer) throw new Error(`No day ${date}`);
  return answer;
}

export function saveDayCorrection(caller: Caller, raw: TDayCorrectionSave): Promise<TTrackingDay> {
  const input = ZDayCorrectionSave.parse(raw);
  return changeDay(caller, input.userId, input.date, 'timeDay.correct', (day, base) => {
    // The day record at the version read (0: none yet); a stale one is 409 CONFLICT.
    if ((day.record?.version ?? 0) !== input.version) throw new AppError('CONFLICT');
    if (day.record?.confirmed) throw new AppError('DAY_CONFIRMED', { details: { date: input.date } });
    const none = input.target === null && input.actual === null;
    return {
      ...base,
      correction: none
        ? null
        : {
            target: input.target,
            actual: input.actual,
            note: input.note,
            by: caller.user.id,
            at: base.updatedAt,
          },
    };
  });
}

export function decideOvertime(caller: Caller, input: TOvertimeDecision): Promise<TTrackingDay> {
  return changeDay(caller, input.userId, input.date, 'timeDay.overtime', (day, base) => {
    if (day.overtime.minutes === 0) throw new AppError('BAD_REQUEST', { details: { date: input.date } });
    if (day.record?.confirmed) throw new AppError('DAY_CONFIRMED', { details: { date: input.date } });
    return {
      ...base,
      overtime: {
        minutes: day.overtime.minutes,
        state: input.decision === 'approve' ? 'approved' : 'denied',
      },
    };
  });
}
