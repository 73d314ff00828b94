/**
 * The whole check of a world (the report) and the incremental check of a change. Checks come in four shapes:
 * per person (legal profile, overlaps, rest after nights), per shift (defaults, QUAL, MSG, DEPENCY), per group
 * and day (manning, MINOC) and per absence (MAXABS, BARRIER). A change evaluates only the people it names, the
 * shifts whose findings can name it, and the groups' days that hold its shifts; then keeps what it touches.
 */
import { addDays } from '../../time/tenant-time';
import { changeKeys, touchesKeys } from './finding';
import { manningFindings, overlapFindings, shiftDefaultFindings } from './defaults';
import { legalFindings } from './legal';
import { minOcFindings, minOcGroups } from './minoc';
import { absenceRangeFindings } from './absence-rules';
import { rulesOf } from './scope';
import { restAfterNightFindings, shiftRuleFindings } from './shift-rules';
import type { RuleChange, RuleFinding, RuleSetup, RuleShift } from './types';
import type { WorldIndex } from './world-index';

function personFindings(setup: RuleSetup, index: WorldIndex, userId: string): RuleFinding[] {
  const shifts = index.shiftsOfUser(userId);
  return [
    ...overlapFindings(index, shifts),
    ...legalFindings(index, setup.legal, userId, shifts),
    ...restAfterNightFindings(index, setup.rules, shifts),
  ];
}

function shiftFindings(setup: RuleSetup, index: WorldIndex, shift: RuleShift): RuleFinding[] {
  return [
    ...shiftDefaultFindings(index, setup.defaults, setup.legal, shift),
    ...shiftRuleFindings(index, setup.legal, setup.rules, shift),
  ];
}

function* days(from: string, to: string) {
  for (let day = from; day <= to; day = addDays(day, 1)) yield day;
}

export function runRange(setup: RuleSetup, index: WorldIndex): RuleFinding[] {
  const { world } = index;
  const findings: RuleFinding[] = [];
  const users = new Set<string>();
  for (const shift of world.shifts) if (shift.userId !== null) users.add(shift.userId);
  for (const userId of users) findings.push(...personFindings(setup, index, userId));
  for (const shift of world.shifts) findings.push(...shiftFindings(setup, index, shift));
  const units = new Set([...world.manning.keys(), ...world.shifts.map((shift) => shift.unitId)]);
  for (const date of days(world.from, world.to))
    for (const unitId of units)
      findings.push(...manningFindings(index, setup.defaults, setup.legal, unitId, date));
  for (const rule of rulesOf(setup.rules, 'MINOC'))
    for (const group of minOcGroups(rule, index))
      for (const date of days(world.from, world.to))
        findings.push(...minOcFindings(rule, group, index, setup.legal, date));
  findings.push(...absenceRangeFindings(index, setup.rules));
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
  for (const userId of users) findings.push(...personFindings(setup, index, userId));

  // Per shift: the changed people's shifts, the changed shifts as they are now, and their dependants.
  const shifts = new Set<RuleShift>();
  for (const userId of users) for (const shift of index.shiftsOfUser(userId)) shifts.add(shift);
  for (const shift of change.shifts) if (index.shiftsOn(shift.date).includes(shift)) shifts.add(shift);
  for (const shift of shifts) findings.push(...shiftFindings(setup, index, shift));
  // A dependant's other findings are about its own person and shift, which the change does not touch.
  const dependencies = rulesOf(setup.rules, 'DEPENCY');
  for (const shift of new Set(dependants(setup, index, changed)))
    if (!shifts.has(shift)) findings.push(...shiftRuleFindings(index, setup.legal, dependencies, shift));

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
