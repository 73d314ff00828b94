/**
 * What clocking and booking edits share: who may act on whose bookings and time (docs/time.md "Who decides on
 * whose time"), and what the TIMEBOOKING rule says of a booking (docs/rules.md): a booking that breaks it is saved
 * Requested, with the findings as its reasons.
 */
import { AppError } from '@app/shared/api/errors';
import { bookingFindings, timeBookingRule } from '@app/shared/rules/engine/time-rules';
import type { TBookingReason } from '@app/shared/time-tracking/booking';
import { hasPermission, type Caller } from '../security/caller';
import { requireNotOwnDecision, requireResponsibleForPerson } from '../units/responsibility-scope';
import { UserRepository, type User } from '../directory/user.repository';
import { CalendarReadsRepository } from '../calendar/calendar-reads.repository';
import { PlanRepository } from '../calendar/plan.repository';

/** A person's units, primary first. */
export const unitsOf = (person: Pick<User, 'unitId' | 'extraUnitIds'>): string[] =>
  [...new Set([person.unitId ?? null, ...(person.extraUnitIds ?? [])])].filter(
    (id): id is string => id !== null,
  );

/** The person named in a call; 404 when unknown (another tenant's id finds nothing either). */
export async function requirePerson(caller: Caller, userId: string): Promise<User> {
  if (userId === caller.user.id) return caller.user;
  const person = await new UserRepository(caller.tenant).get(userId);
  if (!person) throw new AppError('NOT_FOUND');
  return person;
}

/**
 * Whether the caller's permissions make them an approver of the person's time: `time.approve` and a unit in
 * common (a planner with `calendar.plan` plans every unit, as for absences). Responsibility and one's own time
 * are checked on top of this (`requireApprover`, `assertMayRead`).
 */
export function approves(caller: Caller, person: User): boolean {
  if (!hasPermission(caller, 'time.approve')) return false;
  if (hasPermission(caller, 'calendar.plan')) return true;
  const own = new Set(unitsOf(caller.user));
  return unitsOf(person).some((unitId) => own.has(unitId));
}

/**
 * A decision on the person's time (a correction, an overtime decision, a confirmation, approving, denying or
 * deleting a booking, a save of their day): 403 `FORBIDDEN` for a non-approver, 403 `OWN_DECISION` on one's own
 * time (administrators excepted: `ownDecision` then marks the audit entry), 403 `NOT_RESPONSIBLE` for a person
 * outside the caller's units. Checked before anything is written.
 */
export async function requireApprover(caller: Caller, person: User): Promise<{ ownDecision: boolean }> {
  if (!approves(caller, person)) throw new AppError('FORBIDDEN');
  const own = requireNotOwnDecision(caller, person.id);
  await requireResponsibleForPerson(caller, person);
  return own;
}

/**
 * Own bookings and time always (the contracts ask `time.track`); others' only for their approvers, within the
 * units the caller is responsible for (403 `NOT_RESPONSIBLE` otherwise).
 */
export async function assertMayRead(caller: Caller, person: User): Promise<void> {
  if (person.id === caller.user.id) return;
  if (!approves(caller, person)) throw new AppError('FORBIDDEN');
  await requireResponsibleForPerson(caller, person);
}

/** The audit data of a decision: an administrator's decision on their own time is marked `ownDecision: true`. */
export function markOwn<T extends object>(
  after: T,
  own: { ownDecision: boolean },
): T | (T & { ownDecision: true }) {
  return own.ownDecision ? { ...after, ownDecision: true as const } : after;
}

export interface BookingTimes {
  day: string;
  /** Local `HH:mm` of clock-in and clock-out (null while open). */
  begin: string;
  end: string | null;
}

/**
 * The TIMEBOOKING findings of a booking as reasons: 1 Q catalogue + 1 Q gsi1 of the person's plan month (the
 * planned shift of the day: the earliest entry with times that is not a day off).
 */
export async function ruleReasons(
  caller: Caller,
  person: User,
  times: BookingTimes,
): Promise<TBookingReason[]> {
  const catalogue = await new CalendarReadsRepository(caller.tenant).catalogue();
  const rule = timeBookingRule(
    { rules: catalogue.rules ?? [] },
    { unitIds: unitsOf(person), date: times.day },
  );
  if (!rule) return [];
  const plan = await new PlanRepository(caller.tenant).personMonth(person.id, times.day.slice(0, 7));
  const shift = plan.entries
    .filter((entry) => entry.date === times.day && entry.begin !== null && entry.end !== null)
    .filter((entry) => entry.itemClass !== dayOffClass)
    .sort((a, b) => (a.begin ?? '').localeCompare(b.begin ?? ''))[0];
  const planned = shift?.begin && shift.end ? { begin: shift.begin, end: shift.end } : null;
  const findings = bookingFindings(rule, {
    date: times.day,
    userId: person.id,
    unitId: person.unitId ?? null,
    in: times.begin,
    out: times.end,
    planned,
  });
  return findings.map((finding) => ({
    messageKey: finding.messageKey,
    params: finding.params,
    ruleName: finding.ruleName,
  }));
}

/** EventItemTypes 99: a planned day off, not a shift. */
const dayOffClass = 99;
