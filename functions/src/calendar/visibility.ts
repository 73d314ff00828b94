/**
 * Need to know in the calendar (docs/security.md, "Need to know"): one rule for every read of the plan.
 *
 * - A shift is shown to those who may plan its unit (`calendar.plan` and responsible for the unit); to everyone
 *   else only up to the day the unit's plan is published (`publishedTo`; nothing while nothing is published).
 *   The calendar, the quick infos and tooltips, an entry by id (404 like a missing one), the printed calendar and
 *   the export (both read the calendar), the home pages and the shift menus all ask `shows`.
 * - A person's figures (hours planned, target, remaining) are for themselves and for those who plan their time:
 *   `time.approve` or `calendar.plan`, and responsible for the person.
 * - The type and notes of a person's absence are for themselves and for those who approve or plan them
 *   (`absences.approve` or `calendar.plan`, responsible for the person); a colleague sees only that they are away.
 *
 * Administrators hold every permission and are responsible for every unit: they see everything.
 */
import type { TCalendarSlot } from '@app/shared/calendar/calendar-view';
import { hasPermission, type Caller } from '../security/caller';
import { responsibleScope } from '../units/responsibility-scope';
import { UnitRepository } from '../units/unit.repository';
import { isMemberOf, isPlanner } from './shift-actions.support';

/** A person as far as need to know asks: who, and which units they belong to (primary and extra). */
export interface PersonRef {
  userId: string;
  unitIds: readonly string[];
}

export interface PlanSight {
  /** `calendar.plan` and responsible for the unit: the whole plan (unpublished days, proposals, findings). */
  plans(unitId: string): boolean;
  /** Whether a shift of `unitId` on `date` is shown, given the unit's published day. */
  shows(unitId: string, date: string, publishedTo: string | null | undefined): boolean;
  /** Whether the caller sees the person's hours (planned, target, remaining). */
  seesFigures(person: PersonRef): boolean;
  /** Whether the caller sees the type and notes of the person's absences. */
  seesAbsenceDetails(person: PersonRef): boolean;
}

/** The caller's sight of the plan (the responsibility scope is read once per request). */
export async function planSight(caller: Caller): Promise<PlanSight> {
  const scope = await responsibleScope(caller);
  const responsibleFor = (unitId: string) => scope.all || scope.unitIds.has(unitId);
  // A person without any unit belongs to whoever is responsible for everything (as in responsibility.ts).
  const responsibleForPerson = (person: PersonRef) =>
    scope.all || person.unitIds.some((unitId) => scope.unitIds.has(unitId));
  const planner = hasPermission(caller, 'calendar.plan');
  const timeApprover = hasPermission(caller, 'time.approve');
  const absenceApprover = hasPermission(caller, 'absences.approve');
  const me = caller.user.id;
  const plans = (unitId: string) => planner && responsibleFor(unitId);
  return {
    plans,
    shows: (unitId, date, publishedTo) =>
      plans(unitId) || (publishedTo !== null && publishedTo !== undefined && date <= publishedTo),
    seesFigures: (person) =>
      person.userId === me || ((planner || timeApprover) && responsibleForPerson(person)),
    seesAbsenceDetails: (person) =>
      person.userId === me || ((planner || absenceApprover) && responsibleForPerson(person)),
  };
}

/** The colour of an absence whose type the reader does not see (the calendar's neutral grey). */
export const neutralAbsenceColor = '#dddddd';

/**
 * An absence as a colleague sees it: away, nothing of the type (id, caption, short name, colour) nor notes. The
 * web shows it as "Abwesend"/"Absent" (`eventId` null); `text` is that word for other readers (print, export).
 */
export function neutralAbsence(slot: TCalendarSlot, text: string): TCalendarSlot {
  return {
    ...slot,
    eventId: null,
    name: text,
    shortName: '',
    notes: '',
    backColor: neutralAbsenceColor,
    foreColor: '#000000',
    toolTip: text,
  };
}

/**
 * Whether the caller sees one shift (an entry by id, its menu) as the calendar would show it: the unit's planners
 * always; others a shift of their own units (or their own shift) up to the day the unit's plan is published.
 * Callers answer 404 otherwise, as for a missing entry (no existence oracle).
 */
export async function seesEntry(
  caller: Caller,
  entry: { unitId: string; date: string; userId: string | null },
): Promise<boolean> {
  const [sight, unit] = await Promise.all([
    planSight(caller),
    new UnitRepository(caller.tenant).get(entry.unitId),
  ]);
  if (sight.plans(entry.unitId)) return true;
  const ownUnit =
    isPlanner(caller) || isMemberOf(caller.user, entry.unitId) || entry.userId === caller.user.id;
  return ownUnit && sight.shows(entry.unitId, entry.date, unit?.publishedTo);
}
