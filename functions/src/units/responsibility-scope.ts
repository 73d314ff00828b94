/**
 * Per-unit responsibility (docs/permissions.md, "Responsibility for units"): a planner acts only within the units
 * they are responsible for. Administrators are responsible for every unit; a person whose `responsibleUnitIds` was
 * never set (everybody before responsibilities existed) too, until an administrator narrows them; otherwise the
 * listed units and every unit below them. The permission (`calendar.plan`, `time.approve`, ...) still decides
 * whether someone may act at all: responsibility only narrows where.
 *
 * And nobody decides on their own time or absence: `requireNotOwnDecision` refuses it to everyone but
 * administrators, whose own decisions are marked in the audit (`ownDecision`).
 */
import { AppError } from '@app/shared/api/errors';
import { subUnitsOf } from '@app/shared/units/unit-tree';
import { UnitRepository } from './unit.repository';
import { hasPermission, type Caller } from '../security/caller';

export interface UnitScope {
  /** Responsible for every unit of the company. */
  readonly all: boolean;
  /** With `all` false: the responsible units, sub-units included. */
  readonly unitIds: ReadonlySet<string>;
  /** Names of the company's units, for the answer that names a unit. */
  readonly unitNames: ReadonlyMap<string, string>;
}

// One read of the units per request: a caller lives for one request.
const scopes = new WeakMap<Caller, Promise<UnitScope>>();

async function loadScope(caller: Caller): Promise<UnitScope> {
  const units = await new UnitRepository(caller.tenant).list();
  const unitNames = new Map(units.map((unit) => [unit.id, unit.name]));
  const listed = caller.user.responsibleUnitIds;
  if (hasPermission(caller, 'access.administrator') || listed === undefined || listed === null) {
    return { all: true, unitIds: new Set(unitNames.keys()), unitNames };
  }
  const unitIds = new Set(
    listed
      .filter((id) => unitNames.has(id))
      .flatMap((id) => [id, ...subUnitsOf(units, id, true).map((unit) => unit.id)]),
  );
  return { all: false, unitIds, unitNames };
}

/** The caller's responsible units (read once per request). */
export function responsibleScope(caller: Caller): Promise<UnitScope> {
  let scope = scopes.get(caller);
  if (!scope) {
    scope = loadScope(caller);
    scopes.set(caller, scope);
  }
  return scope;
}

/** Whether the caller is responsible for `unitId`. */
export async function isResponsibleForUnit(caller: Caller, unitId: string): Promise<boolean> {
  const scope = await responsibleScope(caller);
  return scope.all || scope.unitIds.has(unitId);
}

function notResponsible(scope: UnitScope, unitId: string): AppError {
  return new AppError('NOT_RESPONSIBLE', {
    params: { unit: scope.unitNames.get(unitId) ?? unitId },
    details: { unitId },
  });
}

/** 403 `NOT_RESPONSIBLE` naming the unit unless the caller is responsible for every one of `unitIds`. */
export async function requireResponsibleForUnits(caller: Caller, unitIds: Iterable<string>): Promise<void> {
  const scope = await responsibleScope(caller);
  if (scope.all) return;
  for (const unitId of unitIds) if (!scope.unitIds.has(unitId)) throw notResponsible(scope, unitId);
}

export function requireResponsibleForUnit(caller: Caller, unitId: string): Promise<void> {
  return requireResponsibleForUnits(caller, [unitId]);
}

/** A person's units as the user record keeps them (primary first). */
export interface PersonUnits {
  unitId?: string | null | undefined;
  extraUnitIds?: readonly string[] | undefined;
}

const unitsOf = (person: PersonUnits): string[] =>
  [person.unitId ?? null, ...(person.extraUnitIds ?? [])].filter((id): id is string => id !== null);

/**
 * Whether the caller is responsible for a person: for one of the person's units (primary or extra: a planner
 * of a unit plans its guests too). A person without any unit belongs to whoever is responsible for everything.
 */
export async function isResponsibleForPerson(caller: Caller, person: PersonUnits): Promise<boolean> {
  const scope = await responsibleScope(caller);
  return scope.all || unitsOf(person).some((unitId) => scope.unitIds.has(unitId));
}

/** 403 `NOT_RESPONSIBLE` naming the person's primary unit unless the caller is responsible for the person. */
export async function requireResponsibleForPerson(caller: Caller, person: PersonUnits): Promise<void> {
  if (await isResponsibleForPerson(caller, person)) return;
  const scope = await responsibleScope(caller);
  throw notResponsible(scope, unitsOf(person)[0] ?? '');
}

/** A filter of unit ids by the caller's responsibility, for lists (reports, leave calendar, exports). */
export async function responsibleUnitFilter(caller: Caller): Promise<(unitId: string) => boolean> {
  const scope = await responsibleScope(caller);
  return (unitId) => scope.all || scope.unitIds.has(unitId);
}

/**
 * Refuses a decision on one's own time or absence (`403 OWN_DECISION`): corrections, overtime decisions,
 * confirmations, booking approvals, absence approvals. Administrators may; the answer says whether it was their
 * own, so that the audit entry marks it (`ownDecision: true`).
 */
export function requireNotOwnDecision(caller: Caller, personUserId: string): { ownDecision: boolean } {
  if (personUserId !== caller.user.id) return { ownDecision: false };
  if (hasPermission(caller, 'access.administrator')) return { ownDecision: true };
  throw new AppError('OWN_DECISION', { details: { userId: personUserId } });
}

/** Whether a decision on `personUserId` would be the caller's own and is refused (for lists and previews). */
export function decidesOwn(caller: Caller, personUserId: string): boolean {
  return personUserId === caller.user.id && !hasPermission(caller, 'access.administrator');
}
