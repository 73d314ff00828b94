/**
 * The pieces of an absence change: the caller's relation to the person, the fragments an absence has in the plan
 * partitions, the shifts it overlaps (the validator's other direction) and the approvers to tell.
 */
import { AppError } from '@app/shared/api/errors';
import { absenceStates, type TAbsence } from '@app/shared/absences/absence';
import { administratorPermission, grants } from '@app/shared/security/permissions';
import { hasPermission, type Caller } from '../security/caller';
import { UserRepository, type User } from '../users/user.repository';
import { RoleRepository } from '../roles/role.repository';
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
 */
export function actorFor(caller: Caller, person: User): Actor {
  const approver = hasPermission(caller, 'absences.approve') && plansUnitOf(caller, person);
  return {
    own: person.id === caller.user.id,
    canRequest: hasPermission(caller, 'absences.request'),
    approver,
    decider: approver || caller.permissions.has(administratorPermission),
  };
}

/** The person of an absence; 404 when unknown (another tenant's id finds nothing either). */
export async function requirePerson(caller: Caller, userId: string): Promise<User> {
  const person = await new UserRepository(caller.tenant).get(userId);
  if (!person) throw new AppError('NOT_FOUND');
  return person;
}

/** Who may read a person's absences: themselves, their approvers and planners, colleagues of their units. */
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
 * The active people who may approve the person's absence: `absences.approve` and planning one of their units,
 * never the person themselves. 1 Q roles + 1 Q users; at most `limit`, so that the change stays one transaction.
 */
export async function approversOf(caller: Caller, person: User, limit: number): Promise<string[]> {
  if (limit <= 0) return [];
  const [roles, users] = await Promise.all([
    new RoleRepository(caller.tenant).list(),
    new UserRepository(caller.tenant).list(),
  ]);
  const permissionsOf = new Map(roles.map((role) => [role.id, new Set(role.permissions)]));
  const personUnits = new Set(unitsOfPerson(person));
  return users
    .filter((user) => user.active && user.id !== person.id)
    .filter((user) => {
      const granted = new Set(user.roleIds.flatMap((roleId) => [...(permissionsOf.get(roleId) ?? [])]));
      if (!grants(granted, 'absences.approve')) return false;
      return (
        grants(granted, 'calendar.plan') || unitsOfPerson(user).some((unitId) => personUnits.has(unitId))
      );
    })
    .map((user) => user.id)
    .slice(0, limit);
}

export const isRequested = (absence: Pick<TAbsence, 'state'>) => absence.state === absenceStates.requested;
