/**
 * The rules of time tracking (issue 14 calls these): which TIMEBOOKING / AUTOPAUSE / OVERTIMEREQUEST rule holds
 * a person's day, how a clock booking is rounded, what a booking breaks, the automatic pause, and when overtime
 * must be requested. A rule for one of the person's units wins over a company-wide one (a unit's exception);
 * among equals the first by name.
 */
import { minutesOfDay } from '../../time/tenant-time';
import type { TRule, TRuleOf, TRuleSettings } from '../rule';
import { ruleFinding } from './finding';
import type { RuleFinding, RuleUnit } from './types';
import { rulesOf, validOn } from './scope';

export interface TimeRuleRequest {
  /** The person's units (primary and extra). */
  unitIds: readonly string[];
  date: string;
  /** The person's user groups, for rules scoped to groups. */
  groupIds?: readonly string[];
  /** The unit tree, for rules that include sub-units; without it only the listed units match. */
  units?: ReadonlyMap<string, Pick<RuleUnit, 'id' | 'parentId'>>;
  holiday?: boolean;
}

/** The unit and its ancestors: a rule naming an ancestor with sub-units holds the unit. */
function ancestors(unitId: string, units: TimeRuleRequest['units']): string[] {
  const chain: string[] = [];
  for (let id: string | null | undefined = unitId; id && !chain.includes(id); id = units?.get(id)?.parentId)
    chain.push(id);
  return chain;
}

/** 0: the rule names the person's unit or group, 1: the company, undefined: not theirs. */
function specificity(rule: TRule, request: TimeRuleRequest): number | undefined {
  const { kind, ids, includeSubUnits } = rule.scope;
  if (kind === 'company') return 1;
  if (kind === 'userGroup') return (request.groupIds ?? []).some((id) => ids.includes(id)) ? 0 : undefined;
  if (kind !== 'unit') return undefined;
  const holds = request.unitIds.some((unitId) =>
    includeSubUnits ? ancestors(unitId, request.units).some((id) => ids.includes(id)) : ids.includes(unitId),
  );
  return holds ? 0 : undefined;
}

function ruleFor<T extends 'TIMEBOOKING' | 'AUTOPAUSE' | 'OVERTIMEREQUEST'>(
  rules: readonly TRule[],
  type: T,
  request: TimeRuleRequest,
): TRuleOf<T> | undefined {
  const candidates: { rule: TRuleOf<T>; frame: TRule; rank: number }[] = [];
  for (const rule of rulesOf(rules, type)) {
    // TRuleOf<T> of a generic T does not show the frame's fields to the compiler; every rule has them.
    const frame: TRule = rule;
    const rank = specificity(frame, request);
    if (rank !== undefined && validOn(frame, request.date, request.holiday ?? false))
      candidates.push({ rule, frame, rank });
  }
  candidates.sort(
    (a, b) =>
      a.rank - b.rank || a.frame.name.localeCompare(b.frame.name) || a.frame.id.localeCompare(b.frame.id),
  );
  return candidates[0]?.rule;
}

export function timeBookingRule(setup: { rules: readonly TRule[] }, request: TimeRuleRequest) {
  return ruleFor(setup.rules, 'TIMEBOOKING', request);
}

const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * A clock-in or clock-out rounded to the rule's step in its direction (clock-in up and clock-out down by
 * default: the company pays the planned time, not the minutes around it). The day's end stays 23:59.
 */
export function roundBooking(
  settings: TRuleSettings<'TIMEBOOKING'>,
  direction: 'in' | 'out',
  localTime: string,
): string {
  const mode = direction === 'in' ? settings.roundingIn : settings.roundingOut;
  const step = settings.roundingStepMinutes;
  const minutes = minutesOfDay(localTime);
  const rounded =
    mode === 'up'
      ? Math.ceil(minutes / step) * step
      : mode === 'down'
        ? Math.floor(minutes / step) * step
        : mode === 'nearest'
          ? Math.round(minutes / step) * step
          : minutes;
  return clock(Math.min(rounded, 24 * 60 - 1));
}

export interface BookingInput {
  date: string;
  userId: string;
  unitId: string | null;
  /** Clock-in and clock-out (local `HH:mm`, before rounding); out null while still clocked in. */
  in: string;
  out: string | null;
  /** The planned shift of the day; null: none. */
  planned: { begin: string; end: string } | null;
}

/** What a booking breaks: too early before the shift, outside the earliest/latest times, outside the plan. */
export function bookingFindings(rule: TRuleOf<'TIMEBOOKING'>, booking: BookingInput): RuleFinding[] {
  const settings = rule.settings;
  const base = { date: booking.date, unitId: booking.unitId, userId: booking.userId, onlyKeys: true };
  const findings: RuleFinding[] = [];
  const clockIn = minutesOfDay(booking.in);
  if (booking.planned && clockIn < minutesOfDay(booking.planned.begin) - settings.toleranceBeforeMinutes)
    findings.push(
      ruleFinding(rule, {
        ...base,
        messageKey: 'rules.finding.booking.beforeTolerance',
        params: { time: booking.in, minutes: settings.toleranceBeforeMinutes, begin: booking.planned.begin },
      }),
    );
  if (settings.earliest !== null && clockIn < minutesOfDay(settings.earliest))
    findings.push(
      ruleFinding(rule, {
        ...base,
        messageKey: 'rules.finding.booking.tooEarly',
        params: { time: booking.in, earliest: settings.earliest },
      }),
    );
  const last = booking.out ?? booking.in;
  if (settings.latest !== null && minutesOfDay(last) > minutesOfDay(settings.latest))
    findings.push(
      ruleFinding(rule, {
        ...base,
        messageKey: 'rules.finding.booking.tooLate',
        params: { time: last, latest: settings.latest },
      }),
    );
  if (!booking.planned && settings.outsidePlanNeedsApproval)
    findings.push(
      ruleFinding(rule, {
        ...base,
        messageKey: 'rules.finding.booking.outsidePlan',
        params: { date: booking.date },
      }),
    );
  return findings;
}

/**
 * The pause to deduct from a day: the largest step whose threshold the worked minutes (without booked pauses)
 * exceed, less the pauses booked unless the rule ignores them. 0 without a rule.
 */
export function autoPauseMinutes(
  setup: { rules: readonly TRule[] },
  request: TimeRuleRequest,
  workedMinutes: number,
  bookedPauseMinutes: number,
): number {
  const rule = ruleFor(setup.rules, 'AUTOPAUSE', request);
  if (!rule) return 0;
  const required = rule.settings.steps
    .filter((step) => workedMinutes > step.afterMinutes)
    .reduce((max, step) => Math.max(max, step.pauseMinutes), 0);
  return rule.settings.ignoreBookedPauses ? required : Math.max(0, required - bookedPauseMinutes);
}

/**
 * Whether worked time above the rule's threshold (of the day or of the ISO week, as the rule says) must be
 * requested before it counts, and how many minutes are above it. Undefined without a rule.
 */
export function overtimeRequestNeeded(
  setup: { rules: readonly TRule[] },
  request: TimeRuleRequest,
  worked: { dayMinutes: number; weekMinutes: number },
): { rule: TRuleOf<'OVERTIMEREQUEST'>; needed: boolean; minutes: number } | undefined {
  const rule = ruleFor(setup.rules, 'OVERTIMEREQUEST', request);
  if (!rule) return undefined;
  const minutes = rule.settings.period === 'day' ? worked.dayMinutes : worked.weekMinutes;
  const above = Math.max(0, minutes - rule.settings.thresholdMinutes);
  return { rule, needed: above > 0, minutes: above };
}
