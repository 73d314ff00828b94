/**
 * Target and actual reads (issue 14): a person's month (`targetActual`), one day's content (`dayContent`,
 * ActualTargetDayContent) and its state (`dayState`, CheckDayState). Own data with `time.track`; others' only
 * for their approvers responsible for them (booking-support.ts `assertMayRead`).
 */
import type {
  TDayContent,
  TDayState,
  TTargetActual,
  TTrackingDay,
  TTrackingSuggestion,
  TTrackingSuggestRequest,
} from '@app/shared/time-tracking/tracking';
import type { Caller } from '../security/caller';
import { CalendarReadsRepository } from '../calendar/calendar-reads.repository';
import { PayrollDataRepository } from '../payroll-data/payroll-data.repository';
import { PlanRepository } from '../calendar/plan.repository';
import { periodOn } from '@app/shared/users/working-time';
import type { User } from '../directory/user.repository';
import { timeDisplay } from '../settings/settings.service';
import { assertMayRead, requirePerson } from './booking-support';
import { valuePersonMonth, type PersonMonth } from './valuation.service';
import type { ValuedDay } from './valuation-day';

/** Names the month shows: shift labels by template, absence type captions, rate captions, cost unit names. */
export async function namesOf(caller: Caller, valued: PersonMonth) {
  const codes = [...new Set(valued.days.flatMap((day) => day.costUnits.map((unit) => unit.key)))];
  const [catalogue, costUnits] = await Promise.all([
    new CalendarReadsRepository(caller.tenant).catalogue(),
    codes.length ? new PayrollDataRepository(caller.tenant).costUnitsByCodes(codes) : Promise.resolve([]),
  ]);
  const language: 'de' | 'en' = caller.user.language === 'en' ? 'en' : 'de';
  return {
    language,
    templates: new Map(
      catalogue.templates.map((template) => [template.id, template.shortName || template.name]),
    ),
    absenceTypes: new Map(catalogue.absenceTypes.map((type) => [type.id, type.caption[language]])),
    rates: new Map(valued.world.rates.map((rate) => [rate.id, rate.caption])),
    costUnits: new Map(costUnits.map((unit) => [unit.code, unit.name])),
  };
}
type Names = Awaited<ReturnType<typeof namesOf>>;

export function dayOf(valued: PersonMonth, day: ValuedDay, names: Names): TTrackingDay {
  const { inputs, world } = valued;
  const record = day.record;
  const holiday = world.holidayNames.get(day.date);
  return {
    date: day.date,
    tracked: day.tracked,
    holiday: holiday ? holiday[names.language] : null,
    plan: inputs.entries
      .filter((entry) => entry.date === day.date)
      .map((entry) => ({
        label: (entry.templateId && names.templates.get(entry.templateId)) || '',
        begin: entry.begin,
        end: entry.end,
      })),
    bookings: inputs.bookings
      .filter((booking) => booking.day === day.date)
      .map((booking) => ({
        id: booking.id,
        clockIn: booking.clockIn,
        clockOut: booking.clockOut,
        begin: booking.begin,
        end: booking.end,
        state: booking.state,
      })),
    absences: inputs.absences
      .filter((absence) => absence.begin <= day.date && day.date <= absence.end && (absence.state ?? 3) === 3)
      .map((absence) => ({
        typeName: names.absenceTypes.get(absence.absenceTypeId) ?? '',
        half:
          (day.date === absence.begin && absence.halfDayBegin === true) ||
          (day.date === absence.end && absence.halfDayEnd === true),
      })),
    target: day.target,
    actual: day.actual,
    pause: day.pause,
    absence: day.absence,
    difference: day.difference,
    balance: valued.balances.find((entry) => entry.date === day.date)?.balance ?? valued.opening,
    overtime: day.overtime,
    correction: record?.correction ?? null,
    absenceOverride: record?.absenceOverride ?? null,
    confirmed: record?.confirmed ?? null,
    absenceConfirmed: record?.absenceConfirmed != null,
    problems: day.problems,
    version: record?.version ?? 0,
  };
}

async function readablePerson(caller: Caller, userId: string): Promise<User> {
  const person = await requirePerson(caller, userId);
  await assertMayRead(caller, person);
  return person;
}

function splits(
  list: readonly { key: string; minutes: number }[],
  names: ReadonlyMap<string, string>,
): { key: string; name: string; minutes: number }[] {
  const sums = new Map<string, number>();
  for (const entry of list) sums.set(entry.key, (sums.get(entry.key) ?? 0) + entry.minutes);
  return [...sums].map(([key, minutes]) => ({ key, name: names.get(key) ?? key, minutes }));
}

export async function targetActual(
  caller: Caller,
  query: { userId: string; month: string },
): Promise<TTargetActual> {
  const person = await readablePerson(caller, query.userId);
  const valued = await valuePersonMonth(caller.tenant, person, query.month);
  const names = await namesOf(caller, valued);
  const lastTracked = [...valued.days].reverse().find((day) => day.tracked)?.date ?? `${query.month}-01`;
  const period = periodOn(valued.inputs.periods, lastTracked);
  const display = await timeDisplay(caller);
  return {
    user: { id: person.id, name: person.displayName },
    month: query.month,
    mode: period?.trackingMode ?? null,
    sickCalculation: period?.sickCalculation ?? null,
    trackingStart: valued.inputs.trackingStart,
    display,
    totals: {
      target: valued.target,
      actual: valued.credited,
      difference: valued.difference,
      worked: valued.actual,
      absence: valued.absence,
      pause: valued.pause,
      targetMonth: valued.targetMonth,
      opening: valued.opening,
      specials: valued.specials,
      closing: valued.closing,
      overtimeApproved: valued.overtimeApproved,
      overtimeWaiting: valued.overtimeWaiting,
    },
    surcharges: splits(
      valued.surcharges.map((split) => ({ key: split.rateId, minutes: split.minutes })),
      names.rates,
    ).map(({ key, name, minutes }) => ({ rateId: key, name, minutes })),
    costUnits: splits(
      valued.days.flatMap((day) => day.costUnits),
      names.costUnits,
    ).map(({ key, name, minutes }) => ({ code: key, name, minutes })),
    days: valued.days.map((day) => dayOf(valued, day, names)),
  };
}

export async function valuedDay(caller: Caller, userId: string, date: string) {
  const person = await readablePerson(caller, userId);
  const valued = await valuePersonMonth(caller.tenant, person, date.slice(0, 7));
  const day = valued.days.find((entry) => entry.date === date);
  if (!day) throw new Error(`No day ${date}`);
  return { person, valued, day };
}

export async function dayContent(
  caller: Caller,
  query: { userId: string; date: string; source: 'ACTUAL' | 'PLAN' | 'APP' },
): Promise<TDayContent> {
  const { valued, day } = await valuedDay(caller, query.userId, query.date);
  const names = await namesOf(caller, valued);
  return {
    userId: query.userId,
    source: query.source,
    day: dayOf(valued, day, names),
    bookings: valued.inputs.bookings.filter((booking) => booking.day === query.date),
    surcharges: day.surcharges.map((split) => ({
      rateId: split.rateId,
      name: names.rates.get(split.rateId) ?? split.rateId,
      minutes: split.minutes,
    })),
    costUnits: day.costUnits.map((split) => ({
      code: split.key,
      name: names.costUnits.get(split.key) ?? split.key,
      minutes: split.minutes,
    })),
  };
}

export async function dayState(caller: Caller, query: { userId: string; date: string }): Promise<TDayState> {
  const { day } = await valuedDay(caller, query.userId, query.date);
  const confirmed = day.record?.confirmed != null;
  return { date: query.date, tracked: day.tracked, confirmed, locked: confirmed, problems: day.problems };
}

/** The day's first planned shift (not a day off) as a booking proposal, its unpaid pauses as booked pauses. */
export async function suggestTracking(
  caller: Caller,
  input: TTrackingSuggestRequest,
): Promise<TTrackingSuggestion> {
  const person = await readablePerson(caller, input.userId);
  const [plan, catalogue] = await Promise.all([
    new PlanRepository(caller.tenant).personMonth(person.id, input.date.slice(0, 7)),
    new CalendarReadsRepository(caller.tenant).catalogue(),
  ]);
  const shift = plan.entries
    .filter((entry) => entry.date === input.date && entry.itemClass !== dayOffClass)
    .filter((entry) => entry.begin !== null && entry.end !== null)
    .sort((a, b) => (a.begin ?? '').localeCompare(b.begin ?? ''))[0];
  if (!shift?.begin || !shift.end) return { userId: person.id, day: input.date, suggestion: null };
  const template = catalogue.templates.find((candidate) => candidate.id === shift.templateId);
  const pauses = [shift.pause1, shift.pause2].flatMap((pause) =>
    pause.mode === unpaidPause && pause.begin && pause.end ? [{ begin: pause.begin, end: pause.end }] : [],
  );
  return {
    userId: person.id,
    day: input.date,
    suggestion: { begin: shift.begin, end: shift.end, pauses, shift: template?.name ?? '' },
  };
}

/** EventItemTypes 99 on a plan entry: a planned day off; pause mode 1: unpaid. */
const dayOffClass = 99;
const unpaidPause = 1;
