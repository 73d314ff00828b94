/**
 * The tracking record of a person's day (issue 14): read it (`trackingRecord`), replace the day's bookings in one
 * go (`saveTracking`, e.g. the plan's suggestion), remove the day's record and optionally its bookings
 * (`deleteTracking`) and split the day's actual minutes over cost units by hand (`saveTrackingCostUnits`, kept
 * in the day record). Changes are the approver's (`time.approve`, responsible for the person, never on one's own
 * day but as an administrator) and refused on a confirmed day.
 * docs/time.md "The tracking record of a day".
 */
import { randomUUID } from 'node:crypto';
import { AppError } from '@app/shared/api/errors';
import { bookingStates } from '@app/shared/time-tracking/day-input';
import {
  ZTrackingCostUnitsSave,
  ZTrackingSave,
  type TTrackingCostUnitsSave,
  type TTrackingRecord,
  type TTrackingSave,
} from '@app/shared/time-tracking/tracking-record';
import type { Caller } from '../security/caller';
import { commitAudited } from '../audit/audit.service';
import { now } from '../clock';
import { PayrollDataRepository } from '../payroll-data/payroll-data.repository';
import type { User } from '../directory/user.repository';
import { BookingRepository, type NewBooking, type StoredBooking } from './booking.repository';
import { instantsOf } from './booking.service';
import { markOwn } from './booking-support';
import { validation } from './punch-clock.service';
import { DayRecordRepository } from './day-record.repository';
import { approvedPerson, changeDay } from './tracking-action.service';
import { dayOf, namesOf, valuedDay } from './tracking.service';
import { valuePersonMonth } from './valuation.service';

const targetOf = (person: User, date: string) => ({
  type: 'user',
  id: person.id,
  name: `${person.displayName} ${date}`,
});

export async function trackingRecord(
  caller: Caller,
  query: { userId: string; date: string; details: boolean },
): Promise<TTrackingRecord> {
  const { valued, day } = await valuedDay(caller, query.userId, query.date);
  const names = await namesOf(caller, valued);
  return {
    userId: query.userId,
    date: query.date,
    day: dayOf(valued, day, names),
    bookings: query.details ? valued.inputs.bookings.filter((booking) => booking.day === query.date) : null,
    costUnits: day.costUnits.map((split) => ({
      code: split.key,
      name: names.costUnits.get(split.key) ?? split.key,
      minutes: split.minutes,
    })),
    costUnitSplit: day.record?.costUnitSplit != null,
  };
}

/**
 * The approver's view of the day: 403 for others (FORBIDDEN, NOT_RESPONSIBLE, OWN_DECISION), 409 when confirmed or
 * read at another record version.
 */
async function openDay(caller: Caller, userId: string, date: string, version?: number) {
  const { person, own } = await approvedPerson(caller, userId);
  const { day } = await valuedDay(caller, userId, date);
  if (version !== undefined && (day.record?.version ?? 0) !== version) throw new AppError('CONFLICT');
  if (day.record?.confirmed) throw new AppError('DAY_CONFIRMED', { details: { date } });
  return { person, day, own };
}

/** The day's bookings; an open one belongs to the clock (no replacing or deleting it). */
async function closedBookingsOf(repository: BookingRepository, userId: string, date: string) {
  const bookings = await repository.ofPerson(userId, date, date);
  if (bookings.some((booking) => booking.clockOut === null))
    throw new AppError('BOOKING_CHANGE_REFUSED', { details: { date } });
  return bookings;
}

async function assertCostUnitsExist(
  caller: Caller,
  codes: readonly string[],
  path: (index: number) => string,
) {
  const wanted = [...new Set(codes)];
  if (wanted.length === 0) return;
  const found = new Set(
    (await new PayrollDataRepository(caller.tenant).costUnitsByCodes(wanted)).map((unit) => unit.code),
  );
  const missing = codes.findIndex((code) => !found.has(code));
  if (missing >= 0) throw validation(path(missing), 'time.booking.unknownCostUnit');
}

export async function saveTracking(caller: Caller, raw: TTrackingSave): Promise<TTrackingRecord> {
  const input = ZTrackingSave.parse(raw);
  const { person, own } = await openDay(caller, input.userId, input.date, input.version);
  await assertCostUnitsExist(
    caller,
    input.bookings.flatMap((booking) => (booking.costUnitId ? [booking.costUnitId] : [])),
    (index) => `body.bookings.${index}.costUnitId`,
  );
  const timeZone = caller.tenantRecord.timeZone;
  const times = input.bookings.map((booking, index) => {
    try {
      return instantsOf({ day: input.date, ...booking }, timeZone);
    } catch (error) {
      // The pause's path names the booking it belongs to.
      if (error instanceof AppError && error.code === 'VALIDATION')
        throw validation(`body.bookings.${index}.pauses`, 'time.booking.pauseOutside');
      throw error;
    }
  });
  const order = times
    .map((time, index) => ({ ...time, index }))
    .sort((a, b) => a.clockIn.localeCompare(b.clockIn));
  for (let index = 1; index < order.length; index++) {
    const [previous, current] = [order[index - 1], order[index]];
    if (previous && current && current.clockIn < previous.clockOut)
      throw validation(`body.bookings.${current.index}.begin`, 'time.tracking.bookingsOverlap');
  }
  const repository = new BookingRepository(caller.tenant);
  const before = await closedBookingsOf(repository, person.id, input.date);
  const at = now().toISOString();
  const created: NewBooking[] = input.bookings.map((booking, index) => {
    const instants = times[index];
    if (!instants) throw new Error(`No times of booking ${index}`);
    return {
      id: randomUUID(),
      userId: person.id,
      unitId: person.unitId ?? null,
      day: input.date,
      ...instants,
      begin: booking.begin,
      end: booking.end,
      costUnit: booking.costUnitId,
      note: null,
      // The approver's save is their approval.
      state: bookingStates.ok,
      source: 'web',
      reasons: [],
      createdAt: at,
      updatedAt: at,
    };
  });
  await commitAudited(
    caller,
    {
      action: 'timeDay.saveTracking',
      target: targetOf(person, input.date),
      before: { bookings: before.map(summaryOf) },
      after: markOwn({ bookings: created.map(summaryOf) }, own),
    },
    [
      ...before.map((booking) => repository.deleteWrite(booking)),
      ...created.map((b) => repository.createWrite(b)),
    ],
  );
  return trackingRecord(caller, { userId: person.id, date: input.date, details: true });
}

const summaryOf = (booking: Pick<StoredBooking, 'begin' | 'end' | 'costUnit' | 'state'>) => ({
  begin: booking.begin,
  end: booking.end,
  costUnit: booking.costUnit,
  state: booking.state,
});

export async function deleteTracking(
  caller: Caller,
  input: { userId: string; date: string; bookings: boolean },
): Promise<void> {
  const { person, day, own } = await openDay(caller, input.userId, input.date);
  const repository = new BookingRepository(caller.tenant);
  const bookings = input.bookings ? await closedBookingsOf(repository, person.id, input.date) : [];
  const writes = [
    ...(day.record ? [new DayRecordRepository(caller.tenant).deleteWrite(day.record)] : []),
    ...bookings.map((booking) => repository.deleteWrite(booking)),
  ];
  if (writes.length === 0) return;
  await commitAudited(
    caller,
    {
      action: 'timeDay.deleteTracking',
      target: targetOf(person, input.date),
      before: { record: day.record ?? null, bookings: bookings.map(summaryOf) },
      ...(own.ownDecision ? { after: { ownDecision: true } } : {}),
    },
    writes,
  );
  // The month summary follows.
  await valuePersonMonth(caller.tenant, person, input.date.slice(0, 7));
}

export async function saveTrackingCostUnits(
  caller: Caller,
  raw: TTrackingCostUnitsSave,
): Promise<TTrackingRecord> {
  const input = ZTrackingCostUnitsSave.parse(raw);
  await assertCostUnitsExist(
    caller,
    input.split.map((part) => part.costUnitId),
    (index) => `body.split.${index}.costUnitId`,
  );
  const sums = new Map<string, number>();
  for (const part of input.split) sums.set(part.costUnitId, (sums.get(part.costUnitId) ?? 0) + part.minutes);
  const total = [...sums.values()].reduce((sum, minutes) => sum + minutes, 0);
  await changeDay(caller, input.userId, input.date, 'timeDay.costUnits', (day, base) => {
    if ((day.record?.version ?? 0) !== input.version) throw new AppError('CONFLICT');
    if (day.record?.confirmed) throw new AppError('DAY_CONFIRMED', { details: { date: input.date } });
    if (total > day.actual)
      throw validation('body.split', 'time.tracking.splitTooLarge', { actual: day.actual, split: total });
    const split = [...sums].map(([key, minutes]) => ({ key, minutes }));
    return { ...base, costUnitSplit: split.length ? split : null };
  });
  return trackingRecord(caller, { userId: input.userId, date: input.date, details: true });
}
