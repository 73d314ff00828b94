/**
 * The calendar's manning percentage of a unit's day. Required: the larger of the weekday's manning-level
 * minimums (summed: they ask for different resources and windows) and the minimum of each MINOC rule that
 * lists the unit and asks for no qualification and no window (rules are alternatives of the same head count, so
 * the strictest counts, not their sum). Filled: the unit's staffed shifts of the day. Rules with a qualification
 * or a window are checked as findings, not shown as a percentage.
 */
import { isoWeekdayOf } from '../../time/tenant-time';
import type { RuleSetup } from './types';
import { rulesOf, validOn } from './scope';
import type { WorldIndex } from './world-index';

/** Percent in steps of 25 (the colours of the calendar), 100 when nothing is required. */
export const percentOf = (filled: number, required: number) =>
  required === 0 ? 100 : Math.min(100, Math.floor((filled / required) * 4) * 25);

export function staffingOf(setup: RuleSetup, index: WorldIndex, unitId: string, date: string) {
  const weekday = isoWeekdayOf(date);
  const levels = (index.world.manning.get(unitId) ?? []).filter((level) => level.weekday === weekday);
  const levelSum = levels.reduce((sum, level) => sum + level.minimum, 0);
  const holiday = index.isHoliday(unitId, date);
  const ruleMinimum = rulesOf(setup.rules, 'MINOC')
    .filter(
      (rule) =>
        rule.scope.kind === 'unit' &&
        rule.scope.ids.includes(unitId) &&
        rule.settings.qualificationId === null &&
        rule.settings.from === null &&
        validOn(rule, date, holiday),
    )
    .reduce((max, rule) => Math.max(max, rule.settings.minimum), 0);
  const required = Math.max(levelSum, ruleMinimum);
  const filled = index
    .shiftsOn(date)
    .filter((shift) => shift.unitId === unitId && shift.userId !== null).length;
  return { required, filled, percent: percentOf(filled, required) };
}
