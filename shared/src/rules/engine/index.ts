/**
 * The rule engine's entry points (issue 13 item 5). SIGNATURES ARE FIXED (other modules are written against
 * them). The engine is pure; docs/rules.md describes every check and how a change is checked incrementally.
 */
import type { TRuleOf } from '../rule';
import { absenceRequestFindings, firstApproveRule } from './absence-rules';
import { changeKeys, settle, touchesKeys } from './finding';
import { runChange, runRange } from './run';
import { staffingOf } from './staffing';
import type { RuleAbsence, RuleChange, RuleFinding, RuleSetup, RuleWorld } from './types';
import { indexWorld } from './world-index';

export type * from './types';
export { findingText } from './finding-text';
export { mondayOf, weeksAboveMaximum, wholeWeekMinutes } from './legal';
export { restDayReads, sundayReads } from './sunday-rest';
export {
  autoPauseMinutes,
  bookingFindings,
  overtimeRequestNeeded,
  roundBooking,
  timeBookingRule,
} from './time-rules';

/**
 * Every finding of the world's days (optionally only of the given units and their people): the report. With
 * `solutions: false` the findings carry no suggested people (empty `solutions`): suggesting is the larger part
 * of a check, and a caller that only shows the findings (the calendar's markers) does not need them.
 */
export function checkRange(
  setup: RuleSetup,
  world: RuleWorld,
  options: { unitIds?: readonly string[]; solutions?: boolean } = {},
): RuleFinding[] {
  const { unitIds, solutions = true } = options;
  let findings = runRange(setup, indexWorld(world));
  if (unitIds) {
    const units = new Set(unitIds);
    findings = findings.filter(
      (finding) =>
        (finding.unitId !== null && units.has(finding.unitId)) ||
        (finding.userId !== null &&
          (world.people.get(finding.userId)?.unitIds ?? []).some((id) => units.has(id))),
    );
  }
  // Suggested only for the findings that are kept.
  return solutions ? settle(findings) : findings;
}

/**
 * The findings a change causes or touches, with `world` the world after the change: exactly
 * `checkRange(setup, world).filter((finding) => touches(change, finding))`, computed from the rules whose scope
 * touches the change and only on the days and people it touches.
 */
export function checkChange(setup: RuleSetup, world: RuleWorld, change: RuleChange): RuleFinding[] {
  return settle(runChange(setup, indexWorld(world), change));
}

/** Whether a finding is about what the change touched (its people's days around it, its units' days). */
export function touches(change: RuleChange, finding: RuleFinding): boolean {
  // Called once per finding of a report with the same change: its keys are made once.
  let keys = keysOfChanges.get(change);
  if (!keys) {
    keys = changeKeys(change);
    keysOfChanges.set(change, keys);
  }
  return touchesKeys(keys, finding);
}
const keysOfChanges = new WeakMap<RuleChange, Set<string>>();

/** Findings of an absence request (BARRIER, MAXABS, MSG with trigger `request`), `world` without the absence. */
export function checkAbsenceRequest(setup: RuleSetup, world: RuleWorld, absence: RuleAbsence): RuleFinding[] {
  return absenceRequestFindings(indexWorld(world), setup.rules, absence);
}

const emptyWorld: Omit<RuleWorld, 'units'> = {
  timeZone: 'UTC',
  from: '2000-01-01',
  to: '2000-01-01',
  people: new Map(),
  templates: new Map(),
  qualificationNames: new Map(),
  resourceNames: new Map(),
  absenceTypeNames: new Map(),
  shifts: [],
  absences: [],
  holidays: new Map(),
  manning: new Map(),
  standbyDuties: [],
};

/** The approval route of an absence: the first APPROVE rule (by name) whose scope and classes hold it. */
export function approvalRoute(
  setup: RuleSetup,
  world: Pick<RuleWorld, 'units'>,
  request: { unitIds: readonly string[]; eventClass: number; date: string; days: number },
): { rule: TRuleOf<'APPROVE'>; autoApprove: boolean } | undefined {
  const rule = firstApproveRule(setup.rules, indexWorld({ ...emptyWorld, units: world.units }), request);
  if (!rule) return undefined;
  const upTo = rule.settings.autoApproveUpToDays;
  return { rule, autoApprove: upTo > 0 && request.days <= upTo };
}

/**
 * The minimum staffing of a unit's day (manning levels and unit-scoped MINOC rules without a qualification) and
 * how much of it is filled: the calendar's manning percentages.
 */
export function staffing(
  setup: RuleSetup,
  world: RuleWorld,
  unitId: string,
  date: string,
): { required: number; filled: number; percent: number } {
  return staffingOf(setup, indexWorld(world), unitId, date);
}
