/**
 * Check bookings (issue 14): for chosen people or a unit's members, what is wrong or waiting in their bookings of
 * from..to. Reads per person and month the time month (gsi1, through BookingRepository) and the plan month (gsi1,
 * the calendar's PlanRepository), and the working-time models (BatchGet) for the tracking mode; never a Scan.
 * Only within the caller's responsible units: a unit or a person outside them is 403 `NOT_RESPONSIBLE` (one's own
 * bookings may always be checked; deciding on them is another's).
 */
import { AppError } from '@app/shared/api/errors';
import {
  findBookingIssues,
  maxCheckDays,
  ZCheckBookingsInput,
  type TCheckBookingsInput,
  type TCheckBookingsResult,
} from '@app/shared/time-tracking/check-bookings';
import type { TimeTrackingMode } from '@app/shared/time-tracking/day-input';
import { timeTrackingModes } from '@app/shared/users/working-time';
import { addDays, daysBetween, monthsOf, plainDateOf } from '@app/shared/time/tenant-time';
import { hasPermission, type Caller } from '../security/caller';
import { requireResponsibleForPerson, requireResponsibleForUnit } from '../units/responsibility-scope';
import { now as clockNow } from '../clock';
import { CalendarReadsRepository, type WorkingTime } from '../calendar/calendar-reads.repository';
import { PlanRepository, type PlanItems } from '../calendar/plan.repository';
import { BookingRepository } from './booking.repository';
import { unitsOf } from './booking-support';
import { validation } from './punch-clock.service';

/** EventItemTypes 99: a planned day off, not a shift. */
const dayOffClass = 99;
/** Denied (4) and cancelled (5) absences are no absence. */
const inactiveAbsenceStates: ReadonlySet<number> = new Set([4, 5]);
/** People read at once: each costs a few queries; more in parallel only queue up in the SDK. */
const concurrency = 10;

interface Checked {
  userId: string;
  displayName: string;
}

/** Whether the caller approves people of these units (as `approves` in booking-support, for any person shape). */
function approvesUnits(caller: Caller, units: readonly string[]): boolean {
  if (hasPermission(caller, 'calendar.plan')) return true;
  const own = new Set(unitsOf(caller.user));
  return units.some((unitId) => own.has(unitId));
}

async function peopleToCheck(caller: Caller, input: ReturnType<typeof ZCheckBookingsInput.parse>) {
  const reads = new CalendarReadsRepository(caller.tenant);
  if (input.unitId !== undefined) {
    const collection = await reads.unitCollection(input.unitId);
    if (!collection) throw new AppError('NOT_FOUND');
    if (!approvesUnits(caller, [input.unitId])) throw new AppError('FORBIDDEN');
    await requireResponsibleForUnit(caller, input.unitId);
    const seen = new Set<string>();
    return collection.members
      .filter((member) => member.active && !seen.has(member.userId) && seen.add(member.userId))
      .map((member): Checked => ({ userId: member.userId, displayName: member.displayName }))
      .sort((a, b) => a.displayName.localeCompare(b.displayName));
  }
  const ids = [...new Set(input.userIds ?? [])];
  const people = await reads.peopleById(ids);
  const checked: Checked[] = [];
  for (const userId of ids) {
    const person = people.get(userId);
    if (!person) throw new AppError('NOT_FOUND');
    if (person.id !== caller.user.id) {
      const units = { unitId: person.unitId ?? null, extraUnitIds: person.extraUnitIds ?? [] };
      if (!approvesUnits(caller, unitsOf(units))) throw new AppError('FORBIDDEN');
      await requireResponsibleForPerson(caller, units);
    }
    checked.push({ userId: person.id, displayName: person.displayName });
  }
  return checked.sort((a, b) => a.displayName.localeCompare(b.displayName));
}

function modeReader(model: WorkingTime | undefined): (day: string) => TimeTrackingMode | null {
  const periods = [...(model?.periods ?? [])].sort((a, b) => b.validFrom.localeCompare(a.validFrom));
  return (day) => {
    const mode = periods.find((period) => period.validFrom <= day)?.trackingMode;
    return timeTrackingModes.find((known) => known === mode) ?? null;
  };
}

function planOf(items: readonly PlanItems[], userId: string, from: string, to: string) {
  const entries = items.flatMap((month) => month.entries);
  const shifts = entries
    .filter((entry) => entry.userId === userId && entry.itemClass !== dayOffClass)
    .filter((entry) => entry.date >= from && entry.date <= to)
    .flatMap((entry) =>
      entry.begin !== null && entry.end !== null
        ? [{ date: entry.date, begin: entry.begin, end: entry.end }]
        : [],
    );
  const absentDays = new Set<string>();
  for (const absence of items.flatMap((month) => month.absences)) {
    if (absence.userId !== userId || inactiveAbsenceStates.has(absence.state ?? 3)) continue;
    const first = absence.begin.slice(0, 10) < from ? from : absence.begin.slice(0, 10);
    const last = absence.end.slice(0, 10) > to ? to : absence.end.slice(0, 10);
    for (let day = first; day <= last; day = addDays(day, 1)) absentDays.add(day);
  }
  return { shifts, absentDays };
}

export async function checkBookings(caller: Caller, raw: TCheckBookingsInput): Promise<TCheckBookingsResult> {
  const input = ZCheckBookingsInput.parse(raw);
  if (daysBetween(input.from, input.to) + 1 > maxCheckDays)
    throw validation('body.to', 'time.booking.rangeTooLong', { max: maxCheckDays });
  const people = await peopleToCheck(caller, input);
  const at = clockNow();
  const today = plainDateOf(at, caller.tenantRecord.timeZone);
  const models = await new CalendarReadsRepository(caller.tenant).workingTimes(people.map((p) => p.userId));
  const bookings = new BookingRepository(caller.tenant);
  const plans = new PlanRepository(caller.tenant);
  const months = monthsOf(input.from, input.to);
  const results: TCheckBookingsResult['people'] = [];
  for (let start = 0; start < people.length; start += concurrency) {
    const batch = people.slice(start, start + concurrency);
    const checked = await Promise.all(
      batch.map(async (person) => {
        const [booked, ...planMonths] = await Promise.all([
          bookings.ofPerson(person.userId, input.from, input.to),
          ...months.map((month) => plans.personMonth(person.userId, month)),
        ]);
        const findings = findBookingIssues({
          from: input.from,
          to: input.to,
          today,
          now: at,
          bookings: booked,
          ...planOf(planMonths, person.userId, input.from, input.to),
          modeOn: modeReader(models.get(person.userId)),
        });
        return { ...person, findings };
      }),
    );
    results.push(...checked.filter((person) => person.findings.length > 0));
  }
  return { from: input.from, to: input.to, checked: people.length, people: results };
}
