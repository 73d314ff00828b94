/**
 * The rules checked on one planned shift: QUAL (the person holds all or one of the qualifications), MSG with
 * trigger `planned` (an information), and DEPENCY's `requiresShift`, `onlyWith` and `neverWith`; and per person
 * DEPENCY's `restAfterNight`.
 */
import type { TLegalProfile } from '../legal-profile';
import type { TRule, TRuleOf, TRuleSeverity } from '../rule';
import { minutesOf as minutesOfDay, plusDays as addDays } from './days';
import { replacing } from './defaults';
import { noQualificationIds } from './suggest';
import { makeFinding, personKeys, shiftKeys, type FindingSpec } from './finding';
import { ruleHoldsShift, shiftScope } from './scope';
import type { RuleFinding, RuleShift } from './types';
import type { WorldIndex } from './world-index';

const shiftLabel = (index: WorldIndex, shift: RuleShift) =>
  shift.templateId === null
    ? (index.world.resourceNames.get(shift.resourceId) ?? '')
    : index.templateName(shift.templateId);

const noQualifications: ReadonlySet<string> = new Set();
const noSolutions = () => [];
/** The keys of the night a rest-after-night finding is about (a helper: see `relatedKeys`). */
const nightKeys = (night: RuleShift) => () => [
  ...shiftKeys(night),
  ...(night.userId === null ? [] : personKeys(night.userId, night.date)),
];
// A message informs; it never blocks, whatever its severity says.
const messageSeverity: TRuleSeverity = { level: 'WRN', allowForce: true };

/**
 * A rule's finding on a shift. The params are given whole, the rule's name first as `ruleFinding` has them:
 * a full check makes one per shift and rule, so no intermediate objects are built.
 */
function onShift(
  rule: TRule,
  shift: RuleShift,
  messageKey: string,
  params: Record<string, string | number>,
  solve?: FindingSpec['solve'],
  keys?: FindingSpec['keys'],
  severity: TRuleSeverity = rule.severity,
): RuleFinding {
  return makeFinding({
    ruleId: rule.id,
    ruleType: rule.ruleType,
    ruleName: rule.name,
    severity,
    messageKey,
    params,
    date: shift.date,
    unitId: shift.unitId,
    userId: shift.userId,
    shiftId: shift.id,
    solve,
    keys,
  });
}

function qualFinding(index: WorldIndex, legal: TLegalProfile, rule: TRuleOf<'QUAL'>, shift: RuleShift) {
  const person = index.world.people.get(shift.userId ?? '');
  const held = person ? index.qualificationsOf(person) : noQualifications;
  const { qualificationIds, mode } = rule.settings;
  let missing = 0;
  let names = '';
  for (const id of qualificationIds) {
    if (held.has(id)) continue;
    names += `${missing ? ', ' : ''}${index.world.qualificationNames.get(id) ?? id}`;
    missing += 1;
  }
  const broken = mode === 'all' ? missing > 0 : missing === qualificationIds.length;
  if (!broken) return undefined;
  return onShift(
    rule,
    shift,
    mode === 'all' ? 'rules.finding.qual' : 'rules.finding.qualAny',
    {
      rule: rule.name,
      person: index.personName(shift.userId),
      date: shift.date,
      shift: shiftLabel(index, shift),
      qualifications: names,
    },
    replacing(index, legal, shift, qualificationIds, mode),
  );
}

/** A finding of a DEPENCY rule on a shift, or undefined. */
function dependencyFinding(
  index: WorldIndex,
  legal: TLegalProfile,
  rule: TRuleOf<'DEPENCY'>,
  shift: RuleShift,
): RuleFinding | undefined {
  const settings = rule.settings;
  if (settings.kind === 'requiresShift') {
    if (shift.templateId !== settings.templateId) return undefined;
    const day = addDays(shift.date, settings.dayOffset);
    // The day after the loaded range is unknown: no finding rather than a false one.
    if (day > index.world.to) return undefined;
    if (index.staffedTemplatesOn(day).has(settings.requiredTemplateId)) return undefined;
    return onShift(
      rule,
      shift,
      'rules.finding.dependency.requiresShift',
      {
        rule: rule.name,
        person: index.personName(shift.userId),
        date: shift.date,
        shift: shiftLabel(index, shift),
        template: index.templateName(settings.templateId),
        required: index.templateName(settings.requiredTemplateId),
        requiredDate: day,
      },
      undefined,
      [`t:${settings.requiredTemplateId}@${day}`],
    );
  }
  if (settings.kind === 'onlyWith' || settings.kind === 'neverWith') {
    if (shift.userId !== settings.userId) return undefined;
    const together = index.worksOn(settings.otherUserId, shift.date);
    if (together === (settings.kind === 'onlyWith')) return undefined;
    return onShift(
      rule,
      shift,
      `rules.finding.dependency.${settings.kind}`,
      {
        rule: rule.name,
        person: index.personName(shift.userId),
        date: shift.date,
        shift: shiftLabel(index, shift),
        other: index.personName(settings.otherUserId),
      },
      settings.kind === 'neverWith' ? replacing(index, legal, shift, noQualificationIds) : noSolutions,
      [`p:${settings.otherUserId}@${shift.date}`],
    );
  }
  return undefined;
}

/** A rule checked per shift, with its scope ready to test. */
export interface ShiftRule {
  rule: TRule;
  holds: (shift: RuleShift) => boolean;
}

/** The active QUAL, DEPENCY and MSG rules of a check, prepared once for all its shifts. */
export function shiftRulesOf(rules: readonly TRule[], index: WorldIndex): ShiftRule[] {
  return rules
    .filter(
      (rule) =>
        rule.active && (rule.ruleType === 'QUAL' || rule.ruleType === 'DEPENCY' || rule.ruleType === 'MSG'),
    )
    .map((rule) => ({ rule, holds: shiftScope(rule, index) }));
}

/** Findings of the rules on one shift, added to `findings` (staffed shifts only: an open shift has nobody to check). */
export function shiftRuleFindings(
  index: WorldIndex,
  legal: TLegalProfile,
  rules: readonly ShiftRule[],
  shift: RuleShift,
  findings: RuleFinding[] = [],
): RuleFinding[] {
  if (shift.userId === null) return findings;
  for (const { rule, holds } of rules) {
    if (!holds(shift)) continue;
    if (rule.ruleType === 'QUAL') {
      const finding = qualFinding(index, legal, rule, shift);
      if (finding) findings.push(finding);
    } else if (rule.ruleType === 'DEPENCY') {
      const finding = dependencyFinding(index, legal, rule, shift);
      if (finding) findings.push(finding);
    } else if (rule.ruleType === 'MSG' && rule.settings.trigger === 'planned')
      findings.push(
        onShift(
          rule,
          shift,
          'rules.finding.msg',
          {
            rule: rule.name,
            person: index.personName(shift.userId),
            date: shift.date,
            shift: shiftLabel(index, shift),
            text: rule.settings.text,
          },
          undefined,
          undefined,
          messageSeverity,
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
    for (let position = 0; position < shifts.length; position += 1) {
      const night = shifts[position];
      if (!night || !isNight(night, nightFrom) || !ruleHoldsShift(rule, night, index)) continue;
      const last = addDays(night.date, restDays);
      // The shifts are sorted by day: those of the days after the night come after it.
      let breaking: RuleShift | undefined;
      for (let next = position + 1; next < shifts.length && !breaking; next += 1) {
        const other = shifts[next];
        if (!other || other.date > last) break;
        if (other.date > night.date && !isNight(other, nightFrom)) breaking = other;
      }
      // A further night in the days after continues the run: the rest is owed after the last one.
      let continued = false;
      for (let next = position + 1; next < shifts.length && !continued; next += 1) {
        const other = shifts[next];
        if (!other || other.date > last) break;
        continued =
          other.date > night.date && isNight(other, nightFrom) && (!breaking || other.date <= breaking.date);
      }
      if (!breaking || continued || night.userId === null) continue;
      findings.push(
        onShift(
          rule,
          breaking,
          'rules.finding.dependency.restAfterNight',
          {
            rule: rule.name,
            person: index.personName(breaking.userId),
            date: breaking.date,
            shift: shiftLabel(index, breaking),
            days: restDays,
            nightDate: night.date,
          },
          undefined,
          nightKeys(night),
        ),
      );
    }
  }
  return findings;
}
