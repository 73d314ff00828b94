/**
 * The clock of the signed-in person (issue 14): in, pause, resume, out. Each action writes the clock (at the
 * version the person read; created on the first clock-in) and the booking it opens, pauses or closes, with its
 * audit entry, in one transaction: of two simultaneous clock-ins exactly one is written, the other is CONFLICT.
 */
import { randomUUID } from 'node:crypto';
import { AppError } from '@app/shared/api/errors';
import { bookingStates } from '@app/shared/time-tracking/day-input';
import type { TBooking, TClockAction, TClockResult, TClockState } from '@app/shared/time-tracking/booking';
import { localTimeOf, plainDateOf } from '@app/shared/time/tenant-time';
import type { Caller } from '../security/caller';
import { AuditRepository } from '../audit/audit.repository';
import { actorOf, auditEntry } from '../audit/audit.service';
import { now as clockNow } from '../clock';
import { PayrollDataRepository } from '../payroll-data/payroll-data.repository';
import {
  BookingRepository,
  type NewBooking,
  type NewClock,
  type StoredClock,
  type TransactionWrite,
} from './booking.repository';
import { ruleReasons } from './booking-support';
import { assertDaysOpen } from './day-record-lock';

const minuteMs = 60_000;
/** The clock's cost unit picker lists at most this many (one page of the cost unit index). */
const costUnitLimit = 100;

const targetOf = (caller: Caller, booking: Pick<TBooking, 'id' | 'day'>) => ({
  type: 'booking',
  id: booking.id,
  name: `${caller.user.displayName} ${booking.day}`,
});

/** Minutes of Ok bookings minus their pauses; an open booking or pause counts up to `at`. */
export function workedMinutes(bookings: readonly TBooking[], at: Date): number {
  const ms = (from: string, to: string | null) =>
    Math.max(0, (to ? Date.parse(to) : at.getTime()) - Date.parse(from));
  const total = bookings
    .filter((booking) => booking.state === bookingStates.ok)
    .reduce(
      (sum, booking) =>
        sum +
        ms(booking.clockIn, booking.clockOut) -
        booking.pauses.reduce((paused, pause) => paused + ms(pause.begin, pause.end ?? booking.clockOut), 0),
      0,
    );
  return Math.max(0, Math.floor(total / minuteMs));
}

/** The clock as the page shows it: 1 G clock + 1 Q gsi1 of today's month + 1 Q cost units (+ 1 G open booking). */
export async function clockState(caller: Caller): Promise<TClockState> {
  const repository = new BookingRepository(caller.tenant);
  const at = clockNow();
  const today = plainDateOf(at, caller.tenantRecord.timeZone);
  const [clock, bookings, costUnits] = await Promise.all([
    repository.clock(caller.user.id),
    repository.ofPerson(caller.user.id, today, today),
    new PayrollDataRepository(caller.tenant).costUnitPage(costUnitLimit, undefined),
  ]);
  // A night shift's open booking began yesterday: it is still shown (and counted) today.
  const open = clock?.openBooking;
  if (open && !bookings.some((booking) => booking.id === open.id)) {
    const found = await repository.byRef(open);
    if (found) bookings.unshift(found);
  }
  return {
    state: clock?.state ?? 'out',
    since: clock?.since ?? null,
    openBookingId: clock?.openBooking?.id ?? null,
    version: clock?.version ?? 0,
    today,
    bookings,
    workedMinutes: workedMinutes(bookings, at),
    costUnits: costUnits.items.map(({ code, name }) => ({ code, name })),
  };
}

/** From which states an action may start; clocking out while paused ends the pause too. */
const allowed: Record<TClockAction['action'], readonly StoredClock['state'][]> = {
  in: ['out'],
  pause: ['in'],
  resume: ['paused'],
  out: ['in', 'paused'],
};
const nextState: Record<TClockAction['action'], StoredClock['state']> = {
  in: 'in',
  pause: 'paused',
  resume: 'in',
  out: 'out',
};

/** One clock action at the clock version read (0 before the first clock-in). */
export async function clock(caller: Caller, input: TClockAction): Promise<TClockResult> {
  const repository = new BookingRepository(caller.tenant);
  const current = await repository.clock(caller.user.id);
  if ((current?.version ?? 0) !== input.version) throw new AppError('CONFLICT');
  if (input.costUnit && input.action !== 'in')
    throw validation('body.costUnit', 'time.booking.changeRefused');
  const at = clockNow();
  const instant = new Date(Math.floor(at.getTime() / minuteMs) * minuteMs).toISOString();
  const step = await clockStepAt(caller, current, input.action, instant, {
    costUnit: input.costUnit ?? null,
    source: 'web',
  });
  // A day a planner confirmed is locked for the person (docs/time.md "Target and actual, confirmation").
  await assertDaysOpen(caller.tenant, caller.user.id, [step.booking.day]);
  await new AuditRepository(caller.tenant).commit(
    auditEntry('booking.clock', actorOf(caller), targetOf(caller, step.booking), step.change),
    step.writes,
  );
  return {
    booking: step.result,
    requested: step.booking.state === bookingStates.requested,
    clock: await clockState(caller),
  };
}

/** What one clock action writes: the booking opened or changed, the clock, and the audit change to record. */
export interface ClockStep {
  booking: NewBooking;
  /** The booking as answered (with its version after the write). */
  result: TBooking;
  writes: TransactionWrite[];
  change: { before: unknown; after: unknown };
}

/**
 * A clock action of `caller.user` at a given instant (the web's is now; a terminal's is when the card was read),
 * from the clock state read (`current`, at its version): the writes, not yet committed. 409
 * CLOCK_TRANSITION_REFUSED when the state does not allow the action, or when a pause, resume or clock-out lies
 * before the clock's last change.
 */
export async function clockStepAt(
  caller: Caller,
  current: StoredClock | undefined,
  action: TClockAction['action'],
  instant: string,
  options: { costUnit: string | null; source: TBooking['source'] },
): Promise<ClockStep> {
  if (!allowed[action].includes(current?.state ?? 'out'))
    throw new AppError('CLOCK_TRANSITION_REFUSED', { details: { state: current?.state ?? 'out' } });
  // Before the clock's last change (one that lay ahead of now): the booking would end before it began.
  if (action !== 'in' && current && instant < current.since)
    throw new AppError('CLOCK_TRANSITION_REFUSED', {
      details: { state: current.state, since: current.since },
    });
  const repository = new BookingRepository(caller.tenant);
  const before = action === 'in' ? undefined : await openBooking(repository, current);
  const booking = before
    ? await changed(caller, before, action, instant)
    : await opened(caller, options, instant);
  const nextClock: NewClock = {
    userId: caller.user.id,
    state: nextState[action],
    since: instant,
    openBooking:
      action === 'out'
        ? null
        : { id: booking.id, userId: booking.userId, unitId: booking.unitId, day: booking.day },
  };
  const writes = [
    ...(before ? repository.replaceWrites(before, booking) : [repository.createWrite(booking)]),
    repository.clockWrite(nextClock, current ? current.version : null),
  ];
  return {
    booking,
    result: { ...booking, version: before ? before.version + 1 : 1 },
    writes,
    change: {
      before: { state: current?.state ?? 'out' },
      after: { state: nextClock.state, action, at: instant },
    },
  };
}

async function openBooking(repository: BookingRepository, current: StoredClock | undefined) {
  const found = current?.openBooking ? await repository.byRef(current.openBooking) : undefined;
  // The clock says in or paused but its booking is gone (deleted meanwhile): nothing to pause or close.
  if (!found) throw new AppError('CLOCK_TRANSITION_REFUSED', { details: { state: 'out' } });
  return found;
}

async function opened(
  caller: Caller,
  options: { costUnit: string | null; source: TBooking['source'] },
  instant: string,
): Promise<NewBooking> {
  const timeZone = caller.tenantRecord.timeZone;
  const day = plainDateOf(new Date(instant), timeZone);
  const begin = localTimeOf(new Date(instant), timeZone);
  const { costUnit } = options;
  if (costUnit && !(await new PayrollDataRepository(caller.tenant).costUnit(costUnit)))
    throw validation('body.costUnit', 'time.booking.unknownCostUnit');
  const reasons = await ruleReasons(caller, caller.user, { day, begin, end: null });
  return {
    id: randomUUID(),
    userId: caller.user.id,
    unitId: caller.user.unitId ?? null,
    day,
    clockIn: instant,
    clockOut: null,
    begin,
    end: null,
    pauses: [],
    costUnit,
    note: null,
    state: reasons.length > 0 ? bookingStates.requested : bookingStates.ok,
    source: options.source,
    reasons,
    createdAt: instant,
    updatedAt: instant,
  };
}

async function changed(
  caller: Caller,
  before: TBooking,
  action: TClockAction['action'],
  instant: string,
): Promise<NewBooking> {
  const { version: _version, ...booking } = before;
  const next: NewBooking = { ...booking, updatedAt: instant };
  if (action === 'pause') next.pauses = [...booking.pauses, { begin: instant, end: null }];
  if (action === 'resume' || action === 'out')
    next.pauses = booking.pauses.map((pause) => (pause.end === null ? { ...pause, end: instant } : pause));
  if (action !== 'out') return next;
  const end = localTimeOf(new Date(instant), caller.tenantRecord.timeZone);
  const reasons = await ruleReasons(caller, caller.user, { day: booking.day, begin: booking.begin, end });
  // A booking already waiting keeps its reasons; one that breaks the rule only at clock-out waits from now on.
  const waiting = booking.state === bookingStates.requested || reasons.length > 0;
  return {
    ...next,
    clockOut: instant,
    end,
    state: waiting ? bookingStates.requested : booking.state,
    reasons: mergeReasons(booking.reasons, reasons),
  };
}

function mergeReasons(a: TBooking['reasons'], b: TBooking['reasons']): TBooking['reasons'] {
  const seen = new Set(a.map((reason) => reason.messageKey));
  return [...a, ...b.filter((reason) => !seen.has(reason.messageKey))];
}

export function validation(path: string, message: string, extra: Record<string, unknown> = {}): AppError {
  return new AppError('VALIDATION', { details: { issues: [{ path, code: 'custom', message }], ...extra } });
}
