/**
 * The calendar's built-in checks as default rules (ids `default.<check>`): two shifts of a person overlapping
 * (an error that is never forceable), a shift on an absence day, a qualification the template requires, a shift
 * in a unit the person does not belong to, and a unit's day below its manning levels. Severities come from the
 * tenant's `defaults`; OFF turns a check off.
 */
import { addDays, isoWeekdayOf, minutesOfDay } from '../../time/tenant-time';
import type { TBuiltInSeverity, TLegalProfile, TRuleDefaults } from '../legal-profile';
import { makeFinding, personKeys, severityOf } from './finding';
import { suggestPeople } from './suggest';
import type { RuleFinding, RuleShift } from './types';
import type { ShiftSpan, WorldIndex } from './world-index';

type DefaultCheck = 'overlap' | 'absence' | 'qualification' | 'foreignUnit' | 'manning';

function defaultFinding(
  check: DefaultCheck,
  level: Exclude<TBuiltInSeverity, 'OFF'>,
  spec: Omit<
    Parameters<typeof makeFinding>[0],
    'ruleId' | 'ruleType' | 'ruleName' | 'severity' | 'messageKey'
  >,
): RuleFinding {
  return makeFinding({
    ...spec,
    ruleId: `default.${check}`,
    ruleType: 'DEFAULT',
    ruleName: check,
    // A built-in check's error may be forced; only an overlap may not (it is a planning error, not a policy).
    severity: check === 'overlap' ? { level: 'ERR', allowForce: false } : severityOf(level, true),
    messageKey: `rules.finding.default.${check}`,
  });
}

/** Overlaps among a person's shifts (sorted by begin): one finding per pair, on the later shift. */
export function overlapFindings(index: WorldIndex, shifts: readonly RuleShift[]): RuleFinding[] {
  const findings: RuleFinding[] = [];
  shifts.forEach((shift, position) => {
    const own = index.span(shift);
    if (!own || shift.userId === null) return;
    for (const earlier of shifts.slice(0, position)) {
      const theirs = index.span(earlier);
      if (!theirs || theirs.start >= own.end || theirs.end <= own.start) continue;
      findings.push(
        defaultFinding('overlap', 'ERR', {
          params: {
            person: index.personName(shift.userId),
            other: index.templateName(earlier.templateId),
            begin: earlier.begin ?? '',
            end: earlier.end ?? '',
            date: earlier.date,
          },
          date: shift.date,
          unitId: shift.unitId,
          userId: shift.userId,
          shiftId: shift.id,
          keys: [`s:${earlier.id}`, ...personKeys(shift.userId, earlier.date)],
        }),
      );
    }
  });
  return findings;
}

/** The per-shift default checks: absence, the template's qualifications, a foreign unit. */
export function shiftDefaultFindings(
  index: WorldIndex,
  defaults: TRuleDefaults,
  legal: TLegalProfile,
  shift: RuleShift,
): RuleFinding[] {
  const { userId } = shift;
  if (userId === null) return [];
  const person = index.world.people.get(userId);
  const name = index.personName(userId);
  const base = { date: shift.date, unitId: shift.unitId, userId, shiftId: shift.id };
  const findings: RuleFinding[] = [];
  const absence = index.absenceOn(userId, shift.date);
  if (absence && defaults.absence !== 'OFF')
    findings.push(
      defaultFinding('absence', defaults.absence, {
        ...base,
        params: {
          person: name,
          date: shift.date,
          absence: index.world.absenceTypeNames.get(absence.absenceTypeId) ?? '',
        },
        solve: () => replacements(index, legal, shift, []),
      }),
    );
  const template = shift.templateId === null ? undefined : index.world.templates.get(shift.templateId);
  if (template && defaults.qualification !== 'OFF') {
    const held = new Set(person?.qualificationIds ?? []);
    for (const id of template.requiredQualificationIds.filter((required) => !held.has(required)))
      findings.push(
        defaultFinding('qualification', defaults.qualification, {
          ...base,
          params: {
            person: name,
            qualification: index.world.qualificationNames.get(id) ?? id,
            template: template.name,
          },
          solve: () => replacements(index, legal, shift, template.requiredQualificationIds),
        }),
      );
  }
  if (person && !person.unitIds.includes(shift.unitId) && defaults.foreignUnit !== 'OFF')
    findings.push(
      defaultFinding('foreignUnit', defaults.foreignUnit, {
        ...base,
        params: { person: name, unit: index.unitName(shift.unitId) },
      }),
    );
  return findings;
}

/** Qualified free members of the shift's unit who could take it instead. */
export function replacements(
  index: WorldIndex,
  legal: TLegalProfile,
  shift: RuleShift,
  qualificationIds: readonly string[],
  mode: 'all' | 'any' = 'all',
) {
  return suggestPeople(index, legal, {
    memberIds: index.world.units.get(shift.unitId)?.memberIds ?? [],
    qualificationIds,
    qualificationMode: mode,
    date: shift.date,
    span: index.span(shift),
    shiftId: shift.id,
    exclude: shift.userId,
  });
}

/** Whether a shift overlaps a window of its day (a shift without times: only a day without a window). */
export function inWindow(index: WorldIndex, shift: RuleShift, window: ShiftSpan | undefined): boolean {
  if (!window) return true;
  const span = index.span(shift);
  return span !== undefined && span.start < window.end && span.end > window.start;
}

export function windowSpan(index: WorldIndex, date: string, from: string | null, to: string | null) {
  if (from === null || to === null) return undefined;
  const endDate = minutesOfDay(to) <= minutesOfDay(from) ? addDays(date, 1) : date;
  return { start: index.at(date, from), end: index.at(endDate, to) };
}

/**
 * A unit's day against its manning levels: each level counts the unit's staffed shifts (of its resource, in
 * its window); filled is the sum of each level's count up to its minimum, required the sum of the minimums.
 */
export function manningOfDay(index: WorldIndex, unitId: string, date: string) {
  const weekday = isoWeekdayOf(date);
  const levels = (index.world.manning.get(unitId) ?? []).filter((level) => level.weekday === weekday);
  const staffed = index.shiftsOn(date).filter((shift) => shift.unitId === unitId && shift.userId !== null);
  let required = 0;
  let filled = 0;
  for (const level of levels) {
    const window = windowSpan(index, date, level.from, level.to);
    const count = staffed.filter(
      (shift) =>
        (level.resourceId === null || shift.resourceId === level.resourceId) &&
        inWindow(index, shift, window),
    ).length;
    required += level.minimum;
    filled += Math.min(count, level.minimum);
  }
  return { required, filled, staffed };
}

export function manningFindings(
  index: WorldIndex,
  defaults: TRuleDefaults,
  legal: TLegalProfile,
  unitId: string,
  date: string,
): RuleFinding[] {
  if (defaults.manning === 'OFF') return [];
  const { required, filled } = manningOfDay(index, unitId, date);
  if (filled >= required) return [];
  return [
    defaultFinding('manning', defaults.manning, {
      params: { unit: index.unitName(unitId), date, filled, required },
      date,
      unitId,
      solve: () =>
        suggestPeople(index, legal, {
          memberIds: index.world.units.get(unitId)?.memberIds ?? [],
          qualificationIds: [],
          date,
          span: undefined,
          shiftId: null,
        }),
      onlyKeys: true,
      keys: [`u:${unitId}@${date}`],
    }),
  ];
}
