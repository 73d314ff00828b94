/**
 * The rules in the calendar view (issue 13 items 2 and 7): the manning percentages from the engine's `staffing`
 * (manning levels and unit-scoped MINOC rules) and the findings of `checkRange` over the shown range as markers.
 * Everything comes from what the view already read (the catalogue Query holds the rules): no extra request.
 */
import type { TCalendarData, TRuleMarker } from '@app/shared/calendar/calendar-view';
import { maxRuleMarkers } from '@app/shared/calendar/calendar-view';
import type { Language } from '@app/shared/i18n/languages';
import {
  checkRange,
  staffing,
  type RuleFinding,
  type RuleSetup,
  type RuleWorld,
} from '@app/shared/rules/engine/index';
import { findingText } from '@app/shared/rules/engine/finding-text';
import { isNotice } from '@app/shared/rules/engine/notice';

/** The manning of a unit's day; percent in steps of 25 (the colours), capped at 100. */
export function manningDay(setup: RuleSetup, world: RuleWorld, unitId: string, date: string) {
  const { required, filled } = staffing(setup, world, unitId, date);
  const percent = required === 0 ? 100 : Math.min(100, Math.floor((filled / required) * 4) * 25);
  return { unitId, date, required, filled, percent } satisfies TCalendarData['manning'][number];
}

/** A finding as the calendar marks it: its message in the reader's language. */
export function markerOf(finding: RuleFinding, language: Language): TRuleMarker {
  return {
    date: finding.date,
    unitId: finding.unitId,
    userId: finding.userId,
    shiftId: finding.shiftId,
    level: finding.level,
    message: findingText(finding.messageKey, language, finding.params),
    ruleName: finding.ruleName,
  };
}

/**
 * The markers of the shown range: the findings of the shown units' days (and, when people were chosen, only
 * theirs and the units' own), errors first when there are more than the answer carries.
 */
export function ruleMarkersOf(
  setup: RuleSetup,
  world: RuleWorld,
  options: { unitIds: readonly string[]; from: string; to: string; userIds: ReadonlySet<string> | null },
  language: Language,
): TRuleMarker[] {
  // Notices (Sunday and holiday work, MSG texts) would mark every Sunday: they are in the rule check report.
  const findings = checkRange(setup, world, { unitIds: options.unitIds, solutions: false }).filter(
    (finding) =>
      !isNotice(finding) &&
      options.from <= finding.date &&
      finding.date <= options.to &&
      (options.userIds === null || finding.userId === null || options.userIds.has(finding.userId)),
  );
  if (findings.length > maxRuleMarkers)
    findings.sort((a, b) => (a.level === b.level ? 0 : a.level === 'ERR' ? -1 : 1));
  return findings.slice(0, maxRuleMarkers).map((finding) => markerOf(finding, language));
}
