/**
 * The calendar's built-in checks as default rules (ids `default.<check>`): two shifts of a person overlapping
 * (an error that is never forceable), a shift on an absence day, a qualification the template requires, a shift
 * in a unit the person does not belong to, and a unit's day below its manning levels. Severities come from the
 * tenant's `defaults`; OFF turns a check off.
 */
import type { TBuiltInSeverity, TLegalProfile, TRuleDefaults } from '../legal-profile';
import type { TRuleSeverity } from '../rule';
import { minutesOf, plusDays, weekdayOf } from './days';
import { makeFinding, relatedKeys, severityOf, type FindingSpec } from './finding';
import { noQualificationIds, suggestPeople } from './suggest';
import type { RuleFinding, RuleShift } from './types';
import type { ShiftSpan, WorldIndex } from './world-index';

type DefaultCheck = 'overlap' | 'absence' | 'qualification' | 'foreignUnit' | 'manning';

const overlapSeverity: TRuleSeverity = { level: 'ERR', allowForce: false };

function defaultFinding(
  check: DefaultCheck,
  level: Exclude<TBuiltInSeverity, 'OFF'>,
  spec: Omit<FindingSpec, 'ruleId' | 'ruleType' | 'ruleName' | 'severity' | 'messageKey'>,
): RuleFinding {
  return makeFinding({
    ruleId: `default.${check}`,
    ruleType: 'DEFAULT',
    ruleName: check,
    // A built-in check's error may be forced; only an overlap may not (it is a planning error, not a policy).
    severity: check === 'overlap' ? overlapSeverity : severityOf(level, true),
    messageKey: `rules.finding.default.${check}`,
    params: spec.params,
    date: spec.date,
    unitId: spec.unitId,
    userId: spec.userId,
    shiftId: spec.shiftId,
    solve: spec.solve,
    keys: spec.keys,
    onlyKeys: spec.onlyKeys,
  });
}

/** Overlaps among a person's shifts (sorted by begin): one finding per pair, on the later shift. */
export function overlapFindings(index: WorldIndex, shifts: readonly RuleShift[]): RuleFinding[] {
  const findings: RuleFinding[] = [];
  const starts: number[] = [];
  const ends: number[] = [];
  // The latest end among the earlier shifts: a shift that begins after it overlaps none of them.
  let latestEnd = -Infinity;
  for (let position = 0; position < shifts.length; position += 1) {
    const shift = shifts[position];
    const own = shift && index.span(shift);
    starts.push(own ? own.start.getTime() : NaN);
    ends.push(own ? own.end.getTime() : NaN);
    if (!shift || !own) continue;
    const start = own.start.getTime();
    const end = own.end.getTime();
    const userId = shift.userId;
    if (userId !== null && latestEnd > start)
      for (let other = 0; other < position; other += 1) {
        const earlier = shifts[other];
        const theirStart = starts[other] ?? NaN;
        const theirEnd = ends[other] ?? NaN;
        // NaN: a shift without times, which overlaps nothing.
        if (!earlier || Number.isNaN(theirStart) || theirStart >= end || theirEnd <= start) continue;
        findings.push(
          defaultFinding('overlap', 'ERR', {
            params: {
              person: index.personName(userId),
              other: index.templateName(earlier.templateId),
              begin: earlier.begin ?? '',
              end: earlier.end ?? '',
              date: earlier.date,
            },
            date: shift.date,
            unitId: shift.unitId,
            userId,
            shiftId: shift.id,
            keys: relatedKeys(earlier.id, userId, earlier.date),
          }),
        );
      }
    if (end > latestEnd) latestEnd = end;
  }
  return findings;
}

/** The per-shift default checks: absence, the template's qualifications, a foreign unit (added to `findings`). */
export function shiftDefaultFindings(
  index: WorldIndex,
  defaults: TRuleDefaults,
  legal: TLegalProfile,
  shift: RuleShift,
  findings: RuleFinding[] = [],
): RuleFinding[] {
  const { userId } = shift;
  if (userId === null) return findings;
  const person = index.world.people.get(userId);
  const name = index.personName(userId);
  const absence = defaults.absence === 'OFF' ? undefined : index.absenceOn(userId, shift.date);
  if (absence && defaults.absence !== 'OFF')
    findings.push(
      defaultFinding('absence', defaults.absence, {
        date: shift.date,
        unitId: shift.unitId,
        userId,
        shiftId: shift.id,
        params: {
          person: name,
          date: shift.date,
          absence: index.world.absenceTypeNames.get(absence.absenceTypeId) ?? '',
        },
        solve: replacing(index, legal, shift, noQualificationIds),
      }),
    );
  const template = shift.templateId === null ? undefined : index.world.templates.get(shift.templateId);
  if (template && defaults.qualification !== 'OFF') {
    const level = defaults.qualification;
    const held = person ? index.qualificationsOf(person) : noQualifications;
    for (const id of template.requiredQualificationIds)
      if (!held.has(id))
        findings.push(
          defaultFinding('qualification', level, {
            date: shift.date,
            unitId: shift.unitId,
            userId,
            shiftId: shift.id,
            params: {
              person: name,
              qualification: index.world.qualificationNames.get(id) ?? id,
              template: template.name,
            },
            solve: replacing(index, legal, shift, template.requiredQualificationIds),
          }),
        );
  }
  if (person && defaults.foreignUnit !== 'OFF' && !person.unitIds.includes(shift.unitId))
    findings.push(
      defaultFinding('foreignUnit', defaults.foreignUnit, {
        date: shift.date,
        unitId: shift.unitId,
        userId,
        shiftId: shift.id,
        params: { person: name, unit: index.unitName(shift.unitId) },
      }),
    );
  return findings;
}

const noQualifications: ReadonlySet<string> = new Set();

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

/** `replacements` made when the finding is settled (a helper: see `relatedKeys`). */
export const replacing =
  (
    index: WorldIndex,
    legal: TLegalProfile,
    shift: RuleShift,
    qualificationIds: readonly string[],
    mode: 'all' | 'any' = 'all',
  ) =>
  () =>
    replacements(index, legal, shift, qualificationIds, mode);

/** Whether a shift covers the whole window (always, without a window): it alone staffs it throughout. */
export function coversWindow(index: WorldIndex, shift: RuleShift, window: ShiftSpan | undefined): boolean {
  if (!window) return true;
  const span = index.span(shift);
  return span !== undefined && span.start <= window.start && span.end >= window.end;
}

/**
 * The fewest people at work at any moment of the window (docs/rules.md, "Counting a window"): each person counts
 * where their shifts cover it, so a 13:30 late shift adds nobody to 06:00-14:00, and an early 06:00-10:00 and a
 * middle 10:00-14:00 shift together staff it with one person.
 */
export function coverage(index: WorldIndex, shifts: readonly RuleShift[], window: ShiftSpan): number {
  const windowStart = window.start.getTime();
  const windowEnd = window.end.getTime();
  const byPerson = new Map<string, { start: number; end: number }[]>();
  for (const shift of shifts) {
    if (shift.userId === null) continue;
    const span = index.span(shift);
    if (!span) continue;
    const start = Math.max(span.start.getTime(), windowStart);
    const end = Math.min(span.end.getTime(), windowEnd);
    if (end > start) byPerson.set(shift.userId, [...(byPerson.get(shift.userId) ?? []), { start, end }]);
  }
  // +1 where a person's time at work begins, -1 where it ends; a person's overlapping shifts are merged first.
  const changes = new Map<number, number>([[windowStart, 0]]);
  const atWork = (span: { start: number; end: number }) => {
    changes.set(span.start, (changes.get(span.start) ?? 0) + 1);
    changes.set(span.end, (changes.get(span.end) ?? 0) - 1);
  };
  for (const spans of byPerson.values()) {
    spans.sort((a, b) => a.start - b.start);
    let current: { start: number; end: number } | undefined;
    for (const span of spans) {
      if (current && span.start <= current.end) current.end = Math.max(current.end, span.end);
      else {
        if (current) atWork(current);
        current = { ...span };
      }
    }
    if (current) atWork(current);
  }
  let present = 0;
  let fewest = Number.POSITIVE_INFINITY;
  for (const time of [...changes.keys()].sort((a, b) => a - b)) {
    present += changes.get(time) ?? 0;
    if (time < windowEnd) fewest = Math.min(fewest, present);
  }
  return fewest === Number.POSITIVE_INFINITY ? 0 : fewest;
}

export function windowSpan(index: WorldIndex, date: string, from: string | null, to: string | null) {
  if (from === null || to === null) return undefined;
  const endDate = minutesOf(to) <= minutesOf(from) ? plusDays(date, 1) : date;
  return { start: index.at(date, from), end: index.at(endDate, to) };
}

/**
 * A unit's day against its manning levels: each level counts the unit's staffed shifts of its resource (with a
 * window: the people covering it, `coverage`); filled is the sum of each level's count up to its minimum,
 * required the sum of the minimums.
 */
export function manningOfDay(index: WorldIndex, unitId: string, date: string) {
  const all = index.world.manning.get(unitId) ?? [];
  const weekday = all.length ? weekdayOf(date) : 0;
  const levels = all.filter((level) => level.weekday === weekday);
  const staffed = index.shiftsOn(date).filter((shift) => shift.unitId === unitId && shift.userId !== null);
  let required = 0;
  let filled = 0;
  for (const level of levels) {
    const window = windowSpan(index, date, level.from, level.to);
    const matching = staffed.filter(
      (shift) => level.resourceId === null || shift.resourceId === level.resourceId,
    );
    const count = window ? coverage(index, matching, window) : matching.length;
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
  if (defaults.manning === 'OFF' || !index.world.manning.get(unitId)?.length) return [];
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
          qualificationIds: noQualificationIds,
          date,
          span: undefined,
          shiftId: null,
        }),
      onlyKeys: true,
      keys: [`u:${unitId}@${date}`],
    }),
  ];
}
