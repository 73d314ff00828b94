/**
 * The valuation of one person's day (issue 14, item 3; docs/time.md "Day valuation"): target, actual, pauses,
 * absence credit, difference and surcharge minutes, from the plan, the bookings, the absences, the rules and the
 * hourly rates. Pure: the API loads the inputs, calls `valueDay` and stores the answer as the day record.
 *
 * A shift or booking counts entirely on the day it begins: a 22:00-06:00 night of Saturday is Saturday's, all of
 * it, even the hours after midnight (as the legal checks count it). Only the surcharge windows look at the real
 * clock: the Sunday hours of that night are Sunday's for the Sunday rate, but still on Saturday's record.
 * Lengths are real elapsed minutes in the tenant's zone: that night is 7 h into the last Sunday of March in
 * Berlin and 9 h into the last Sunday of October.
 */
import { eventItemTypes, ruleCalcModes, type TRuleCalcMode } from '../absence-types/absence-type';
import { autoPauseMinutes, timeBookingRule, type TimeRuleRequest } from '../rules/engine/time-rules';
import { paidMinutes } from '../shifts/shift-hours';
import { shiftItemTypes } from '../shifts/shift-template';
import { intervalMinutes, isoWeekdayOf } from '../time/tenant-time';
import type { DayAbsence, DayContract, DayInput, DaySurcharge, DayValuation } from './day-input';
import { surchargeMinutes } from './surcharges';
import { bookedTime, minutesOf, plannedIntervals } from './worked-time';

/** The contract's minutes of a day: the week over its working days, on a working day that is not a holiday. */
export function contractDayMinutes(contract: DayContract | null, date: string, holiday: boolean): number {
  if (!contract || holiday || contract.workingWeekdays.length === 0) return 0;
  if (!contract.workingWeekdays.includes(isoWeekdayOf(date))) return 0;
  return Math.round(contract.weeklyMinutes / contract.workingWeekdays.length);
}

/** What the day's plan says: paid minutes and pauses; `exists` also for a planned day off (class 99). */
function planOf(input: DayInput) {
  let minutes = 0;
  let pause = 0;
  for (const shift of input.planned) {
    if (shift.itemClass === shiftItemTypes.free || shift.begin === null || shift.end === null) continue;
    const paid = paidMinutes(shift, input.date, input.timeZone);
    minutes += paid;
    pause += intervalMinutes(input.date, shift.begin, shift.end, input.timeZone) - paid;
  }
  return { exists: input.planned.length > 0, minutes, pause };
}

interface DayBasis {
  target: number;
  planned: number;
  hasPlan: boolean;
  actual: number;
  average: number | undefined;
}

/** The minutes a RuleCalcActualHours mode credits for a whole day (decisions 38). */
function creditOf(mode: TRuleCalcMode, value: number | null, basis: DayBasis): number {
  switch (mode) {
    case ruleCalcModes.none:
      return 0;
    case ruleCalcModes.targetHours:
      return basis.target;
    case ruleCalcModes.plannedHours:
      return basis.planned;
    case ruleCalcModes.averageHours:
      return basis.average ?? basis.target;
    case ruleCalcModes.fixedValue:
      return Math.round((value ?? 0) * 60);
  }
}

const halfOf = (minutes: number, absence: DayAbsence) => (absence.half ? Math.round(minutes / 2) : minutes);

/** The absence's credit by the person's override, else by its type. */
function ruleCredit(absence: DayAbsence, basis: DayBasis): number {
  const override = absence.override;
  const credit =
    override && override.mode !== -1
      ? creditOf(override.mode, override.value, basis)
      : creditOf(absence.ruleCalcActualHours, absence.ruleCalcValue, basis);
  return halfOf(credit, absence);
}

/**
 * A sick day by the person's SickCalculation (decided here, the spec names only the values): None values it
 * like any absence (type rule, override); PlannedHours credits the plan (without one the target) not worked;
 * ActualHours credits nothing (only booked time counts); ActualHoursForce credits nothing either but the day
 * never goes below zero (the target is lowered to what was worked and credited).
 */
function sickCredit(input: DayInput, absence: DayAbsence, basis: DayBasis): number {
  switch (input.sickCalculation) {
    case 'None':
      return ruleCredit(absence, basis);
    case 'PlannedHours': {
      const base = basis.hasPlan ? basis.planned : basis.target;
      return absence.half ? halfOf(base, absence) : Math.max(0, base - basis.actual);
    }
    case 'ActualHours':
    case 'ActualHoursForce':
      return 0;
  }
}

function untracked(date: string): DayValuation {
  return {
    date,
    tracked: false,
    target: 0,
    actual: 0,
    pause: 0,
    absence: 0,
    difference: 0,
    surcharges: [],
    openBookings: 0,
  };
}

/** The valuation of `input.date` for one person (see the module comment for what counts on which day). */
export function valueDay(input: DayInput): DayValuation {
  const { date, timeZone } = input;
  if (input.mode === 'None') return untracked(date);
  const holiday = input.holidays.includes(date);
  const plan = planOf(input);
  const contract = contractDayMinutes(input.contract, date, holiday);
  // Calendar mode is valued from the plan alone: without a plan it asks and credits nothing.
  let target = plan.exists ? plan.minutes : input.mode === 'Clock' && !input.rostered ? contract : 0;
  const absentShare = Math.min(
    1,
    input.absences.reduce((sum, absence) => sum + (absence.half ? 0.5 : 1), 0),
  );

  let actual: number;
  let pause: number;
  let openBookings = 0;
  let surcharges: DaySurcharge[];
  if (input.mode === 'Calendar') {
    // The plan is the actual, except the part of the day the person was absent.
    actual = Math.round(plan.minutes * (1 - absentShare));
    pause = absentShare >= 1 ? 0 : plan.pause;
    const planned = plannedIntervals(input.planned, date, timeZone);
    surcharges = surchargeMinutes(planned, input.rates, timeZone, input.holidays).map((surcharge) => ({
      ...surcharge,
      minutes: Math.round(surcharge.minutes * (1 - absentShare)),
    }));
  } else {
    const request: TimeRuleRequest = {
      unitIds: input.rules.unitIds,
      groupIds: input.rules.groupIds,
      units: input.rules.units,
      date,
      holiday,
    };
    const rounding = timeBookingRule(input.rules.setup, request)?.settings;
    const booked = bookedTime(input.bookings, date, timeZone, rounding);
    const net = minutesOf(booked.worked);
    // The rule's extra pause on top of the booked ones (the largest of both, or both when it ignores bookings).
    const extra = net > 0 ? autoPauseMinutes(input.rules.setup, request, net, booked.pauseMinutes) : 0;
    actual = Math.max(0, net - extra);
    pause = booked.pauseMinutes + extra;
    openBookings = booked.open;
    // The automatic pause has no clock time: no window loses it, but no rate counts more than the actual.
    surcharges = surchargeMinutes(booked.worked, input.rates, timeZone, input.holidays).map((surcharge) => ({
      ...surcharge,
      minutes: Math.min(surcharge.minutes, actual),
    }));
  }

  const basis: DayBasis = {
    target,
    planned: plan.minutes,
    hasPlan: plan.exists,
    actual,
    average: input.averageDailyMinutes,
  };
  let absence = 0;
  let forceSick = false;
  for (const entry of input.absences) {
    const sick = entry.itemClass === eventItemTypes.sick;
    absence += sick ? sickCredit(input, entry, basis) : ruleCredit(entry, basis);
    if (sick && input.sickCalculation === 'ActualHoursForce') forceSick = true;
  }
  if (forceSick) target = Math.min(target, actual + absence);

  return {
    date,
    tracked: true,
    target,
    actual,
    pause,
    absence,
    difference: actual + absence - target,
    surcharges: surcharges.filter((surcharge) => surcharge.minutes > 0),
    openBookings,
  };
}
