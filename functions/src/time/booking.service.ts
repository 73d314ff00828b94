/**
 * Bookings (issue 14): a person's list, the EditBooking dialog (create or edit), and the decisions on a booking
 * (approve, deny, cancel, delete). A person edits their own and the result waits (Requested), an approver's own
 * too: nobody approves their own booking (administrators excepted, marked in the audit). An approver
 * (`time.approve`, a unit in common, responsible for one of the person's units) saves another's booking Ok. A
 * booking still open belongs to the clock: it changes only by clocking (no edit, deny, cancel or delete while open).
 */
import { randomUUID } from 'node:crypto';
import { AppError } from '@app/shared/api/errors';
import { assertCurrentVersion } from '@app/shared/api/versions';
import type { AuditAction } from '@app/shared/tenants/audit';
import { bookingStates, type BookingState } from '@app/shared/time-tracking/day-input';
import type { TBooking, TBookingReason, TBookingSave } from '@app/shared/time-tracking/booking';
import { ZBookingSave } from '@app/shared/time-tracking/booking';
import { addDays, daysBetween, instantAt, minutesOfDay } from '@app/shared/time/tenant-time';
import type { Caller } from '../security/caller';
import { AuditRepository } from '../audit/audit.repository';
import { actorOf, auditEntry } from '../audit/audit.service';
import { now as clockNow } from '../clock';
import { PayrollDataRepository } from '../payroll-data/payroll-data.repository';
import type { User } from '../directory/user.repository';
import { BookingRepository, type NewBooking, type TransactionWrite } from './booking.repository';
import { assertMayRead, markOwn, requireApprover, requirePerson, ruleReasons } from './booking-support';
import { decidesOwn } from '../units/responsibility-scope';
import { validation } from './punch-clock.service';
import { assertDaysOpen } from './day-record-lock';
import { clockCloseWrites, mayCloseOpenBooking } from './check-bookings.close';

/** The list's longest range (two months and a bit: a month view with its neighbouring weeks). */
export const maxBookingDays = 62;

const targetOf = (person: Pick<User, 'displayName'>, booking: Pick<TBooking, 'id' | 'day'>) => ({
  type: 'booking',
  id: booking.id,
  name: `${person.displayName} ${booking.day}`,
});
const editedByOwner: TBookingReason = {
  messageKey: 'time.booking.editedByOwner',
  params: {},
  ruleName: null,
};

export async function listBookings(
  caller: Caller,
  query: { userId: string; from: string; to: string },
): Promise<TBooking[]> {
  if (query.to < query.from) throw validation('query.to', 'date.invalid');
  if (daysBetween(query.from, query.to) + 1 > maxBookingDays)
    throw validation('query.to', 'time.booking.rangeTooLong', { max: maxBookingDays });
  const person = await requirePerson(caller, query.userId);
  await assertMayRead(caller, person);
  return new BookingRepository(caller.tenant).ofPerson(person.id, query.from, query.to);
}

/** Instants of the dialog's local times: an end (or pause time) not after the begin is on the next day. */
export function instantsOf(
  input: Pick<ReturnType<typeof ZBookingSave.parse>, 'day' | 'begin' | 'end' | 'pauses'>,
  timeZone: string,
) {
  const begin = minutesOfDay(input.begin);
  const at = (time: string, strictlyAfter: boolean) => {
    const minutes = minutesOfDay(time);
    const nextDay = strictlyAfter ? minutes <= begin : minutes < begin;
    return instantAt(nextDay ? addDays(input.day, 1) : input.day, time, timeZone);
  };
  const clockIn = instantAt(input.day, input.begin, timeZone);
  const clockOut = at(input.end, true);
  const pauses = input.pauses.map((pause, index) => {
    const range = { begin: at(pause.begin, false), end: at(pause.end, true) };
    if (range.begin >= range.end || range.begin < clockIn || range.end > clockOut)
      throw validation(`body.pauses.${index}.begin`, 'time.booking.pauseOutside');
    return { begin: range.begin.toISOString(), end: range.end.toISOString() };
  });
  return { clockIn: clockIn.toISOString(), clockOut: clockOut.toISOString(), pauses };
}

export async function saveBooking(
  caller: Caller,
  raw: TBookingSave,
): Promise<{ booking: TBooking; requested: boolean }> {
  const input = ZBookingSave.parse(raw);
  const person = await requirePerson(caller, input.userId);
  // One's own booking is saved as the owner's (Requested, the confirmed day locked) unless by an administrator;
  // another's only by their approver, whose save is the approval (Ok).
  const ownersEdit = decidesOwn(caller, person.id);
  const own = ownersEdit ? { ownDecision: false } : await requireApprover(caller, person);
  const approver = !ownersEdit;
  const repository = new BookingRepository(caller.tenant);
  const before = input.id === undefined ? undefined : await repository.byId(input.id);
  if (input.id !== undefined) {
    if (before?.userId !== person.id) throw new AppError('NOT_FOUND');
    if (input.version === undefined) throw validation('body.version', 'rules.error.versionRequired');
    assertCurrentVersion(before, input.version);
    const closes = before.clockOut === null && mayCloseOpenBooking(caller, before, approver);
    if ((before.clockOut === null && !closes) || before.state === bookingStates.canceled)
      throw new AppError('BOOKING_CHANGE_REFUSED');
  }
  // A confirmed day is locked for the employee: planners (approvers) unconfirm it first.
  if (!approver) await assertDaysOpen(caller.tenant, person.id, [input.day, before?.day]);
  if (input.costUnit && !(await new PayrollDataRepository(caller.tenant).costUnit(input.costUnit)))
    throw validation('body.costUnit', 'time.booking.unknownCostUnit');
  const times = instantsOf(input, caller.tenantRecord.timeZone);
  // An approver's save is their approval; a person's own edit waits, with the rule's findings as further reasons
  // (only then are the rules read).
  const reasons = approver
    ? []
    : [
        editedByOwner,
        ...(await ruleReasons(caller, person, { day: input.day, begin: input.begin, end: input.end })),
      ];
  const at = clockNow().toISOString();
  const booking: NewBooking = {
    id: before?.id ?? randomUUID(),
    userId: person.id,
    unitId: before ? before.unitId : (person.unitId ?? null),
    day: input.day,
    ...times,
    begin: input.begin,
    end: input.end,
    costUnit: input.costUnit,
    note: input.note,
    state: approver ? bookingStates.ok : bookingStates.requested,
    source: before?.source ?? 'web',
    reasons,
    createdAt: before?.createdAt ?? at,
    updatedAt: at,
  };
  const writes = before
    ? [
        ...repository.replaceWrites(before, booking),
        ...(await clockCloseWrites(repository, before, times.clockOut)),
      ]
    : [repository.createWrite(booking)];
  await commit(caller, 'booking.save', person, booking, { before, after: markOwn(booking, own) }, writes);
  const moved = before && (before.day !== booking.day || before.unitId !== booking.unitId);
  const version = before && !moved ? before.version + 1 : 1;
  return { booking: { ...booking, version }, requested: booking.state === bookingStates.requested };
}

type Decision = 'approve' | 'deny' | 'cancel';
/** From which states a decision may be taken, and the state it leads to. */
const decisions: Record<Decision, { from: readonly BookingState[]; to: BookingState }> = {
  approve: { from: [bookingStates.requested, bookingStates.denied], to: bookingStates.ok },
  deny: { from: [bookingStates.requested, bookingStates.ok], to: bookingStates.denied },
  cancel: {
    from: [bookingStates.requested, bookingStates.ok, bookingStates.denied],
    to: bookingStates.canceled,
  },
};

async function requireBooking(caller: Caller, bookingId: string, version: number) {
  const booking = await new BookingRepository(caller.tenant).byId(bookingId);
  assertCurrentVersion(booking, version);
  const person = await requirePerson(caller, booking.userId);
  return { booking, person };
}

export async function decideBooking(
  caller: Caller,
  bookingId: string,
  version: number,
  decision: Decision,
): Promise<TBooking> {
  const { booking, person } = await requireBooking(caller, bookingId, version);
  // Approving and denying are the approver's, never on one's own booking; cancelling one's own is the owner's
  // (the confirmed day locked as for any employee).
  const ownersCancel = decision === 'cancel' && decidesOwn(caller, person.id);
  const own = ownersCancel ? { ownDecision: false } : await requireApprover(caller, person);
  if (ownersCancel) await assertDaysOpen(caller.tenant, person.id, [booking.day]);
  const rule = decisions[decision];
  if (booking.clockOut === null || !rule.from.includes(booking.state))
    throw new AppError('BOOKING_CHANGE_REFUSED', { details: { state: booking.state } });
  const { version: _version, ...stored } = booking;
  const next: NewBooking = { ...stored, state: rule.to, updatedAt: clockNow().toISOString() };
  const repository = new BookingRepository(caller.tenant);
  await commit(
    caller,
    `booking.${decision}`,
    person,
    next,
    { before: { state: booking.state }, after: markOwn({ state: next.state }, own) },
    repository.replaceWrites(booking, next),
  );
  return { ...next, version: booking.version + 1 };
}

export async function deleteBooking(caller: Caller, bookingId: string, version: number): Promise<void> {
  const { booking, person } = await requireBooking(caller, bookingId, version);
  const own = await requireApprover(caller, person);
  if (booking.clockOut === null)
    throw new AppError('BOOKING_CHANGE_REFUSED', { details: { state: booking.state } });
  const repository = new BookingRepository(caller.tenant);
  const change = own.ownDecision ? { before: booking, after: { ownDecision: true } } : { before: booking };
  await commit(caller, 'booking.delete', person, booking, change, [repository.deleteWrite(booking)]);
}

function commit(
  caller: Caller,
  action: AuditAction,
  person: User,
  booking: Pick<TBooking, 'id' | 'day'>,
  change: { before?: unknown; after?: unknown },
  writes: TransactionWrite[],
): Promise<void> {
  return new AuditRepository(caller.tenant).commit(
    auditEntry(action, actorOf(caller), targetOf(person, booking), change),
    writes,
  );
}
