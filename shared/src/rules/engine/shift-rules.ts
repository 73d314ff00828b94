/**
 * The rules checked on one planned shift: QUAL (the person holds all or one of the qualifications), MSG with
 * trigger `planned` (an information), and DEPENCY's `requiresShift`, `onlyWith` and `neverWith`; and per person
 * DEPENCY's `restAfterNight`.
 */
import { addDays, minutesOfDay } from '../../time/tenant-time';
import type { TLegalProfile } from '../legal-profile';
import type { TRule, TRuleOf } from '../rule';
import { replacements } from './defaults';
import { personKeys, ruleFinding, shiftKeys } from './finding';
import { ruleHoldsShift } from './scope';
import type { RuleFinding, RuleShift } from './types';
import type { WorldIndex } from './world-index';

const shiftParams = (index: WorldIndex, shift: RuleShift) => ({
  person: index.personName(shift.userId),
  date: shift.date,
  shift:
    shift.templateId === null
      ? (index.world.resourceNames.get(shift.resourceId) ?? '')
      : index.templateName(shift.templateId),
});

function qualFindings(index: WorldIndex, legal: TLegalProfile, rule: TRuleOf<'QUAL'>, shift: RuleShift) {
  const person = index.world.people.get(shift.userId ?? '');
  const held = new Set(person?.qualificationIds ?? []);
  const { qualificationIds, mode } = rule.settings;
  const missing = qualificationIds.filter((id) => !held.has(id));
  const broken = mode === 'all' ? missing.length > 0 : missing.length === qualificationIds.length;
  if (!broken) return [];
  const names = missing.map((id) => index.world.qualificationNames.get(id) ?? id).join(', ');
  return [
    ruleFinding(rule, {
      messageKey: mode === 'all' ? 'rules.finding.qual' : 'rules.finding.qualAny',
      params: { ...shiftParams(index, shift), qualifications: names },
      date: shift.date,
      unitId: shift.unitId,
      userId: shift.userId,
      shiftId: shift.id,
      solve: () => replacements(index, legal, shift, qualificationIds, mode),
    }),
  ];
}

function dependencyFindings(
  index: WorldIndex,
  legal: TLegalProfile,
  rule: TRuleOf<'DEPENCY'>,
  shift: RuleShift,
): RuleFinding[] {
  const settings = rule.settings;
  const base = { date: shift.date, unitId: shift.unitId, userId: shift.userId, shiftId: shift.id };
  if (settings.kind === 'requiresShift') {
    if (shift.templateId !== settings.templateId) return [];
    const day = addDays(shift.date, settings.dayOffset);
    // The day after the loaded range is unknown: no finding rather than a false one.
    if (day > index.world.to) return [];
    const staffed = index
      .shiftsOn(day)
      .some((other) => other.templateId === settings.requiredTemplateId && other.userId !== null);
    if (staffed) return [];
    return [
      ruleFinding(rule, {
        ...base,
        messageKey: 'rules.finding.dependency.requiresShift',
        params: {
          ...shiftParams(index, shift),
          template: index.templateName(settings.templateId),
          required: index.templateName(settings.requiredTemplateId),
          requiredDate: day,
        },
        keys: [`t:${settings.requiredTemplateId}@${day}`],
      }),
    ];
  }
  if (settings.kind === 'onlyWith' || settings.kind === 'neverWith') {
    if (shift.userId !== settings.userId) return [];
    const together = index.shiftsOfUser(settings.otherUserId).some((other) => other.date === shift.date);
    if (together === (settings.kind === 'onlyWith')) return [];
    return [
      ruleFinding(rule, {
        ...base,
        messageKey: `rules.finding.dependency.${settings.kind}`,
        params: { ...shiftParams(index, shift), other: index.personName(settings.otherUserId) },
        solve: () => (settings.kind === 'neverWith' ? replacements(index, legal, shift, []) : []),
        keys: [`p:${settings.otherUserId}@${shift.date}`],
      }),
    ];
  }
  return [];
}

/** Findings of the rules on one shift (staffed shifts only: an open shift has nobody to check). */
export function shiftRuleFindings(
  index: WorldIndex,
  legal: TLegalProfile,
  rules: readonly TRule[],
  shift: RuleShift,
): RuleFinding[] {
  if (shift.userId === null) return [];
  const findings: RuleFinding[] = [];
  for (const rule of rules) {
    if (!rule.active) continue;
    if (rule.ruleType !== 'QUAL' && rule.ruleType !== 'DEPENCY' && rule.ruleType !== 'MSG') continue;
    if (!ruleHoldsShift(rule, shift, index)) continue;
    if (rule.ruleType === 'QUAL') findings.push(...qualFindings(index, legal, rule, shift));
    else if (rule.ruleType === 'DEPENCY') findings.push(...dependencyFindings(index, legal, rule, shift));
    else if (rule.settings.trigger === 'planned')
      findings.push(
        ruleFinding(
          // A message informs; it never blocks, whatever its severity says.
          { ...rule, severity: { level: 'WRN', allowForce: true } },
          {
            messageKey: 'rules.finding.msg',
            params: { ...shiftParams(index, shift), text: rule.settings.text },
            date: shift.date,
            unitId: shift.unitId,
            userId: shift.userId,
            shiftId: shift.id,
          },
        ),
      );
  }
  return findings;
}

/** Whether a shift is a night shift: it begins at or after `nightFrom`, or ends after midnight. */
function isNight(shift: RuleShift, nightFrom: string) {
  if (shift.begin === null || shift.end === null || shift.itemClass === 99) return false;
  return (
    minutesOfDay(shift.begin) >= minutesOfDay(nightFrom) ||
    minutesOfDay(shift.end) <= minutesOfDay(shift.begin)
  );
}

/**
 * DEPENCY `restAfterNight`: after a night shift (the last of a run of nights), `restDays` days without a shift.
 * The finding is on the first day shift that breaks it.
 */
export function restAfterNightFindings(
  index: WorldIndex,
  rules: readonly TRule[],
  shifts: readonly RuleShift[],
): RuleFinding[] {
  const findings: RuleFinding[] = [];
  for (const rule of rules) {
    if (!rule.active || rule.ruleType !== 'DEPENCY' || rule.settings.kind !== 'restAfterNight') continue;
    const { nightFrom, restDays } = rule.settings;
    for (const night of shifts) {
      if (!isNight(night, nightFrom) || !ruleHoldsShift(rule, night, index)) continue;
      const last = addDays(night.date, restDays);
      const breaking = shifts.find(
        (other) => other.date > night.date && other.date <= last && !isNight(other, nightFrom),
      );
      // A further night in the days after continues the run: the rest is owed after the last one.
      const continued = shifts.some(
        (other) =>
          other.date > night.date &&
          other.date <= last &&
          isNight(other, nightFrom) &&
          (!breaking || other.date <= breaking.date),
      );
      if (!breaking || continued || night.userId === null) continue;
      findings.push(
        ruleFinding(rule, {
          messageKey: 'rules.finding.dependency.restAfterNight',
          params: { ...shiftParams(index, breaking), days: restDays, nightDate: night.date },
          date: breaking.date,
          unitId: breaking.unitId,
          userId: breaking.userId,
          shiftId: breaking.id,
          keys: [...shiftKeys(night), ...personKeys(night.userId, night.date)],
        }),
      );
    }
  }
  return findings;
}
