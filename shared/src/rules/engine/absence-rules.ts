/**
 * The rules of absences: MAXABS (at most n people or p % of a group absent on a day), BARRIER (no absence of the
 * classes in the validity's days) and MSG with trigger `request`. The report checks the absences of the world;
 * an absence request is checked as if it were added. A plan change never touches these findings.
 */
import { addDays } from '../../time/tenant-time';
import type { TRule, TRuleOf } from '../rule';
import { ruleFinding } from './finding';
import { rulesOf, scopeHoldsPerson, scopeUnits, validOn } from './scope';
import type { RuleAbsence, RuleFinding, RulePerson } from './types';
import type { WorldIndex } from './world-index';

type Classes = readonly number[];
const classHolds = (classes: Classes, eventClass: number) => !classes.length || classes.includes(eventClass);

function* daysOf(from: string, to: string) {
  for (let day = from; day <= to; day = addDays(day, 1)) yield day;
}

const nobody: Pick<RulePerson, 'unitIds' | 'groupIds'> = { unitIds: [], groupIds: [] };
const personOf = (index: WorldIndex, userId: string) => index.world.people.get(userId) ?? nobody;
/** The unit whose holidays apply to a person: their primary (first) unit. */
const homeUnit = (index: WorldIndex, userId: string) => personOf(index, userId).unitIds[0] ?? null;

interface AbsenceGroup {
  label: string;
  unitId: string | null;
  members: ReadonlySet<string>;
}

/** The groups a MAXABS rule limits: the company, each listed unit (with sub-units when asked), each user group. */
function maxAbsGroups(rule: TRuleOf<'MAXABS'>, index: WorldIndex): AbsenceGroup[] {
  const { world } = index;
  const { kind, ids } = rule.scope;
  if (kind === 'company') return [{ label: rule.name, unitId: null, members: new Set(world.people.keys()) }];
  if (kind === 'unit')
    return ids.map((id) => {
      const units = index.subtree(id, rule.scope.includeSubUnits);
      const members = new Set([...units].flatMap((unit) => world.units.get(unit)?.memberIds ?? []));
      return { label: index.unitName(id), unitId: id, members };
    });
  if (kind === 'userGroup')
    return ids.map((id) => ({
      label: rule.name,
      unitId: null,
      members: new Set([...world.people.values()].filter((p) => p.groupIds.includes(id)).map((p) => p.id)),
    }));
  return [];
}

function maxAbsLimit(rule: TRuleOf<'MAXABS'>, members: number) {
  const { maxPeople, maxPercent } = rule.settings;
  const byPercent = maxPercent === null ? Infinity : Math.floor((members * maxPercent) / 100);
  return Math.min(maxPeople ?? Infinity, byPercent);
}

function absentOn(
  index: WorldIndex,
  group: AbsenceGroup,
  classes: Classes,
  date: string,
  extra?: RuleAbsence,
) {
  const absent = new Set<string>();
  for (const absence of [...index.world.absences, ...(extra ? [extra] : [])])
    if (
      group.members.has(absence.userId) &&
      absence.begin <= date &&
      date <= absence.end &&
      classHolds(classes, absence.eventClass)
    )
      absent.add(absence.userId);
  return absent.size;
}

function maxAbsFinding(
  rule: TRuleOf<'MAXABS'>,
  group: AbsenceGroup,
  date: string,
  count: number,
  limit: number,
) {
  return ruleFinding(rule, {
    messageKey: 'rules.finding.maxabs',
    params: { scope: group.label, date, count, maximum: limit },
    date,
    unitId: group.unitId,
    onlyKeys: true,
  });
}

function barrierFinding(index: WorldIndex, rule: TRuleOf<'BARRIER'>, absence: RuleAbsence) {
  if (!classHolds(rule.settings.eventClasses, absence.eventClass)) return [];
  if (!scopeHoldsPerson(rule, personOf(index, absence.userId), index)) return [];
  const unit = homeUnit(index, absence.userId);
  for (const day of daysOf(absence.begin, absence.end))
    if (validOn(rule, day, index.isHoliday(unit, day)))
      return [
        ruleFinding(rule, {
          messageKey: 'rules.finding.barrier',
          params: {
            person: index.personName(absence.userId),
            absence: index.world.absenceTypeNames.get(absence.absenceTypeId) ?? '',
            date: day,
            from: rule.validity.from ?? absence.begin,
            to: rule.validity.to ?? absence.end,
          },
          date: day,
          unitId: unit,
          userId: absence.userId,
          onlyKeys: true,
        }),
      ];
  return [];
}

/** The absence findings of the world's days: the report's part. */
export function absenceRangeFindings(index: WorldIndex, rules: readonly TRule[]): RuleFinding[] {
  const { from, to } = index.world;
  const findings: RuleFinding[] = [];
  for (const rule of rulesOf(rules, 'MAXABS'))
    for (const group of maxAbsGroups(rule, index)) {
      const limit = maxAbsLimit(rule, group.members.size);
      for (const date of daysOf(from, to)) {
        if (!validOn(rule, date, index.isHoliday(group.unitId, date))) continue;
        const count = absentOn(index, group, rule.settings.eventClasses, date);
        if (count > limit) findings.push(maxAbsFinding(rule, group, date, count, limit));
      }
    }
  for (const rule of rulesOf(rules, 'BARRIER'))
    for (const absence of index.world.absences) findings.push(...barrierFinding(index, rule, absence));
  return findings;
}

/** Findings of a requested absence, as if it were added to the world. */
export function absenceRequestFindings(index: WorldIndex, rules: readonly TRule[], absence: RuleAbsence) {
  const findings: RuleFinding[] = [];
  const person = personOf(index, absence.userId);
  const unit = homeUnit(index, absence.userId);
  for (const rule of rulesOf(rules, 'BARRIER')) findings.push(...barrierFinding(index, rule, absence));
  for (const rule of rulesOf(rules, 'MAXABS')) {
    if (!classHolds(rule.settings.eventClasses, absence.eventClass)) continue;
    for (const group of maxAbsGroups(rule, index)) {
      if (!group.members.has(absence.userId)) continue;
      const limit = maxAbsLimit(rule, group.members.size);
      for (const date of daysOf(absence.begin, absence.end)) {
        if (!validOn(rule, date, index.isHoliday(group.unitId, date))) continue;
        const count = absentOn(index, group, rule.settings.eventClasses, date, absence);
        if (count <= limit) continue;
        findings.push(maxAbsFinding(rule, group, date, count, limit));
        break;
      }
    }
  }
  for (const rule of rulesOf(rules, 'MSG')) {
    if (rule.settings.trigger !== 'request' || !scopeHoldsPerson(rule, person, index)) continue;
    const day = [...daysOf(absence.begin, absence.end)].find((date) =>
      validOn(rule, date, index.isHoliday(unit, date)),
    );
    if (day === undefined) continue;
    findings.push(
      ruleFinding(
        { ...rule, severity: { level: 'WRN', allowForce: true } },
        {
          messageKey: 'rules.finding.msgRequest',
          params: { person: index.personName(absence.userId), date: day, text: rule.settings.text },
          date: day,
          unitId: unit,
          userId: absence.userId,
          onlyKeys: true,
        },
      ),
    );
  }
  return findings;
}

/** The first APPROVE rule by name whose scope holds one of the units and whose classes hold the request. */
export function firstApproveRule(
  rules: readonly TRule[],
  index: Pick<WorldIndex, 'subtree'>,
  request: { unitIds: readonly string[]; eventClass: number; date: string },
): TRuleOf<'APPROVE'> | undefined {
  return rulesOf(rules, 'APPROVE')
    .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id))
    .find((rule) => {
      if (!classHolds(rule.settings.eventClasses, request.eventClass)) return false;
      // The route is chosen before any holiday data is read: only the range and the weekdays count.
      if (!validOn({ ...rule, validity: { ...rule.validity, holidays: 'any' } }, request.date, false))
        return false;
      if (rule.scope.kind === 'company') return true;
      if (rule.scope.kind !== 'unit') return false;
      const units = scopeUnits(rule, index);
      return request.unitIds.some((unit) => units.has(unit));
    });
}
