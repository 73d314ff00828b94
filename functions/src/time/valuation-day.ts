/**
 * One person's tracked days of a month from loaded inputs (pure): the day input for `valueDay`, then what the
 * planners fixed on top (day records): a confirmed day answers its frozen valuation, a correction replaces target
 * and/or actual, and overtime above the OVERTIMEREQUEST threshold counts only once approved. docs/time.md
 * "Target and actual, confirmation".
 */
import type { TRuleCalcMode } from '@app/shared/absence-types/absence-type';
import { overtimeRequestNeeded } from '@app/shared/rules/engine/time-rules';
import type { TRule } from '@app/shared/rules/rule';
import {
  bookingStates,
  type DayAbsence,
  type DayContract,
  type DaySurcharge,
  type DayValuation,
} from '@app/shared/time-tracking/day-input';
import { valueDay } from '@app/shared/time-tracking/day-valuation';
import type { TDayProblem, TOvertimeState } from '@app/shared/time-tracking/tracking';
import { addDays, dayStart, instantAt, isoWeekdayOf } from '@app/shared/time/tenant-time';
import type { TStandbyRule } from '@app/shared/rules/standby';
import { periodOn, type TWorkingTimePeriod } from '@app/shared/users/working-time';
import type { TPause } from '@app/shared/shifts/shift-template';
import type { THourlyRate } from '@app/shared/payroll-data/hourly-rate';
import type { PlanEntry, AbsenceFragment } from '../calendar/plan.repository';
import type { StoredBooking } from './booking.repository';
import type { DayRecord, FrozenValuation } from './day-record.repository';

/** EventItemTypes 99 on a plan entry: a planned day off. */
const dayOffClass = 99;
/** Absence states that count: approved (3). */
const approvedAbsence = 3;

export interface AbsenceTypeInfo {
  id: string;
  itemClass: number;
  ruleCalcActualHours: number;
  ruleCalcValue: number | null;
}

/** What every person of a valuation shares: the tenant's zone, rules, rates, absence types, holidays. */
export interface ValuationWorld {
  timeZone: string;
  rules: readonly TRule[];
  rates: readonly THourlyRate[];
  absenceTypes: ReadonlyMap<string, AbsenceTypeInfo>;
  /** Public holidays by region key (the unit's region), as dates. */
  holidays: readonly string[];
  holidayNames: ReadonlyMap<string, { de: string; en: string }>;
  /** Today in the tenant's zone: days after it have no problems yet. */
  today: string;
  /** On-call duties of standby rules paid under a rate (`standbyPayOf`). */
  standby: readonly StandbyPay[];
  /** The rates standby rules pay on-call time under: no surcharge on work (docs/rules.md "Standby"). */
  onCallRateIds: ReadonlySet<string>;
}

/** One on-call duty paid under a payroll rate: its person and real instants. */
export interface StandbyPay {
  userId: string;
  rateId: string;
  from: Date;
  to: Date;
}

/** The duties of the standby rules that name a rate (without one a duty is not paid through payroll). */
export function standbyPayOf(rules: readonly TStandbyRule[] | undefined, timeZone: string): StandbyPay[] {
  return (rules ?? []).flatMap((rule) =>
    rule.rateId === null
      ? []
      : rule.duties.map((duty) => ({
          userId: duty.userId,
          rateId: rule.rateId ?? '',
          from: instantAt(duty.fromDate, duty.fromTime, timeZone),
          to: instantAt(duty.toDate, duty.toTime, timeZone),
        })),
  );
}

/**
 * A day's surcharges with the person's minutes on call added under each standby rule's rate: the part of each
 * duty inside the day's real bounds (23 or 25 hours on a clock change), docs/rules.md "Standby".
 */
export function withStandby(
  surcharges: readonly DaySurcharge[],
  duties: readonly StandbyPay[],
  date: string,
  timeZone: string,
): DaySurcharge[] {
  const start = dayStart(date, timeZone).getTime();
  const end = dayStart(addDays(date, 1), timeZone).getTime();
  const result = surcharges.map((surcharge) => ({ ...surcharge }));
  for (const duty of duties) {
    const minutes = Math.floor(
      (Math.min(end, duty.to.getTime()) - Math.max(start, duty.from.getTime())) / 60_000,
    );
    if (minutes <= 0) continue;
    const same = result.find((surcharge) => surcharge.rateId === duty.rateId);
    if (same) same.minutes += minutes;
    else result.push({ rateId: duty.rateId, minutes });
  }
  return result;
}

export interface PersonInputs {
  userId: string;
  unitIds: readonly string[];
  periods: readonly TWorkingTimePeriod[];
  overrides: ReadonlyMap<string, { mode: number; value: number | null }>;
  /** Days before it are not tracked; null: tracked from the first working-time period on. */
  trackingStart: string | null;
  entries: readonly PlanEntry[];
  absences: readonly AbsenceFragment[];
  bookings: readonly StoredBooking[];
  records: ReadonlyMap<string, DayRecord>;
  /** The hourly rates chosen for the person; null: every rate of the company (docs/payroll.md). */
  rateIds: readonly string[] | null;
}

/** The rates that value a person's work: their own choice, else the company's; never a rate of on-call time. */
export function ratesOf(
  person: Pick<PersonInputs, 'rateIds'>,
  world: Pick<ValuationWorld, 'rates' | 'onCallRateIds'>,
) {
  const chosen = person.rateIds;
  return world.rates.filter(
    (rate) => !world.onCallRateIds.has(rate.id) && (chosen === null || chosen.includes(rate.id)),
  );
}

export interface ValuedDay extends DayValuation {
  /** Approved absences on the day (0 for a frozen day: it is not valued again). */
  absenceDays: number;
  overtime: { minutes: number; state: TOvertimeState };
  problems: TDayProblem[];
  costUnits: { key: string; minutes: number }[];
  record: DayRecord | undefined;
}

/**
 * The contract week of a period (decided here, the model names only totals): a Week period's hours over its
 * working days Monday on (5 days: Monday to Friday); a Month period as its 12/52 share of a week.
 */
export function contractOf(period: TWorkingTimePeriod): DayContract {
  const perWeek = period.itemClass === 'Week' ? 1 : 12 / 52;
  const days = Math.min(7, Math.ceil(period.workingDays * perWeek));
  return {
    weeklyMinutes: Math.round(period.targetHours * 60 * perWeek),
    workingWeekdays: Array.from({ length: days }, (_, index) => index + 1),
  };
}

export function daysOfMonth(month: string): string[] {
  const days: string[] = [];
  for (let day = `${month}-01`; day.startsWith(month); day = addDays(day, 1)) days.push(day);
  return days;
}

function absencesOn(person: PersonInputs, world: ValuationWorld, date: string): DayAbsence[] {
  return person.absences
    .filter((absence) => (absence.state ?? approvedAbsence) === approvedAbsence)
    .filter((absence) => absence.begin <= date && date <= absence.end && absence.userId === person.userId)
    .flatMap((absence) => {
      const type = world.absenceTypes.get(absence.absenceTypeId);
      if (!type) return [];
      const override = person.overrides.get(absence.absenceTypeId);
      const half =
        (date === absence.begin && absence.halfDayBegin === true) ||
        (date === absence.end && absence.halfDayEnd === true);
      return [
        {
          absenceTypeId: type.id,
          itemClass: type.itemClass,
          ruleCalcActualHours: type.ruleCalcActualHours as TRuleCalcMode,
          ruleCalcValue: type.ruleCalcValue,
          override: override ? { mode: override.mode as TRuleCalcMode | -1, value: override.value } : null,
          half,
        },
      ];
    });
}

/** Minutes of Ok, closed bookings by cost unit (bookings without one are left out). */
function costUnitsOf(bookings: readonly StoredBooking[]): { key: string; minutes: number }[] {
  const byCode = new Map<string, number>();
  for (const booking of bookings) {
    if (booking.state !== bookingStates.ok || !booking.clockOut || !booking.costUnit) continue;
    const paused = booking.pauses.reduce(
      (sum, pause) => sum + (pause.end ? Date.parse(pause.end) - Date.parse(pause.begin) : 0),
      0,
    );
    const minutes = Math.round(
      (Date.parse(booking.clockOut) - Date.parse(booking.clockIn) - paused) / 60_000,
    );
    byCode.set(booking.costUnit, (byCode.get(booking.costUnit) ?? 0) + Math.max(0, minutes));
  }
  return [...byCode].map(([key, minutes]) => ({ key, minutes }));
}

function problemsOf(
  mode: string,
  date: string,
  today: string,
  entries: readonly PlanEntry[],
  bookings: readonly StoredBooking[],
  absent: boolean,
): TDayProblem[] {
  const problems: TDayProblem[] = [];
  if (bookings.some((booking) => booking.state === bookingStates.ok && booking.clockOut === null))
    problems.push('openBooking');
  if (bookings.some((booking) => booking.state === bookingStates.requested))
    problems.push('requestedBooking');
  const shifts = entries.filter((entry) => entry.itemClass !== dayOffClass && entry.begin !== null);
  const counted = bookings.filter(
    (booking) => booking.state === bookingStates.ok || booking.state === bookingStates.requested,
  );
  if (mode === 'Clock' && shifts.length > 0 && counted.length === 0 && !absent && date < today)
    problems.push('noBookings');
  if (shifts.length === 0 && counted.length > 0) problems.push('bookingWithoutPlan');
  return problems;
}

/** Stored pauses carry any mode number; the calendar writes only 0, 1 and 2 (unknown ones count as none). */
const pauseOf = (pause: { mode: number; begin: string | null; end: string | null }): TPause => ({
  mode: pause.mode === 1 || pause.mode === 2 ? pause.mode : 0,
  begin: pause.begin,
  end: pause.end,
});

const untracked = (date: string, record: DayRecord | undefined): ValuedDay => ({
  date,
  tracked: false,
  target: 0,
  actual: 0,
  pause: 0,
  absence: 0,
  difference: 0,
  surcharges: [],
  openBookings: 0,
  absenceDays: 0,
  overtime: { minutes: 0, state: 'none' },
  problems: [],
  costUnits: [],
  record,
});

function fromFrozen(date: string, frozen: FrozenValuation, record: DayRecord): ValuedDay {
  return {
    date,
    tracked: true,
    target: frozen.target,
    actual: frozen.actual,
    pause: frozen.pause,
    absence: frozen.absence,
    difference: frozen.difference,
    surcharges: frozen.surcharges.map((split) => ({ rateId: split.key, minutes: split.minutes })),
    openBookings: 0,
    absenceDays: 0,
    overtime: record.overtime ?? { minutes: 0, state: 'none' },
    problems: [],
    costUnits: frozen.costUnits,
    record,
  };
}

/**
 * Overtime of a day: minutes above the rule's threshold (the day's, or the ISO week's so far), at most the day's
 * positive difference. Approved minutes count; the rest waits (or stays denied) and is left out of the difference.
 */
function overtimeOf(
  day: DayValuation,
  person: PersonInputs,
  world: ValuationWorld,
  weekSoFar: number,
  record: DayRecord | undefined,
): { minutes: number; state: TOvertimeState; held: number } {
  const needed = overtimeRequestNeeded(
    { rules: world.rules },
    { unitIds: person.unitIds, date: day.date, holiday: world.holidays.includes(day.date) },
    { dayMinutes: day.actual, weekMinutes: weekSoFar },
  );
  const above = needed?.needed ? Math.min(needed.minutes, Math.max(0, day.difference)) : 0;
  if (above === 0) return { minutes: 0, state: 'none', held: 0 };
  const decided = record?.overtime;
  if (decided?.state === 'approved') {
    const held = Math.max(0, above - decided.minutes);
    return held > 0
      ? { minutes: above, state: 'waiting', held }
      : { minutes: above, state: 'approved', held: 0 };
  }
  if (decided?.state === 'denied') return { minutes: above, state: 'denied', held: above };
  return { minutes: above, state: 'waiting', held: above };
}

/** Every day of the month of one person, valued (live or frozen), in date order. */
export function valuePersonDays(person: PersonInputs, world: ValuationWorld, month: string): ValuedDay[] {
  const days: ValuedDay[] = [];
  let weekSoFar = 0;
  const rostered = person.entries.some((entry) => entry.date.startsWith(month));
  const rates = ratesOf(person, world);
  const onCall = world.standby.filter((duty) => duty.userId === person.userId);
  for (const date of daysOfMonth(month)) {
    if (isoWeekdayOf(date) === 1) weekSoFar = 0;
    const record = person.records.get(date);
    const period = periodOn(person.periods, date);
    const mode = period?.trackingMode ?? 'None';
    if (!period || mode === 'None' || (person.trackingStart !== null && date < person.trackingStart)) {
      days.push(untracked(date, record));
      continue;
    }
    if (record?.confirmed && record.frozen) {
      const frozen = fromFrozen(date, record.frozen, record);
      weekSoFar += frozen.actual;
      days.push(frozen);
      continue;
    }
    const entries = person.entries.filter((entry) => entry.date === date);
    const bookings = person.bookings.filter((booking) => booking.day === date);
    const absences = absencesOn(person, world, date);
    const valued = valueDay({
      date,
      timeZone: world.timeZone,
      mode,
      sickCalculation: period.sickCalculation,
      contract: contractOf(period),
      rostered,
      planned: entries.map((entry) => ({
        itemClass: entry.itemClass,
        begin: entry.begin,
        end: entry.end,
        pause1: pauseOf(entry.pause1),
        pause2: pauseOf(entry.pause2),
      })),
      bookings: bookings.map((booking) => ({
        state: booking.state,
        in: new Date(booking.clockIn),
        out: booking.clockOut ? new Date(booking.clockOut) : null,
        pauses: booking.pauses.flatMap((pause) =>
          pause.end ? [{ begin: new Date(pause.begin), end: new Date(pause.end) }] : [],
        ),
      })),
      absences,
      holidays: world.holidays,
      rules: { setup: { rules: world.rules }, unitIds: person.unitIds },
      rates,
    });
    const corrected = applyCorrection(
      { ...valued, surcharges: withStandby(valued.surcharges, onCall, date, world.timeZone) },
      record,
    );
    weekSoFar += corrected.actual;
    const overtime = overtimeOf(corrected, person, world, weekSoFar, record);
    const problems = problemsOf(mode, date, world.today, entries, bookings, absences.length > 0);
    if (overtime.state === 'waiting') problems.push('overtimeWaiting');
    days.push({
      ...corrected,
      // A day still to come shows its target, but its difference enters the balance only once it has come.
      difference: date > world.today ? 0 : corrected.difference - overtime.held,
      absenceDays: absences.length,
      overtime: { minutes: overtime.minutes, state: overtime.state },
      problems,
      // A split set by hand (saveTrackingCostUnits) replaces the bookings' cost units.
      costUnits: record?.costUnitSplit ?? costUnitsOf(bookings),
      record,
    });
  }
  return days;
}

/** A planner's correction of target/actual and an absence credit set by hand replace the valued ones. */
function applyCorrection(day: DayValuation, record: DayRecord | undefined): DayValuation {
  const correction = record?.correction;
  const override = record?.absenceOverride ?? null;
  if (!correction && override === null) return day;
  const target = correction?.target ?? day.target;
  const actual = correction?.actual ?? day.actual;
  const absence = override ?? day.absence;
  return { ...day, target, actual, absence, difference: actual + absence - target };
}

/** The valuation a confirmation freezes. */
export function frozenOf(day: ValuedDay): FrozenValuation {
  return {
    target: day.target,
    actual: day.actual,
    pause: day.pause,
    absence: day.absence,
    difference: day.difference,
    surcharges: day.surcharges.map((split) => ({ key: split.rateId, minutes: split.minutes })),
    costUnits: day.costUnits,
  };
}

/** Whether any absence of the person touches the day (for CONFIRMABSENCE). */
export function hasAbsence(userId: string, absences: PersonInputs['absences'], date: string): boolean {
  return absences.some(
    (absence) =>
      absence.userId === userId &&
      (absence.state ?? approvedAbsence) === approvedAbsence &&
      absence.begin <= date &&
      date <= absence.end,
  );
}
