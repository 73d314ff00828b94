/**
 * Builders of worlds, rules and setups for the engine's tests (and for callers' unit tests): readable
 * scenarios without repeating every field. Not used by production code.
 */
import { intervalMinutes } from '../../time/tenant-time';
import type { TManningLevel } from '../../units/unit';
import { defaultLegalProfile, defaultRuleDefaults } from '../legal-profile';
import { ZRule, type TRule, type TRuleType } from '../rule';
import type {
  RuleAbsence,
  RulePerson,
  RuleSetup,
  RuleShift,
  RuleStandbyDuty,
  RuleTemplate,
  RuleUnit,
  RuleWorld,
} from './types';

/** A valid uuid (v4 form) from a small number: `uid(7)`. */
export const uid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export interface WorldSpec {
  from: string;
  to: string;
  timeZone?: string;
  units?: RuleUnit[];
  people?: RulePerson[];
  templates?: RuleTemplate[];
  shifts?: RuleShift[];
  absences?: RuleAbsence[];
  holidays?: Record<string, string>;
  manning?: Record<string, TManningLevel[]>;
  standbyDuties?: RuleStandbyDuty[];
  qualificationNames?: Record<string, string>;
  weekMinutes?: RuleWorld['weekMinutes'];
  sundaysWorked?: RuleWorld['sundaysWorked'];
  knownDays?: RuleWorld['knownDays'];
}

export function world(spec: WorldSpec): RuleWorld {
  return {
    timeZone: spec.timeZone ?? 'Europe/Berlin',
    from: spec.from,
    to: spec.to,
    units: new Map((spec.units ?? []).map((unit) => [unit.id, unit])),
    people: new Map((spec.people ?? []).map((person) => [person.id, person])),
    templates: new Map((spec.templates ?? []).map((template) => [template.id, template])),
    qualificationNames: new Map(Object.entries(spec.qualificationNames ?? {})),
    resourceNames: new Map(),
    absenceTypeNames: new Map([[uid(900), 'Leave']]),
    shifts: spec.shifts ?? [],
    absences: spec.absences ?? [],
    holidays: new Map(Object.entries(spec.holidays ?? {})),
    manning: new Map(Object.entries(spec.manning ?? {})),
    standbyDuties: spec.standbyDuties ?? [],
    ...(spec.weekMinutes ? { weekMinutes: spec.weekMinutes } : {}),
    ...(spec.sundaysWorked ? { sundaysWorked: spec.sundaysWorked } : {}),
    ...(spec.knownDays ? { knownDays: spec.knownDays } : {}),
  };
}

export const unit = (
  id: string,
  name: string,
  memberIds: string[],
  parentId: string | null = null,
): RuleUnit => ({
  id,
  name,
  parentId,
  memberIds,
});

export const person = (
  id: string,
  name: string,
  unitIds: string[],
  more: Partial<RulePerson> = {},
): RulePerson => ({
  id,
  name,
  unitIds,
  groupIds: [],
  qualificationIds: [],
  ...more,
});

let shiftNumber = 0;

/** A shift of `begin`-`end` on `date`; its worked minutes are its length minus `pause` (default 0). */
export function shift(
  spec: Partial<RuleShift> & {
    userId: string | null;
    date: string;
    begin: string;
    end: string;
    unitId: string;
  },
  pause = 0,
  timeZone = 'Europe/Berlin',
): RuleShift {
  shiftNumber += 1;
  return {
    id: uid(500_000 + shiftNumber),
    templateId: null,
    resourceId: uid(800),
    itemClass: 0,
    minutes: intervalMinutes(spec.date, spec.begin, spec.end, timeZone) - pause,
    ...spec,
  };
}

let ruleNumber = 0;

/** A stored rule of a type, with the frame's defaults (company scope, always valid, WRN forceable). */
export function rule<T extends TRuleType>(
  ruleType: T,
  settings: Record<string, unknown>,
  frame: Record<string, unknown> = {},
): Extract<TRule, { ruleType: T }> {
  ruleNumber += 1;
  const parsed = ZRule.parse({
    ruleType,
    id: uid(700_000 + ruleNumber),
    version: 1,
    updatedAt: '2026-01-01T00:00:00.000Z',
    name: `${ruleType} ${ruleNumber}`,
    scope: { kind: 'company' },
    settings,
    ...frame,
  });
  return parsed as Extract<TRule, { ruleType: T }>;
}

export function setup(rules: TRule[] = [], more: Partial<RuleSetup> = {}): RuleSetup {
  return { rules, legal: defaultLegalProfile, defaults: defaultRuleDefaults, ...more };
}

/** Setup with every check off except the given rules: a test sees only what it is about. */
export function quietSetup(rules: TRule[] = [], more: Partial<RuleSetup> = {}): RuleSetup {
  return setup(rules, {
    legal: { ...defaultLegalProfile, profile: 'OFF' },
    defaults: { absence: 'OFF', qualification: 'OFF', foreignUnit: 'OFF', manning: 'OFF' },
    ...more,
  });
}
