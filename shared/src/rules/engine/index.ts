/**
 * The rule engine's entry points (issue 13 item 5). SIGNATURES ARE FIXED (other modules are written against
 * them); the bodies are being implemented in this folder.
 */
import type { TManningLevel } from '../../units/unit';
import type { TRuleOf } from '../rule';
import type { RuleAbsence, RuleChange, RuleFinding, RuleSetup, RuleWorld } from './types';

export type * from './types';

/** Every finding of the world's days (optionally only of the given units and their people): the report. */
export function checkRange(
  setup: RuleSetup,
  world: RuleWorld,
  options: { unitIds?: readonly string[] } = {},
): RuleFinding[] {
  void setup;
  void world;
  void options;
  return [];
}

/**
 * The findings a change causes or touches, with `world` the world after the change: exactly
 * `checkRange(setup, world).filter((finding) => touches(change, finding))`, computed from the rules whose scope
 * touches the change and only on the days and people it touches.
 */
export function checkChange(setup: RuleSetup, world: RuleWorld, change: RuleChange): RuleFinding[] {
  void setup;
  void world;
  void change;
  return [];
}

/** Whether a finding is about what the change touched (its people's days around it, its units' days). */
export function touches(change: RuleChange, finding: RuleFinding): boolean {
  void change;
  void finding;
  return false;
}

/** Findings of an absence request (BARRIER, MAXABS, MSG with trigger `request`), `world` without the absence. */
export function checkAbsenceRequest(setup: RuleSetup, world: RuleWorld, absence: RuleAbsence): RuleFinding[] {
  void setup;
  void world;
  void absence;
  return [];
}

/** The approval route of an absence: the first APPROVE rule (by name) whose scope and classes hold it. */
export function approvalRoute(
  setup: RuleSetup,
  world: Pick<RuleWorld, 'units'>,
  request: { unitIds: readonly string[]; eventClass: number; date: string; days: number },
): { rule: TRuleOf<'APPROVE'>; autoApprove: boolean } | undefined {
  void setup;
  void world;
  void request;
  return undefined;
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
  void setup;
  void world;
  void unitId;
  void date;
  const levels: readonly TManningLevel[] = [];
  return { required: levels.length, filled: 0, percent: 100 };
}
