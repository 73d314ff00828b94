/**
 * Whether a rule applies: its active flag, validity (date range, weekdays, public holidays) and scope (company;
 * units, with sub-units when asked; resources; shift templates; user groups).
 */
import { weekdayOf as isoWeekdayOf } from './days';
import type { TRule, TRuleType, TRuleOf } from '../rule';
import type { RulePerson, RuleShift } from './types';
import type { WorldIndex } from './world-index';

/** The active rules of a type. */
export function rulesOf<T extends TRuleType>(rules: readonly TRule[], type: T): TRuleOf<T>[] {
  return rules.filter((rule): rule is TRuleOf<T> => rule.active && rule.ruleType === type);
}

/** Validity of a day: in the range, on one of the weekdays (none: all), and the holiday mode for the unit's day. */
export function validOn(rule: TRule, date: string, holiday: boolean): boolean {
  const { from, to, weekdays, holidays } = rule.validity;
  if (from !== null && date < from) return false;
  if (to !== null && date > to) return false;
  if (weekdays.length && !weekdays.includes(isoWeekdayOf(date))) return false;
  if (holidays === 'exclude' && holiday) return false;
  if (holidays === 'only' && !holiday) return false;
  return true;
}

/** The units a unit-scoped rule covers (each listed unit with its sub-units when asked). */
export function scopeUnits(rule: TRule, index: Pick<WorldIndex, 'subtree'>): Set<string> {
  const units = new Set<string>();
  if (rule.scope.kind !== 'unit') return units;
  for (const id of rule.scope.ids)
    for (const unit of index.subtree(id, rule.scope.includeSubUnits)) units.add(unit);
  return units;
}

/** Whether a planned shift is in the rule's scope (a user group: the shift's person is in one of them). */
export function scopeHoldsShift(rule: TRule, shift: RuleShift, index: WorldIndex): boolean {
  const { kind, ids } = rule.scope;
  switch (kind) {
    case 'company':
      return true;
    case 'unit':
      return ids.some((id) => index.subtree(id, rule.scope.includeSubUnits).has(shift.unitId));
    case 'resource':
      return ids.includes(shift.resourceId);
    case 'template':
      return shift.templateId !== null && ids.includes(shift.templateId);
    case 'userGroup': {
      const person = shift.userId === null ? undefined : index.world.people.get(shift.userId);
      return person !== undefined && person.groupIds.some((group) => ids.includes(group));
    }
  }
}

/** A shift in scope and valid on its day (holidays of the shift's unit). */
export function ruleHoldsShift(rule: TRule, shift: RuleShift, index: WorldIndex): boolean {
  if (!scopeHoldsShift(rule, shift, index)) return false;
  // Most rules hold on holidays as on any day: the holiday lookup is made only when it matters.
  const holiday = rule.validity.holidays !== 'any' && index.isHoliday(shift.unitId, shift.date);
  return validOn(rule, shift.date, holiday);
}

/**
 * `ruleHoldsShift` of one rule for many shifts: the scope's ids are gathered in a set once (a full check asks
 * every rule about every shift).
 */
export function shiftScope(rule: TRule, index: WorldIndex): (shift: RuleShift) => boolean {
  const { kind, ids } = rule.scope;
  const set = new Set<string>(kind === 'unit' ? scopeUnits(rule, index) : ids);
  let inScope: (shift: RuleShift) => boolean;
  switch (kind) {
    case 'company':
      inScope = () => true;
      break;
    case 'unit':
      inScope = (shift) => set.has(shift.unitId);
      break;
    case 'resource':
      inScope = (shift) => set.has(shift.resourceId);
      break;
    case 'template':
      inScope = (shift) => shift.templateId !== null && set.has(shift.templateId);
      break;
    case 'userGroup':
      inScope = (shift) => {
        const person = shift.userId === null ? undefined : index.world.people.get(shift.userId);
        return person !== undefined && person.groupIds.some((group) => set.has(group));
      };
  }
  const anyDay = rule.validity.holidays === 'any';
  return (shift) =>
    inScope(shift) && validOn(rule, shift.date, !anyDay && index.isHoliday(shift.unitId, shift.date));
}

/**
 * Whether a person is in the scope of an absence rule (BARRIER, MAXABS, MSG `request`, APPROVE): company, their
 * units, or their groups. Resources and templates name no people: such a rule holds no absence.
 */
export function scopeHoldsPerson(
  rule: TRule,
  person: Pick<RulePerson, 'unitIds' | 'groupIds'>,
  index: WorldIndex,
) {
  const { kind, ids } = rule.scope;
  if (kind === 'company') return true;
  if (kind === 'unit') {
    const units = scopeUnits(rule, index);
    return person.unitIds.some((unit) => units.has(unit));
  }
  if (kind === 'userGroup') return person.groupIds.some((group) => ids.includes(group));
  return false;
}
