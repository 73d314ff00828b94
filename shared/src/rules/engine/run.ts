/**
 * The whole check of a world (the report) and the incremental check of a change. Checks come in four shapes:
 * per person (legal profile, overlaps, rest after nights), per shift (defaults, QUAL, MSG, DEPENCY), per group
 * and day (manning, MINOC) and per absence (MAXABS, BARRIER). A change evaluates only the people it names, the
 * shifts whose findings can name it, and the groups' days that hold its shifts; then keeps what it touches.
 */
import { daysFrom, plusDays as addDays } from './days';
import { changeKeys, touchesKeys } from './finding';
import { manningFindings, overlapFindings, shiftDefaultFindings } from './defaults';
import { legalFindings } from './legal';
import { minOcFindings, minOcGroups } from './minoc';
import { absenceRangeFindings } from './absence-rules';
import { rulesOf } from './scope';
import { restAfterNightFindings, shiftRuleFindings, shiftRulesOf, type ShiftRule } from './shift-rules';
import type { RuleChange, RuleFinding, RuleSetup, RuleShift } from './types';
import type { WorldIndex } from './world-index';

/** Appends without spreading: a full check makes thousands of findings, in many small lists. */
function append(into: RuleFinding[], findings: readonly RuleFinding[]) {
  for (const finding of findings) into.push(finding);
}

function personFindings(setup: RuleSetup, index: WorldIndex, userId: string, into: RuleFinding[]) {
  const shifts = index.shiftsOfUser(userId);
  append(into, overlapFindings(index, shifts));
  append(into, legalFindings(index, setup.legal, userId, shifts));
  append(into, restAfterNightFindings(index, setup.rules, shifts));
}

function shiftFindings(
  setup: RuleSetup,
  shiftRules: readonly ShiftRule[],
  index: WorldIndex,
  shift: RuleShift,
  into: RuleFinding[],
) {
  shiftDefaultFindings(index, setup.defaults, setup.legal, shift, into);
  shiftRuleFindings(index, setup.legal, shiftRules, shift, into);
}

export function runRange(setup: RuleSetup, index: WorldIndex): RuleFinding[] {
  const { world } = index;
  const findings: RuleFinding[] = [];
  const users = new Set<string>();
  for (const shift of world.shifts) if (shift.userId !== null) users.add(shift.userId);
  for (const userId of users) personFindings(setup, index, userId, findings);
  const shiftRules = shiftRulesOf(setup.rules, index);
  for (const shift of world.shifts) shiftFindings(setup, shiftRules, index, shift, findings);
  const days = daysFrom(world.from, world.to);
  const units = new Set(world.manning.keys());
  for (const shift of world.shifts) units.add(shift.unitId);
  for (const date of days)
    for (const unitId of units)
      append(findings, manningFindings(index, setup.defaults, setup.legal, unitId, date));
  for (const rule of rulesOf(setup.rules, 'MINOC'))
    for (const group of minOcGroups(rule, index))
      for (const date of days) append(findings, minOcFindings(rule, group, index, setup.legal, date));
  append(findings, absenceRangeFindings(index, setup.rules));
  return findings;
}

/** The shifts whose DEPENCY findings name a changed shift of someone else (a required template, the other person). */
function dependants(setup: RuleSetup, index: WorldIndex, changed: readonly RuleShift[]): RuleShift[] {
  const found: RuleShift[] = [];
  for (const rule of rulesOf(setup.rules, 'DEPENCY')) {
    const settings = rule.settings;
    for (const shift of changed) {
      if (settings.kind === 'requiresShift' && shift.templateId === settings.requiredTemplateId) {
        const day = addDays(shift.date, -settings.dayOffset);
        found.push(...index.shiftsOn(day).filter((other) => other.templateId === settings.templateId));
      }
      if (
        (settings.kind === 'onlyWith' || settings.kind === 'neverWith') &&
        shift.userId === settings.otherUserId
      )
        found.push(...index.shiftsOfUser(settings.userId).filter((other) => other.date === shift.date));
    }
  }
  return found;
}

export function runChange(setup: RuleSetup, index: WorldIndex, change: RuleChange): RuleFinding[] {
  const changed = [...change.shifts, ...change.removed];
  const keys = changeKeys(change);
  const findings: RuleFinding[] = [];
  const users = new Set(changed.flatMap((shift) => (shift.userId === null ? [] : [shift.userId])));
  for (const userId of users) personFindings(setup, index, userId, findings);

  // Per shift: the changed people's shifts, the changed shifts as they are now, and their dependants.
  const shifts = new Set<RuleShift>();
  for (const userId of users) for (const shift of index.shiftsOfUser(userId)) shifts.add(shift);
  for (const shift of change.shifts) if (index.shiftsOn(shift.date).includes(shift)) shifts.add(shift);
  const shiftRules = shiftRulesOf(setup.rules, index);
  for (const shift of shifts) shiftFindings(setup, shiftRules, index, shift, findings);
  // A dependant's other findings are about its own person and shift, which the change does not touch.
  const dependencies = shiftRules.filter(({ rule }) => rule.ruleType === 'DEPENCY');
  for (const shift of new Set(dependants(setup, index, changed)))
    if (!shifts.has(shift)) shiftRuleFindings(index, setup.legal, dependencies, shift, findings);

  const { from, to } = index.world;
  const unitDays = new Set<string>();
  const groupDays = new Set<string>();
  const minOc = rulesOf(setup.rules, 'MINOC').map((rule) => ({ rule, groups: minOcGroups(rule, index) }));
  for (const shift of changed) {
    if (shift.date < from || shift.date > to) continue;
    const unitDay = `${shift.unitId}@${shift.date}`;
    if (!unitDays.has(unitDay)) {
      unitDays.add(unitDay);
      findings.push(...manningFindings(index, setup.defaults, setup.legal, shift.unitId, shift.date));
    }
    for (const { rule, groups } of minOc)
      for (const group of groups) {
        const groupDay = `${rule.id}/${group.id}@${shift.date}`;
        if (groupDays.has(groupDay) || !group.holds(shift)) continue;
        groupDays.add(groupDay);
        findings.push(...minOcFindings(rule, group, index, setup.legal, shift.date));
      }
  }
  return findings.filter((finding) => touchesKeys(keys, finding));
}
