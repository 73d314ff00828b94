/**
 * The rule engine's inputs and outputs (issue 13 item 5). The engine is pure: the caller loads the slice of the
 * plan a check needs (a change's days, a unit's month) into a `RuleWorld`, the engine answers findings. Every
 * caller (calendar saves and drops, shift actions, week templates, the bulk tool, absence requests, the rule
 * check report, time tracking, automatic planning) uses these functions, so that nothing is checked twice with
 * different results.
 */
import type { TManningLevel } from '../../units/unit';
import type { TLegalProfile, TRuleDefaults } from '../legal-profile';
import type { TRule, TRuleType } from '../rule';

/** A planned shift as the engine sees it (a plan entry, or a fragment of one in another unit). */
export interface RuleShift {
  /** The plan entry's uuid. */
  id: string;
  unitId: string;
  /** null: an open shift (nobody assigned). */
  userId: string | null;
  templateId: string | null;
  resourceId: string;
  /** The day the shift begins on (tenant time). */
  date: string;
  /** Local `HH:mm`; an end not after the begin is on the next day. null: a shift without times (class 99). */
  begin: string | null;
  end: string | null;
  itemClass: number;
  /** Worked minutes: the shift's length minus its pauses. */
  minutes: number;
}

/** An absence (requested or approved; denied and cancelled ones are not given to the engine). */
export interface RuleAbsence {
  id: string;
  userId: string;
  absenceTypeId: string;
  /** The absence type's event class (3 leave, 98 sick, ...): rules name classes, not types. */
  eventClass: number;
  /** First and last day (inclusive). */
  begin: string;
  end: string;
  /** 0 requested ... (shared/src/absences/absence.ts states); requested and approved both count. */
  state: number;
}

export interface RulePerson {
  id: string;
  name: string;
  /** Primary and extra units. */
  unitIds: readonly string[];
  groupIds: readonly string[];
  qualificationIds: readonly string[];
}

export interface RuleUnit {
  id: string;
  name: string;
  parentId: string | null;
  /** The unit's members (primary and extra): the base of MAXABS percentages and of suggestions. */
  memberIds: readonly string[];
}

export interface RuleTemplate {
  id: string;
  name: string;
  resourceId: string;
  unitId: string | null;
  begin: string | null;
  requiredQualificationIds: readonly string[];
}

/** Everything a check may look at. Maps are complete for what `shifts` and `absences` name. */
export interface RuleWorld {
  timeZone: string;
  /** The days the data covers (inclusive): shifts and absences of these days are all present. */
  from: string;
  to: string;
  units: ReadonlyMap<string, RuleUnit>;
  people: ReadonlyMap<string, RulePerson>;
  templates: ReadonlyMap<string, RuleTemplate>;
  /** Names for messages. */
  qualificationNames: ReadonlyMap<string, string>;
  resourceNames: ReadonlyMap<string, string>;
  absenceTypeNames: ReadonlyMap<string, string>;
  shifts: readonly RuleShift[];
  absences: readonly RuleAbsence[];
  /** Public holidays of each unit's region: key `<unitId>#<date>`, value the holiday's name. */
  holidays: ReadonlyMap<string, string>;
  /** The units' manning levels (the organisation issue's default minimum staffing). */
  manning: ReadonlyMap<string, readonly TManningLevel[]>;
  /** On-call duties of the people in `shifts` around the days (standby rules). */
  standbyDuties: readonly RuleStandbyDuty[];
  /**
   * Worked minutes per ISO week (key: its Monday) of the people a caller read back for the legal weekly average:
   * every week the average of the range's weeks needs, as the plan is in this world (a week not listed had no
   * work). People not listed are averaged over the range's whole weeks.
   */
  weekMinutes?: ReadonlyMap<string, ReadonlyMap<string, number>>;
  /**
   * The Sundays (days) a person works, read back from 1 January of the year of `from` for the free Sundays (ArbZG
   * section 11(1)): the days outside `from`..`to` count from here, those inside from `shifts`. People not listed
   * count only the Sundays of `shifts`.
   */
  sundaysWorked?: ReadonlyMap<string, readonly string[]>;
  /**
   * Per person, the days (a span around `from`..`to`) of which the world holds every shift and absence of theirs
   * and the holidays of their units: how far the substitute rest day (ArbZG section 11(3)) may look. People not
   * listed: `from`..`to`.
   */
  knownDays?: ReadonlyMap<string, { from: string; to: string }>;
}

/** The tenant's rules and settings: what every check is evaluated against. */
export interface RuleSetup {
  /** Every rule; inactive ones are skipped by the engine. */
  rules: readonly TRule[];
  legal: TLegalProfile;
  defaults: TRuleDefaults;
}

/** A change of the plan: the world given with it is the world after the change. */
export interface RuleChange {
  /** Shifts added or changed, as they are after the change. */
  shifts: readonly RuleShift[];
  /** Shifts removed, and moved or changed ones as they were before. */
  removed: readonly RuleShift[];
}

/** A suggested way out: put another person on the shift, or on the short slot. */
export interface RuleSolution {
  kind: 'assign';
  userId: string;
  name: string;
  /** The shift to give them (null: a new shift in the short slot). */
  shiftId: string | null;
}

/** Who found it: a rule's type, the legal profile, or a built-in check (default rule). */
export type RuleFindingSource = TRuleType | 'LEGAL' | 'DEFAULT';

export interface RuleFinding {
  /** The rule's id; `legal.<check>` for the legal profile; `default.<check>` for a built-in check. */
  ruleId: string;
  ruleType: RuleFindingSource;
  ruleName: string;
  level: 'WRN' | 'ERR';
  /** The user may go ahead anyway (the rule's severity). */
  forceable: boolean;
  /** A key of the `rule-findings` namespace and its parameters (names already resolved). */
  messageKey: string;
  params: Record<string, string | number>;
  date: string;
  unitId: string | null;
  userId: string | null;
  shiftId: string | null;
  solutions: RuleSolution[];
}

/** An on-call duty of a standby rule, for the legal profile's rest (and a shift during the duty). */
export interface RuleStandbyDuty {
  standbyId: string;
  name: string;
  userId: string;
  unitId: string;
  fromDate: string;
  fromTime: string;
  toDate: string;
  toTime: string;
}
