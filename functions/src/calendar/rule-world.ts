/**
 * Pure conversions from what the calendar reads (the catalogue, unit collections, plan partitions, people,
 * holidays) to the rule engine's types (shared/src/rules/engine/types.ts). Every caller of the engine in the
 * functions (saves and drops, plan tools, the calendar's manning, the rule check report) builds its world here, so
 * that the engine sees the same plan whoever asks.
 */
import { defaultLegalProfile, defaultRuleDefaults } from '@app/shared/rules/legal-profile';
import type { TStandbyRule } from '@app/shared/rules/standby';
import type {
  RuleAbsence,
  RulePerson,
  RuleSetup,
  RuleShift,
  RuleStandbyDuty,
  RuleTemplate,
  RuleUnit,
  RuleWorld,
} from '@app/shared/rules/engine/index';
import type { TManningLevel } from '@app/shared/units/unit';
import type { Language } from '@app/shared/i18n/languages';
import type {
  Catalogue,
  CatalogueAbsenceType,
  CatalogueTemplate,
  ManningLevel,
  Member,
  Person,
  UnitCollection,
} from './calendar-reads.repository';
import type { AbsenceFragment, NewPlanEntry, ShiftFragment } from './plan.repository';

/** Denied (4) and cancelled (5) absences are no absence to any rule. */
const inactiveAbsenceStates: ReadonlySet<number> = new Set([4, 5]);

/** The tenant's rules and profile; a tenant that never saved its profile checks with the defaults. */
export function ruleSetupOf(catalogue: Pick<Catalogue, 'rules' | 'ruleProfile'>): RuleSetup {
  return {
    rules: catalogue.rules ?? [],
    legal: catalogue.ruleProfile?.legal ?? defaultLegalProfile,
    defaults: catalogue.ruleProfile?.defaults ?? defaultRuleDefaults,
  };
}

/** A plan entry, or a fragment of one shown in another unit (it names the entry's own unit and uuid). */
export function toRuleShift(source: NewPlanEntry | ShiftFragment): RuleShift {
  const fragment = 'entryUuid' in source;
  return {
    id: fragment ? source.entryUuid : source.uuid,
    unitId: fragment ? source.homeUnitId : source.unitId,
    userId: source.userId,
    templateId: source.templateId,
    resourceId: source.resourceId,
    date: source.date,
    begin: source.begin,
    end: source.end,
    itemClass: source.itemClass,
    minutes: source.minutes,
  };
}

/** An absence type's event class (its `itemClass`); 0 for a type that is gone. */
export function eventClassOf(type: CatalogueAbsenceType | undefined): number {
  return type?.itemClass ?? 0;
}

/** An absence fragment; undefined for a denied or cancelled absence. */
export function toRuleAbsence(
  fragment: AbsenceFragment,
  absenceTypes: ReadonlyMap<string, CatalogueAbsenceType>,
): RuleAbsence | undefined {
  const state = fragment.state ?? 3;
  if (inactiveAbsenceStates.has(state)) return undefined;
  return {
    id: fragment.absenceId,
    userId: fragment.userId,
    absenceTypeId: fragment.absenceTypeId,
    eventClass: eventClassOf(absenceTypes.get(fragment.absenceTypeId)),
    begin: fragment.begin,
    end: fragment.end,
    state,
  };
}

/** A person of the users list (their units, qualifications and groups are on the user item). */
export function toRulePerson(person: Person): RulePerson {
  const unitIds = [...new Set([person.unitId ?? null, ...(person.extraUnitIds ?? [])])].filter(
    (id): id is string => id !== null,
  );
  return {
    id: person.id,
    name: person.displayName,
    unitIds,
    // Groups are `userGroupIds` on the user (data-model section 7).
    groupIds: person.userGroupIds ?? [],
    qualificationIds: person.qualificationIds ?? [],
  };
}

/**
 * A unit's member as a person when the user item was not read: the units are those whose collection lists them.
 * Memberships carry no groups (data-model section 7): a rule scoped to a group sees the person once their user
 * item is read.
 */
export function memberToRulePerson(member: Member, unitIds: readonly string[]): RulePerson {
  return {
    id: member.userId,
    name: member.displayName,
    unitIds,
    groupIds: [],
    qualificationIds: member.qualificationIds ?? [],
  };
}

/** A unit with its active members (primary and extra). */
export function toRuleUnit(collection: UnitCollection): RuleUnit {
  return {
    id: collection.unit.id,
    name: collection.unit.name,
    parentId: collection.unit.parentId,
    memberIds: collection.members.filter((member) => member.active).map((member) => member.userId),
  };
}

export function toRuleTemplate(template: CatalogueTemplate): RuleTemplate {
  return {
    id: template.id,
    name: template.name,
    resourceId: template.resourceId,
    unitId: template.unitId,
    begin: template.begin,
    requiredQualificationIds: template.requiredQualificationIds ?? [],
  };
}

/** The manning levels as the engine reads them. */
export function toManningLevels(levels: readonly ManningLevel[]): TManningLevel[] {
  return levels.map(({ weekday, from, to, resourceId, minimum, target }) => ({
    weekday,
    from,
    to,
    resourceId,
    minimum,
    target,
  }));
}

/**
 * The on-call duties of the standby rules; with `range` only those that reach into the days around it (a duty
 * that ends the evening before still shortens the next morning's rest).
 */
export function toStandbyDuties(
  standbyRules: readonly TStandbyRule[] | undefined,
  range?: { from: string; to: string },
): RuleStandbyDuty[] {
  const duties: RuleStandbyDuty[] = [];
  for (const rule of standbyRules ?? [])
    for (const duty of rule.duties) {
      if (range && (duty.toDate < dayBefore(range.from) || duty.fromDate > dayAfter(range.to))) continue;
      duties.push({
        standbyId: rule.id,
        name: rule.name,
        userId: duty.userId,
        unitId: rule.unitId,
        fromDate: duty.fromDate,
        fromTime: duty.fromTime,
        toDate: duty.toDate,
        toTime: duty.toTime,
      });
    }
  return duties;
}

function shiftDay(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}
const dayBefore = (date: string) => shiftDay(date, -1);
const dayAfter = (date: string) => shiftDay(date, 1);

const barePerson = (id: string): RulePerson => ({
  id,
  name: '',
  unitIds: [],
  groupIds: [],
  qualificationIds: [],
});

/** What a world is assembled from; every list may hold duplicates (the same entry read twice), kept once. */
export interface RuleWorldParts {
  timeZone: string;
  /** The language of holiday names in messages. */
  language: Language;
  from: string;
  to: string;
  catalogue: Catalogue;
  /** The units read (members, manning); a unit only named by a shift gets a bare entry. */
  collections: readonly UnitCollection[];
  /** Other units' names and parents (the unit tree, when read): for units without a collection. */
  otherUnits?: readonly { id: string; name: string; parentId: string | null }[];
  /** People whose user items were read (their units, groups); members of the collections fill in the rest. */
  people?: readonly Person[];
  /** Entries and foreign fragments; a fragment of an entry also given is dropped (the entry wins). */
  entries: readonly NewPlanEntry[];
  fragments?: readonly ShiftFragment[];
  absences: readonly AbsenceFragment[];
  /** Public holidays of each unit's region. */
  holidays?: readonly {
    unitId: string;
    holidays: readonly { date: string; name: { de: string; en: string } }[];
  }[];
  /** Week totals of people read back for the weekly average (week-minutes.ts). */
  weekMinutes?: RuleWorld['weekMinutes'];
  /** Sundays worked before the range, read back for the free Sundays (legal-reads.ts). */
  sundaysWorked?: RuleWorld['sundaysWorked'];
  /** The days of each person the parts hold whole, for the substitute rest day (legal-reads.ts). */
  knownDays?: RuleWorld['knownDays'];
}

/** The engine's world of the parts: maps keyed by id, shifts and absences once each. */
export function buildRuleWorld(parts: RuleWorldParts): RuleWorld {
  const { catalogue } = parts;
  const units = new Map<string, RuleUnit>();
  const manning = new Map<string, readonly TManningLevel[]>();
  const memberUnits = new Map<string, string[]>();
  const members = new Map<string, Member>();
  for (const collection of parts.collections) {
    units.set(collection.unit.id, toRuleUnit(collection));
    manning.set(collection.unit.id, toManningLevels(collection.manning));
    for (const member of collection.members) {
      if (!member.active) continue;
      memberUnits.set(member.userId, [...(memberUnits.get(member.userId) ?? []), collection.unit.id]);
      if (!members.has(member.userId)) members.set(member.userId, member);
    }
  }
  const people = new Map<string, RulePerson>();
  for (const person of parts.people ?? []) people.set(person.id, toRulePerson(person));
  for (const [userId, member] of members)
    if (!people.has(userId)) people.set(userId, memberToRulePerson(member, memberUnits.get(userId) ?? []));

  const shifts = new Map<string, RuleShift>();
  for (const entry of parts.entries) shifts.set(entry.uuid, toRuleShift(entry));
  for (const fragment of parts.fragments ?? [])
    if (!shifts.has(fragment.entryUuid)) shifts.set(fragment.entryUuid, toRuleShift(fragment));

  // The maps are complete for what the shifts and absences name (the engine's promise to the checks).
  const otherUnits = new Map((parts.otherUnits ?? []).map((unit) => [unit.id, unit]));
  for (const shift of shifts.values()) {
    if (!units.has(shift.unitId)) {
      const other = otherUnits.get(shift.unitId);
      units.set(shift.unitId, {
        id: shift.unitId,
        name: other?.name ?? '',
        parentId: other?.parentId ?? null,
        memberIds: [],
      });
    }
    if (shift.userId !== null && !people.has(shift.userId))
      people.set(shift.userId, barePerson(shift.userId));
  }

  const absenceTypes = new Map(catalogue.absenceTypes.map((type) => [type.id, type]));
  const absences = new Map<string, RuleAbsence>();
  for (const fragment of parts.absences) {
    if (absences.has(fragment.absenceId)) continue;
    const absence = toRuleAbsence(fragment, absenceTypes);
    if (absence) absences.set(absence.id, absence);
    if (absence && !people.has(absence.userId)) people.set(absence.userId, barePerson(absence.userId));
  }

  const holidays = new Map<string, string>();
  for (const { unitId, holidays: days } of parts.holidays ?? [])
    for (const day of days) holidays.set(`${unitId}#${day.date}`, day.name[parts.language]);

  return {
    timeZone: parts.timeZone,
    from: parts.from,
    to: parts.to,
    units,
    people,
    templates: new Map(catalogue.templates.map((template) => [template.id, toRuleTemplate(template)])),
    qualificationNames: new Map(catalogue.qualifications.map((item) => [item.id, item.name])),
    resourceNames: new Map(catalogue.resources.map((item) => [item.id, item.caption])),
    absenceTypeNames: new Map(catalogue.absenceTypes.map((type) => [type.id, type.caption[parts.language]])),
    shifts: [...shifts.values()],
    absences: [...absences.values()],
    holidays,
    manning,
    standbyDuties: toStandbyDuties(catalogue.standbyRules, { from: parts.from, to: parts.to }),
    ...(parts.weekMinutes ? { weekMinutes: parts.weekMinutes } : {}),
    ...(parts.sundaysWorked ? { sundaysWorked: parts.sundaysWorked } : {}),
    ...(parts.knownDays ? { knownDays: parts.knownDays } : {}),
  };
}
