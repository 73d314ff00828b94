/**
 * Building findings, and what a finding is "about" for incremental checking. Every finding the engine makes has
 * touch keys: `s:<shiftId>`, `p:<userId>@<date>` (or `@*` for any day), `u:`/`r:`/`t:`
 * `<unit/resource/template id>@<date>` and `*@<date>` (a company-wide count). A change touches a finding when
 * they share a key (docs/rules.md, "Incremental checking"). The keys are those of the finding's public fields
 * plus any extra ones the check registered beside the finding (a WeakMap), not in it, so the wire format stays
 * what types.ts says; they are made when first asked (a full check makes thousands of findings that no change is
 * compared with). A finding that was copied or deserialised falls back to the keys of its public fields.
 */
import { plusDays } from './days';
import type { TRule, TRuleSeverity } from '../rule';
import type { RuleChange, RuleFinding, RuleFindingSource, RuleShift, RuleSolution } from './types';

/**
 * What the engine keeps beside a finding: its extra touch keys (made when first asked: most findings of a report
 * are never asked) and its pending solutions. A finding with neither has no entry: its keys are those of its
 * public fields.
 */
interface FindingMeta {
  keys: readonly string[] | (() => readonly string[]) | undefined;
  onlyKeys: boolean;
  own: readonly string[] | undefined;
  solve: (() => RuleSolution[]) | undefined;
}
const metas = new WeakMap<RuleFinding, FindingMeta>();

/**
 * Fills in the solutions of the findings an entry point answers. Suggesting people is the costly part of a
 * check, so a change check suggests only for the findings it keeps, not for those its filter drops.
 */
export function settle(findings: RuleFinding[]): RuleFinding[] {
  for (const finding of findings) {
    const meta = metas.get(finding);
    const solve = meta?.solve;
    if (!meta || !solve) continue;
    meta.solve = undefined;
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
  /** Extra touch keys besides those of the finding's shift and person (a function: made when first asked). */
  keys?: readonly string[] | (() => readonly string[]);
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
    days = [plusDays(date, -1), plusDays(date, 1)];
    if (neighbourDays.size > 10_000) neighbourDays.clear();
    neighbourDays.set(date, days);
  }
  return days;
}

/**
 * The keys of another shift a finding depends on (its id, its person's days), made when first asked. Closures
 * of the checks are made by helpers like this one, outside the loops: a closure inside a loop would allocate its
 * variables on every pass, finding or not.
 */
export const relatedKeys = (shiftId: string, userId: string, date: string) => () => [
  `s:${shiftId}`,
  ...personKeys(userId, date),
];

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
  const onlyKeys = spec.onlyKeys ?? false;
  if (spec.keys !== undefined || onlyKeys || spec.solve)
    metas.set(finding, { keys: spec.keys, onlyKeys, own: undefined, solve: spec.solve });
  return finding;
}

/** A finding of a rule: its id, type, name and severity (or the given one: a message never blocks). */
export function ruleFinding(
  rule: TRule,
  spec: Omit<FindingSpec, 'ruleId' | 'ruleType' | 'ruleName' | 'severity'>,
  severity: TRuleSeverity = rule.severity,
): RuleFinding {
  return makeFinding({
    ruleId: rule.id,
    ruleType: rule.ruleType,
    ruleName: rule.name,
    severity,
    messageKey: spec.messageKey,
    params: { rule: rule.name, ...spec.params },
    date: spec.date,
    unitId: spec.unitId,
    userId: spec.userId,
    shiftId: spec.shiftId,
    solve: spec.solve,
    keys: spec.keys,
    onlyKeys: spec.onlyKeys,
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

function ownKeys(finding: RuleFinding): readonly string[] {
  const meta = metas.get(finding);
  if (!meta) return defaultKeys(finding);
  if (!meta.own) {
    const extra = typeof meta.keys === 'function' ? meta.keys() : (meta.keys ?? []);
    meta.own = meta.onlyKeys ? [...extra] : [...defaultKeys(finding), ...extra];
  }
  return meta.own;
}

export function touchesKeys(keys: ReadonlySet<string>, finding: RuleFinding): boolean {
  return ownKeys(finding).some((key) => keys.has(key));
}
