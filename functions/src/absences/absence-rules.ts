/**
 * The rules an absence meets (issue 13): the APPROVE rule that routes it and the findings of a request
 * (BARRIER, MAXABS, MSG with trigger `request`), both from the one rule engine in `shared`. The rules are one
 * Query of the catalogue (`begins_with 'RULE#'`, read once per request and kept on the caller; not the calendar's
 * whole-catalogue read, whose parsers would put this function over its bundle budget). A check adds the person's
 * primary unit (1 G) and members (1 Q) and its absence fragments of the absence's months (1 Q a month): the reads
 * the staffing warning made before the rules existed; the absence types (1 Q) only when a MAXABS rule counts
 * some classes only, the units' tree (1 Q) only when a rule names a unit with its sub-units.
 */
import { AppError } from '@app/shared/api/errors';
import {
  absenceStates,
  type TAbsence,
  type TAbsenceRuleFinding,
  type TAbsentWarning,
} from '@app/shared/absences/absence';
import {
  approvalRoute,
  checkAbsenceRequest,
  type RuleAbsence,
  type RuleFinding,
  type RulePerson,
  type RuleSetup,
  type RuleUnit,
  type RuleWorld,
} from '@app/shared/rules/engine/index';
import { findingText } from '@app/shared/rules/engine/finding-text';
import { defaultLegalProfile, defaultRuleDefaults } from '@app/shared/rules/legal-profile';
import { ZRule, type TRule } from '@app/shared/rules/rule';
import { daysBetween, monthsOf } from '@app/shared/time/tenant-time';
import type { Caller } from '../security/caller';
import { PlanRepository } from '../calendar/plan.repository';
import { RuleRepository } from '../rules/rule.repository';
import { AbsenceTypeRepository } from '../absence-types/absence-type.repository';
import { UnitRepository } from '../units/unit.repository';
import { MembershipRepository } from '../directory/membership.repository';
import type { User } from '../directory/user.repository';
import { isShown } from './absence-policy';
import { unitsOfPerson } from './absence-support';

/** What one request reads once, however often routing and checks ask (a Caller lives for one request). */
interface Reads {
  rules?: Promise<TRule[]>;
  tree?: Promise<Map<string, RuleUnit>>;
}
const reads = new WeakMap<Caller, Reads>();
const readsOf = (caller: Caller): Reads => {
  let known = reads.get(caller);
  if (!known) reads.set(caller, (known = {}));
  return known;
};

/** The tenant's rules (1 Q, once per request); a stored rule that does not parse is left out. */
function rulesOf(caller: Caller): Promise<TRule[]> {
  const known = readsOf(caller);
  known.rules ??= new RuleRepository(caller.tenant)
    .list()
    .then((stored) => stored.flatMap((rule) => ZRule.safeParse(rule).data ?? []));
  return known.rules;
}

/** The rules an absence meets; the legal profile and built-in checks play no part in absences. */
export async function ruleSetup(caller: Caller): Promise<RuleSetup> {
  return { rules: await rulesOf(caller), legal: defaultLegalProfile, defaults: defaultRuleDefaults };
}

/** Whether a rule's scope needs the units' parents to be matched. */
const needsTree = (rules: readonly TRule[]) =>
  rules.some((rule) => rule.active && rule.scope.kind === 'unit' && rule.scope.includeSubUnits);

/** The units (without members) when a rule names sub-units (1 Q, once per request); else only the named ones. */
async function unitsFor(caller: Caller, setup: RuleSetup, unitIds: readonly string[]) {
  if (!needsTree(setup.rules))
    return new Map(unitIds.map((id) => [id, { id, name: '', parentId: null, memberIds: [] }]));
  const known = readsOf(caller);
  known.tree ??= new UnitRepository(caller.tenant)
    .list()
    .then(
      (units) =>
        new Map(
          units.map((unit) => [
            unit.id,
            { id: unit.id, name: unit.name, parentId: unit.parentId, memberIds: [] },
          ]),
        ),
    );
  return known.tree;
}

/** How an absence is routed: the approvers of each stage (none named: the person's approvers) and the rule. */
export interface ApprovalRoute {
  ruleId: string;
  ruleName: string;
  firstApproverIds: readonly string[];
  secondApproverIds: readonly string[];
  /** The absence is short enough for the rule's `autoApproveUpToDays`. */
  autoApprove: boolean;
  /** Who saved the rule last: its automatic approval never applies to their own requests. */
  savedBy: string | undefined;
}

/** The APPROVE rule of an absence of this class and these days in the person's units; undefined: none. */
export async function approvalRouteOf(
  caller: Caller,
  person: Pick<User, 'unitId' | 'extraUnitIds'>,
  absence: Pick<TAbsence, 'eventClass' | 'begin' | 'end'>,
): Promise<ApprovalRoute | undefined> {
  const setup = await ruleSetup(caller);
  if (!setup.rules.some((rule) => rule.ruleType === 'APPROVE' && rule.active)) return undefined;
  const unitIds = unitsOfPerson(person);
  const units = await unitsFor(caller, setup, unitIds);
  const found = approvalRoute(
    setup,
    { units },
    {
      unitIds,
      eventClass: absence.eventClass,
      date: absence.begin,
      days: daysBetween(absence.begin, absence.end) + 1,
    },
  );
  if (!found) return undefined;
  return {
    ruleId: found.rule.id,
    ruleName: found.rule.name,
    firstApproverIds: found.rule.settings.firstApproverIds,
    secondApproverIds: found.rule.settings.secondApproverIds,
    autoApprove: found.autoApprove,
    savedBy: found.rule.savedBy,
  };
}

type Checked = Pick<TAbsence, 'id' | 'userId' | 'absenceTypeId' | 'eventClass' | 'begin' | 'end' | 'state'>;

/** Whether a MAXABS rule counts only some classes: then the other absences' classes must be known. */
const countsClasses = (rules: readonly TRule[]) =>
  rules.some((rule) => rule.active && rule.ruleType === 'MAXABS' && rule.settings.eventClasses.length > 0);

/**
 * What the checks of one person's absences share (a series: one check per occurrence, docs/absences.md "Serial
 * absences"): the primary unit, its members, its months of absence fragments and the absence types, each read
 * once. A single absence's check gets its own (nothing is kept beyond it).
 */
export interface RuleReads {
  unit?: Promise<Awaited<ReturnType<UnitRepository['get']>>>;
  members?: Promise<Awaited<ReturnType<MembershipRepository['listOf']>>>;
  months: Map<string, Promise<Awaited<ReturnType<PlanRepository['unitAbsences']>>>>;
  types?: Promise<Awaited<ReturnType<AbsenceTypeRepository['list']>>>;
  type: Map<string, Promise<Awaited<ReturnType<AbsenceTypeRepository['get']>>>>;
}
export const sharedRuleReads = (): RuleReads => ({ months: new Map(), type: new Map() });

/** The world of an absence's check: the primary unit's members and absences of its days, without this one. */
async function worldOf(
  caller: Caller,
  setup: RuleSetup,
  absence: Checked,
  person: User,
  reads: RuleReads,
): Promise<RuleWorld> {
  const units = unitsOfPerson(person);
  const primary = units[0];
  const plan = new PlanRepository(caller.tenant);
  const monthOf = (unitId: string, month: string) => {
    let read = reads.months.get(month);
    if (!read) reads.months.set(month, (read = plan.unitAbsences(unitId, month)));
    return read;
  };
  if (primary) {
    reads.unit ??= new UnitRepository(caller.tenant).get(primary);
    reads.members ??= new MembershipRepository(caller.tenant).listOf(primary);
  }
  if (countsClasses(setup.rules)) reads.types ??= new AbsenceTypeRepository(caller.tenant).list();
  const [tree, unit, members, months, types] = await Promise.all([
    unitsFor(caller, setup, units),
    reads.unit,
    reads.members ?? [],
    primary ? Promise.all(monthsOf(absence.begin, absence.end).map((month) => monthOf(primary, month))) : [],
    reads.types ?? [],
  ]);
  const language = caller.user.language;
  const classes = new Map(types.map((type) => [type.id, type.itemClass]));
  const people = new Map<string, RulePerson>();
  for (const member of members)
    if (member.active)
      people.set(member.userId, {
        id: member.userId,
        name: member.displayName,
        unitIds: [member.unitId],
        groupIds: [],
        qualificationIds: member.qualificationIds ?? [],
      });
  people.set(person.id, {
    id: person.id,
    name: person.displayName,
    unitIds: units,
    groupIds: person.userGroupIds ?? [],
    qualificationIds: person.qualificationIds ?? [],
  });
  const worldUnits = new Map(tree);
  if (unit)
    worldUnits.set(unit.id, {
      id: unit.id,
      name: unit.name,
      parentId: unit.parentId,
      memberIds: members.filter((member) => member.active).map((member) => member.userId),
    });
  const absences = new Map<string, RuleAbsence>();
  for (const fragment of months.flat()) {
    const state = fragment.state ?? absenceStates.approved;
    if (fragment.absenceId === absence.id || !isShown(state as TAbsence['state'])) continue;
    absences.set(fragment.absenceId, {
      id: fragment.absenceId,
      userId: fragment.userId,
      absenceTypeId: fragment.absenceTypeId,
      eventClass: classes.get(fragment.absenceTypeId) ?? 0,
      begin: fragment.begin,
      end: fragment.end,
      state,
    });
  }
  // The type's name for the messages (1 G, unless the types were read).
  let typeRead = reads.type.get(absence.absenceTypeId);
  if (!typeRead && !types.some((candidate) => candidate.id === absence.absenceTypeId))
    reads.type.set(
      absence.absenceTypeId,
      (typeRead = new AbsenceTypeRepository(caller.tenant).get(absence.absenceTypeId)),
    );
  const type = types.find((candidate) => candidate.id === absence.absenceTypeId) ?? (await typeRead);
  return {
    timeZone: caller.tenantRecord.timeZone,
    from: absence.begin,
    to: absence.end,
    units: worldUnits,
    people,
    templates: new Map(),
    qualificationNames: new Map(),
    resourceNames: new Map(),
    absenceTypeNames: new Map(type ? [[type.id, type.caption[language] || type.shortName]] : []),
    shifts: [],
    absences: [...absences.values()],
    holidays: new Map(),
    manning: new Map(),
    standbyDuties: [],
  };
}

/** What the rules say about an absence, sorted into refusals, staffing warnings and the rest. */
export interface AbsenceRuleCheck {
  /** ERR findings that may not be forced: the change is refused with the first. */
  refusals: RuleFinding[];
  absentWarnings: TAbsentWarning[];
  ruleFindings: TAbsenceRuleFinding[];
}

const none: AbsenceRuleCheck = { refusals: [], absentWarnings: [], ruleFindings: [] };

/**
 * A MAXABS finding as the staffing warning the absence dialogs show: the people absent that day and the maximum
 * (the engine's `count` and `maximum`); a rule over the company or a user group names the person's primary unit.
 */
function absentWarningOf(finding: RuleFinding, world: RuleWorld, primaryUnitId: string | undefined) {
  const unitId = finding.unitId ?? primaryUnitId;
  const { count, maximum, scope } = finding.params;
  if (!unitId || typeof count !== 'number' || typeof maximum !== 'number') return undefined;
  const unitName = finding.unitId ? (world.units.get(unitId)?.name ?? '') : String(scope ?? finding.ruleName);
  return { date: finding.date, unitId, unitName, absent: count, max: maximum } satisfies TAbsentWarning;
}

/**
 * The findings of an absence as it would be (BARRIER, MAXABS, MSG `request`); denied and cancelled absences meet
 * no rule. Reads nothing when the tenant has no active rule of those types.
 */
export async function checkAbsenceRules(
  caller: Caller,
  absence: Checked,
  person: User,
  reads: RuleReads = sharedRuleReads(),
): Promise<AbsenceRuleCheck> {
  if (!isShown(absence.state)) return none;
  const setup = await ruleSetup(caller);
  const relevant = setup.rules.some(
    (rule) =>
      rule.active &&
      (rule.ruleType === 'BARRIER' ||
        rule.ruleType === 'MAXABS' ||
        (rule.ruleType === 'MSG' && rule.settings.trigger === 'request')),
  );
  if (!relevant) return none;
  const world = await worldOf(caller, setup, absence, person, reads);
  const subject: RuleAbsence = {
    id: absence.id,
    userId: absence.userId,
    absenceTypeId: absence.absenceTypeId,
    eventClass: absence.eventClass,
    begin: absence.begin,
    end: absence.end,
    state: absence.state,
  };
  const findings = checkAbsenceRequest(setup, world, subject);
  const language = caller.user.language;
  const check: AbsenceRuleCheck = { refusals: [], absentWarnings: [], ruleFindings: [] };
  const seen = new Set<string>();
  for (const finding of findings) {
    if (finding.level === 'ERR' && !finding.forceable) check.refusals.push(finding);
    if (finding.ruleType === 'MAXABS') {
      const warning = absentWarningOf(finding, world, unitsOfPerson(person)[0]);
      const key = warning && `${warning.unitId}#${warning.date}`;
      if (warning && key && !seen.has(key)) {
        seen.add(key);
        check.absentWarnings.push(warning);
      }
      continue;
    }
    // A rule about a whole period says it once, on its first day.
    const key = `${finding.ruleId}#${finding.messageKey}`;
    if (seen.has(key)) continue;
    seen.add(key);
    check.ruleFindings.push({
      ruleId: finding.ruleId,
      ruleType: finding.ruleType,
      ruleName: finding.ruleName,
      level: finding.ruleType === 'MSG' ? 'INFO' : finding.level,
      messageKey: finding.messageKey,
      message: findingText(finding.messageKey, language, finding.params),
      date: finding.date,
    });
  }
  check.absentWarnings.sort((a, b) => a.unitId.localeCompare(b.unitId) || a.date.localeCompare(b.date));
  return check;
}

/** Refuses the change when a rule says no (400 `RULE_REFUSED`, the rule's reason in the caller's language). */
export function assertRulesAllow(caller: Caller, check: AbsenceRuleCheck): void {
  const first = check.refusals[0];
  if (!first) return;
  const language = caller.user.language;
  const reasons = check.refusals.map((finding) => ({
    ruleId: finding.ruleId,
    ruleType: finding.ruleType,
    ruleName: finding.ruleName,
    messageKey: finding.messageKey,
    message: findingText(finding.messageKey, language, finding.params),
    date: finding.date,
  }));
  const reason = reasons[0]?.message ?? first.ruleName;
  // `reason` in the details too: the web fills the message's placeholder from them in its own language files.
  throw new AppError('RULE_REFUSED', {
    params: { reason },
    details: { reason, messageKey: first.messageKey, findings: reasons },
  });
}
