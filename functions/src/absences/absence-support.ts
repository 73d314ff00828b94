/**
 * The pieces of an absence change: the caller's relation to the person, the fragments an absence has in the plan
 * partitions, the shifts it overlaps (the validator's other direction) and the approvers to tell.
 */
import { AppError } from '@app/shared/api/errors';
import { absenceStates, redactedAbsenceTypeId, type TAbsence } from '@app/shared/absences/absence';
import { administratorPermission, grants } from '@app/shared/security/permissions';
import { hasPermission, type Caller } from '../security/caller';
import { isResponsibleForPerson, requireResponsibleForPerson } from '../units/responsibility-scope';
import { UserRepository, type User } from '../directory/user.repository';
import { RoleRepository } from '../directory/role.repository';
import { UnitRepository } from '../units/unit.repository';
import { subUnitsOf } from '@app/shared/units/unit-tree';
import { monthsOf } from '@app/shared/time/tenant-time';
import {
  PlanRepository,
  entryIdOf,
  type AbsenceFragmentKey,
  type NewAbsenceFragment,
} from '../calendar/plan.repository';
import { isShown, type Actor } from './absence-policy';

/** A person's units, primary first (at most 6: the primary and 5 extra). */
export const unitsOfPerson = (person: Pick<User, 'unitId' | 'extraUnitIds'>): string[] =>
  [...new Set([person.unitId ?? null, ...(person.extraUnitIds ?? [])])].filter(
    (id): id is string => id !== null,
  );

/**
 * Whether the caller plans a unit of the person: a planner (`calendar.plan`) plans every unit (the rule of
 * `responsibility.service.ts`); an approver without it (a team lead) the units they belong to.
 */
function plansUnitOf(caller: Caller, person: User): boolean {
  if (hasPermission(caller, 'calendar.plan')) return true;
  const own = new Set(unitsOfPerson(caller.user));
  return unitsOfPerson(person).some((unitId) => own.has(unitId));
}

/**
 * The caller's relation to the person. `decider` here is the rule without a route (the approvers and
 * administrators); `actorDeciding` (absence-routing.ts) applies the unit's routing for the awaited stage.
 * `responsible`: whether the caller is responsible for one of the person's units (units/responsibility-scope.ts);
 * an approver decides only there. `actorOf` reads it.
 */
export function actorFor(caller: Caller, person: User, responsible = true): Actor {
  const administrator = caller.permissions.has(administratorPermission);
  const approver = hasPermission(caller, 'absences.approve') && plansUnitOf(caller, person) && responsible;
  return {
    own: person.id === caller.user.id,
    canRequest: hasPermission(caller, 'absences.request'),
    approver,
    decider: approver || administrator,
    administrator,
    responsible,
  };
}

/** `actorFor` with the caller's responsibility for the person (one read of the units per request). */
export async function actorOf(caller: Caller, person: User): Promise<Actor> {
  return actorFor(caller, person, await isResponsibleForPerson(caller, person));
}

/**
 * Acting as an approver on someone else's absence (creating, editing, deleting, deciding, cancelling): only
 * for people of the units the caller is responsible for (403 `NOT_RESPONSIBLE` naming the unit). One's own
 * absence, and a caller who could not act as an approver anyway (their answer stays 403 `FORBIDDEN`), pass.
 */
export async function requireResponsibleFor(caller: Caller, person: User): Promise<void> {
  if (person.id === caller.user.id || !hasPermission(caller, 'absences.approve')) return;
  await requireResponsibleForPerson(caller, person);
}

/**
 * Need to know: whether the caller sees why the person is away (type, notes, reasons): the person, an approver
 * responsible for them and administrators; colleagues see only that they are away (`redactAbsence`).
 */
export const seesDetails = (actor: Actor): boolean =>
  actor.own || actor.approver || actor.administrator === true;

/** An absence as a colleague sees it: the days and the state, not the type, the notes or anyone's reasons. */
export function redactAbsence(absence: TAbsence): TAbsence {
  return {
    ...absence,
    absenceTypeId: redactedAbsenceTypeId,
    eventClass: 0,
    notes: '',
    approvals: [],
    substitutes: absence.substitutes.map((substitute) => ({ ...substitute, reason: null })),
    redacted: true,
  };
}

/** The absence as the caller may see it (`seesDetails`, else redacted). */
export const asSeenBy = (actor: Actor, absence: TAbsence): TAbsence =>
  seesDetails(actor) ? absence : redactAbsence(absence);

/** The person of an absence; 404 when unknown (another tenant's id finds nothing either). */
export async function requirePerson(caller: Caller, userId: string): Promise<User> {
  const person = await new UserRepository(caller.tenant).get(userId);
  if (!person) throw new AppError('NOT_FOUND');
  return person;
}

/**
 * Who may read a person's absences: themselves, their approvers and planners, colleagues of their units (these
 * see them redacted unless `seesDetails`).
 */
export function assertMayRead(caller: Caller, person: User): void {
  const actor = actorFor(caller, person);
  if (actor.own || actor.approver || hasPermission(caller, 'calendar.plan')) return;
  const own = new Set(unitsOfPerson(caller.user));
  if (!unitsOfPerson(person).some((unitId) => own.has(unitId))) throw new AppError('FORBIDDEN');
}

/** What the fragments are made of. */
type FragmentSource = Omit<TAbsence, 'substitutes' | 'version'>;

/**
 * The fragments of an absence: one per unit of the person and month it touches; none once denied or cancelled.
 * `agreedSubstituteIds`: the substitutes who agreed, whom the calendar shows standing in.
 */
export function fragmentsOf(
  absence: FragmentSource,
  units: readonly string[],
  agreedSubstituteIds: readonly string[] = [],
): NewAbsenceFragment[] {
  if (!isShown(absence.state)) return [];
  const primary = units[0];
  return monthsOf(absence.begin, absence.end).flatMap((month) =>
    units.map((unitId) => ({
      unitId,
      month,
      absenceId: absence.id,
      userId: absence.userId,
      absenceTypeId: absence.absenceTypeId,
      begin: absence.begin,
      end: absence.end,
      state: absence.state,
      halfDayBegin: absence.beginState === 'half',
      halfDayEnd: absence.endState === 'half',
      primary: unitId === primary,
      substituteIds: [...agreedSubstituteIds],
    })),
  );
}

/** The substitutes who agreed (the absence's copies): the calendar shows them standing in (SB) from the fragments. */
export const agreedIn = (absence: {
  substituteCopies?: { id: string; state: number }[] | undefined;
}): string[] =>
  (absence.substituteCopies ?? [])
    .filter((copy) => copy.state === absenceStates.approved)
    .map((copy) => copy.id);

/**
 * The keys of fragments an absence may have from before: every unit the person has now (a unit they left keeps
 * its past fragments until the re-projection task) and every month of the stored range.
 */
export function fragmentKeysOf(absence: FragmentSource, units: readonly string[]): AbsenceFragmentKey[] {
  return monthsOf(absence.begin, absence.end).flatMap((month) =>
    units.map((unitId) => ({ unitId, month, absenceId: absence.id })),
  );
}

/** The person's shifts during the absence (all their units): a warning, saving does not stop for it. */
export async function shiftConflicts(
  caller: Caller,
  absence: TAbsence,
): Promise<{ date: string; unitId: string; entryId: string }[]> {
  if (!isShown(absence.state)) return [];
  const plan = new PlanRepository(caller.tenant);
  const months = await Promise.all(
    monthsOf(absence.begin, absence.end).map((month) => plan.personMonth(absence.userId, month)),
  );
  return months
    .flatMap((items) => items.entries)
    .filter(
      (entry) => entry.userId === absence.userId && absence.begin <= entry.date && entry.date <= absence.end,
    )
    .sort((a, b) => a.date.localeCompare(b.date))
    .map((entry) => ({ date: entry.date, unitId: entry.unitId, entryId: entryIdOf(entry) }));
}

/**
 * The active people who may approve the person's absence: `absences.approve`, planning one of their units and
 * responsible for one of them (their `responsibleUnitIds` with the units below; unset: every unit), never the
 * person themselves. 1 Q roles + 1 Q users (+ 1 Q units when someone's responsibility is narrowed); at most
 * `limit`, so that the change stays one transaction.
 */
export async function approversOf(caller: Caller, person: User, limit: number): Promise<string[]> {
  if (limit <= 0) return [];
  const [roles, users] = await Promise.all([
    new RoleRepository(caller.tenant).list(),
    new UserRepository(caller.tenant).list(),
  ]);
  const permissionsOf = new Map(roles.map((role) => [role.id, new Set(role.permissions)]));
  const personUnits = new Set(unitsOfPerson(person));
  const candidates = users
    .filter((user) => user.active && user.id !== person.id)
    .flatMap((user) => {
      const granted = new Set(user.roleIds.flatMap((roleId) => [...(permissionsOf.get(roleId) ?? [])]));
      if (!grants(granted, 'absences.approve')) return [];
      const plans =
        grants(granted, 'calendar.plan') || unitsOfPerson(user).some((unitId) => personUnits.has(unitId));
      return plans ? [{ user, granted }] : [];
    });
  const narrowed = candidates.some(
    ({ user, granted }) =>
      !grants(granted, administratorPermission) && Array.isArray(user.responsibleUnitIds),
  );
  const units = narrowed ? await new UnitRepository(caller.tenant).list() : [];
  const responsible = ({ user, granted }: (typeof candidates)[number]) => {
    const listed = user.responsibleUnitIds;
    if (grants(granted, administratorPermission) || !Array.isArray(listed)) return true;
    return listed.some(
      (unitId) =>
        personUnits.has(unitId) || subUnitsOf(units, unitId, true).some((unit) => personUnits.has(unit.id)),
    );
  };
  return candidates
    .filter(responsible)
    .map(({ user }) => user.id)
    .slice(0, limit);
}
