/**
 * Building findings, and what a finding is "about" for incremental checking. Every finding the engine makes is
 * registered with its touch keys: `s:<shiftId>`, `p:<userId>@<date>` (or `@*` for any day), `u:`/`r:`/`t:`
 * `<unit/resource/template id>@<date>` and `*@<date>` (a company-wide count). A change touches a finding when
 * they share a key (docs/rules.md, "Incremental checking"). The keys live beside the finding (a WeakMap), not in
 * it, so the wire format stays what types.ts says; a finding that was copied or deserialised falls back to keys
 * from its public fields.
 */
import { addDays } from '../../time/tenant-time';
import type { TRule, TRuleSeverity } from '../rule';
import type { RuleChange, RuleFinding, RuleFindingSource, RuleShift, RuleSolution } from './types';

const touchKeys = new WeakMap<RuleFinding, readonly string[]>();
const pendingSolutions = new WeakMap<RuleFinding, () => RuleSolution[]>();

/**
 * Fills in the solutions of the findings an entry point answers. Suggesting people is the costly part of a
 * check, so a change check suggests only for the findings it keeps, not for those its filter drops.
 */
export function settle(findings: RuleFinding[]): RuleFinding[] {
  for (const finding of findings) {
    const solve = pendingSolutions.get(finding);
    if (!solve) continue;
    pendingSolutions.delete(finding);
    finding.solutions = solve();
  }
  return findings;
}

export interface FindingSpec {
  ruleId: string;
  ruleType: RuleFindingSource;
  ruleName: string;
  severity: TRuleSeverity;
  messageKey: string;
  params: Record<string, string | number>;
  date: string;
  unitId?: string | null;
  userId?: string | null;
  shiftId?: string | null;
  /** The suggested solutions, computed only for findings that are kept (see `settle`). */
  solve?: () => RuleSolution[];
  /** Extra touch keys besides those of the finding's shift and person. */
  keys?: readonly string[];
  /** Only the extra keys (absence findings: a plan change never touches them). */
  onlyKeys?: boolean;
}

/** The person's keys of a day and its neighbours: a change of a person's day touches findings a day around it. */
export function personKeys(userId: string, date: string) {
  const [before, after] = neighbours(date);
  return [`p:${userId}@${before}`, `p:${userId}@${date}`, `p:${userId}@${after}`];
}

// Days are few and repeat across findings: their neighbours are computed once.
const neighbourDays = new Map<string, [string, string]>();
function neighbours(date: string): [string, string] {
  let days = neighbourDays.get(date);
  if (!days) {
    days = [addDays(date, -1), addDays(date, 1)];
    if (neighbourDays.size > 10_000) neighbourDays.clear();
    neighbourDays.set(date, days);
  }
  return days;
}

/** The keys of a shift, for findings that depend on it. */
export const shiftKeys = (shift: RuleShift) => [
  `s:${shift.id}`,
  ...(shift.userId === null ? [] : personKeys(shift.userId, shift.date)),
];

function defaultKeys(finding: Pick<RuleFinding, 'shiftId' | 'userId' | 'unitId' | 'date' | 'ruleType'>) {
  if (finding.ruleType === 'MAXABS' || finding.ruleType === 'BARRIER') return [];
  const keys: string[] = [];
  if (finding.shiftId !== null) keys.push(`s:${finding.shiftId}`);
  if (finding.userId !== null) keys.push(...personKeys(finding.userId, finding.date));
  else if (finding.unitId !== null) keys.push(`u:${finding.unitId}@${finding.date}`);
  return keys;
}

/** Level and force from a severity: a warning may always be passed, an error only when the rule allows it. */
export function severityOf(level: 'WRN' | 'ERR', allowForce: boolean): TRuleSeverity {
  return { level, allowForce: level === 'WRN' || allowForce };
}

export function makeFinding(spec: FindingSpec): RuleFinding {
  const finding: RuleFinding = {
    ruleId: spec.ruleId,
    ruleType: spec.ruleType,
    ruleName: spec.ruleName,
    level: spec.severity.level,
    forceable: spec.severity.level === 'WRN' || spec.severity.allowForce,
    messageKey: spec.messageKey,
    params: spec.params,
    date: spec.date,
    unitId: spec.unitId ?? null,
    userId: spec.userId ?? null,
    shiftId: spec.shiftId ?? null,
    solutions: [],
  };
  const keys = spec.onlyKeys ? [...(spec.keys ?? [])] : [...defaultKeys(finding), ...(spec.keys ?? [])];
  touchKeys.set(finding, keys);
  if (spec.solve) pendingSolutions.set(finding, spec.solve);
  return finding;
}

/** A finding of a rule: its id, type, name and severity. */
export function ruleFinding(
  rule: TRule,
  spec: Omit<FindingSpec, 'ruleId' | 'ruleType' | 'ruleName' | 'severity'>,
): RuleFinding {
  return makeFinding({
    ...spec,
    ruleId: rule.id,
    ruleType: rule.ruleType,
    ruleName: rule.name,
    severity: rule.severity,
    params: { rule: rule.name, ...spec.params },
  });
}

/** The keys a change provides: each shift before and after, by id, person, unit, resource, template and day. */
export function changeKeys(change: RuleChange): Set<string> {
  const keys = new Set<string>();
  for (const shift of [...change.shifts, ...change.removed]) {
    keys.add(`s:${shift.id}`);
    keys.add(`u:${shift.unitId}@${shift.date}`);
    keys.add(`r:${shift.resourceId}@${shift.date}`);
    if (shift.templateId !== null) keys.add(`t:${shift.templateId}@${shift.date}`);
    keys.add(`*@${shift.date}`);
    if (shift.userId !== null) {
      keys.add(`p:${shift.userId}@${shift.date}`);
      keys.add(`p:${shift.userId}@*`);
    }
  }
  return keys;
}

export function touchesKeys(keys: ReadonlySet<string>, finding: RuleFinding): boolean {
  const own = touchKeys.get(finding) ?? defaultKeys(finding);
  return own.some((key) => keys.has(key));
}
