/**
 * The organisation tree: units created, changed, moved and deleted by people with group.edit / group.delete,
 * within the edition's number of sites, never in a cycle and never deeper than 10 levels. Each change is audited
 * in its own transaction. A change acts only within the caller's responsible units (docs/permissions.md): the
 * unit changed, and the parent a unit is created or moved under (the top of the tree: every unit); otherwise
 * 403 NOT_RESPONSIBLE naming the unit.
 */
import { randomUUID } from 'node:crypto';
import { editionRules } from '@app/shared/tenants/editions';
import { AppError } from '@app/shared/api/errors';
import { unitTypes, type TUnit, type TUnitTreeNode, type TUnitType } from '@app/shared/units/unit';
import {
  buildUnitTree,
  inTreeOrder,
  placementProblem,
  subUnitsOf,
  type UnitNode,
} from '@app/shared/units/unit-tree';
import type { Caller } from '../security/caller';
import {
  requireResponsibleForUnit,
  requireResponsibleForUnits,
  responsibleScope,
} from './responsibility-scope';
import { commitAudited } from '../audit/audit.service';
import { now as clockNow } from '../clock';
import { UnitRepository, type Unit } from './unit.repository';

export function toUnit(unit: Unit): TUnit {
  return {
    id: unit.id,
    name: unit.name,
    unitType: unit.unitType,
    parentId: unit.parentId,
    enabled: unit.enabled,
    holidayRegion: unit.holidayRegion ?? null,
    version: unit.version,
  };
}

export const unitTarget = (unit: Pick<Unit, 'id' | 'name'>) => ({
  type: 'unit',
  id: unit.id,
  name: unit.name,
});
const snapshot = (unit: Omit<Unit, 'version' | 'createdAt' | 'id'>) => ({
  name: unit.name,
  unitType: unit.unitType,
  parentId: unit.parentId,
  enabled: unit.enabled,
  holidayRegion: unit.holidayRegion ?? null,
});

export async function requireUnit(caller: Caller, unitId: string): Promise<Unit> {
  const unit = await new UnitRepository(caller.tenant).get(unitId);
  if (!unit) throw new AppError('NOT_FOUND');
  return unit;
}

/** A unit the caller changes: the tenant's (404) and within their responsibility (403 NOT_RESPONSIBLE). */
export async function requireEditedUnit(caller: Caller, unitId: string): Promise<Unit> {
  const unit = await requireUnit(caller, unitId);
  await requireResponsibleForUnit(caller, unit.id);
  return unit;
}

/** Placing a unit under `parentId`: responsible for the parent; at the top of the tree, for every unit. */
async function requirePlaceable(caller: Caller, parentId: string | null): Promise<void> {
  if (parentId !== null) return requireResponsibleForUnit(caller, parentId);
  const scope = await responsibleScope(caller);
  return requireResponsibleForUnits(caller, scope.unitNames.keys());
}

/** 402 EDITION_LIMIT when one more site would exceed the edition's sites (the Free Edition has one). */
async function assertSiteLimit(caller: Caller): Promise<void> {
  const limit = editionRules[caller.tenantRecord.edition].maxSites;
  if (limit === null) return;
  const sites = await new UnitRepository(caller.tenant).siteCount();
  if (sites >= limit) throw new AppError('EDITION_LIMIT', { details: { limit: 'maxSites', value: limit } });
}

function assertPlacement(units: readonly Unit[], unitId: string | undefined, parentId: string | null): void {
  if (parentId !== null && !units.some((unit) => unit.id === parentId)) {
    throw AppError.validation([{ path: 'body.parentId', code: 'unknown_unit', message: parentId }]);
  }
  const problem = placementProblem(units, unitId, parentId);
  if (problem === 'cycle') throw new AppError('UNIT_CYCLE');
  if (problem === 'tooDeep') throw new AppError('UNIT_TOO_DEEP', { details: { maxLevels: 10 } });
}

export async function listUnits(caller: Caller): Promise<TUnit[]> {
  return inTreeOrder(await new UnitRepository(caller.tenant).list()).map(toUnit);
}

export async function listSites(caller: Caller): Promise<TUnit[]> {
  return (await listUnits(caller)).filter((unit) => unit.unitType === unitTypes.site);
}

export async function getUnit(caller: Caller, unitId: string): Promise<TUnit> {
  return toUnit(await requireUnit(caller, unitId));
}

export async function unitsById(caller: Caller, unitIds: readonly string[]): Promise<TUnit[]> {
  if (!unitIds.length) return [];
  return (await new UnitRepository(caller.tenant).getMany([...new Set(unitIds)])).map(toUnit);
}

/** The tree; with `addResources` each unit's resources follow its sub-units (BatchGet of the lists). */
export async function unitTree(caller: Caller, addResources: boolean): Promise<TUnitTreeNode[]> {
  const repository = new UnitRepository(caller.tenant);
  const units = await repository.list();
  const resources = new Map<string, string[]>();
  if (addResources) {
    for (const list of await repository.getResourcesOf(units.map((unit) => unit.id)))
      resources.set(list.unitId, list.resourceIds);
  }
  const toNode = (node: UnitNode<Unit>): TUnitTreeNode => ({
    id: node.unit.id,
    text: node.unit.name,
    folderClass: 'UNIT',
    type: node.unit.unitType,
    enabled: node.unit.enabled,
    items: [
      ...node.children.map(toNode),
      // The tree reads no resources: a resource's node shows its id as its text.
      ...(resources.get(node.unit.id) ?? []).map((resourceId) => ({
        id: resourceId,
        text: resourceId,
        folderClass: 'RESOURCE' as const,
        type: 0,
        enabled: true,
        items: [],
      })),
    ],
  });
  return buildUnitTree(units).map(toNode);
}

export async function idsOf(caller: Caller, unitId: string, recursive: boolean): Promise<string[]> {
  const units = await new UnitRepository(caller.tenant).list();
  if (!units.some((unit) => unit.id === unitId)) throw new AppError('NOT_FOUND');
  // The unit selector's sub-unit toggle: off is the unit alone, on is the unit and everything below it.
  return recursive ? [unitId, ...subUnitsOf(units, unitId, true).map((unit) => unit.id)] : [unitId];
}

export async function subUnits(caller: Caller, unitId: string, recursive: boolean): Promise<TUnit[]> {
  const units = await new UnitRepository(caller.tenant).list();
  if (!units.some((unit) => unit.id === unitId)) throw new AppError('NOT_FOUND');
  return subUnitsOf(units, unitId, recursive).map(toUnit);
}

export interface UnitInput {
  name: string;
  unitType: TUnitType;
  parentId: string | null;
  enabled: boolean;
  holidayRegion: string | null;
}

export async function createUnit(caller: Caller, input: UnitInput, now = clockNow()): Promise<TUnit> {
  const repository = new UnitRepository(caller.tenant);
  assertPlacement(await repository.list(), undefined, input.parentId);
  await requirePlaceable(caller, input.parentId);
  if (input.unitType === unitTypes.site) await assertSiteLimit(caller);
  const unit = { id: randomUUID(), ...input, createdAt: now.toISOString() };
  await commitAudited(
    caller,
    { action: 'unit.create', target: unitTarget(unit), after: snapshot(unit), at: now },
    [repository.createWrite(unit)],
  );
  return toUnit({ ...unit, version: 1 });
}

export async function updateUnit(
  caller: Caller,
  unitId: string,
  input: UnitInput & { version: number },
  now = clockNow(),
): Promise<TUnit> {
  const repository = new UnitRepository(caller.tenant);
  const current = await requireEditedUnit(caller, unitId);
  if (current.version !== input.version) throw new AppError('CONFLICT');
  if (input.parentId !== current.parentId) {
    assertPlacement(await repository.list(), unitId, input.parentId);
    await requirePlaceable(caller, input.parentId);
  }
  if (input.unitType === unitTypes.site && current.unitType !== unitTypes.site) await assertSiteLimit(caller);
  const { version, ...fields } = input;
  const next = { ...current, ...fields };
  const moved = input.parentId !== current.parentId;
  await commitAudited(
    caller,
    {
      action: moved ? 'unit.move' : 'unit.update',
      target: unitTarget(current),
      before: snapshot(current),
      after: snapshot(next),
      at: now,
    },
    [repository.updateWrite(withoutVersion(next), version)],
  );
  return toUnit({ ...next, version: version + 1 });
}

export async function moveUnit(
  caller: Caller,
  unitId: string,
  input: { parentId: string | null; version: number },
  now = clockNow(),
): Promise<TUnit> {
  const current = await requireEditedUnit(caller, unitId);
  return updateUnit(
    caller,
    unitId,
    {
      name: current.name,
      unitType: current.unitType,
      enabled: current.enabled,
      holidayRegion: current.holidayRegion ?? null,
      parentId: input.parentId,
      version: input.version,
    },
    now,
  );
}

/** Deletes an empty unit: no sub-units, no members (409 UNIT_NOT_EMPTY otherwise). */
export async function deleteUnit(caller: Caller, unitId: string, version: number, now = clockNow()) {
  const repository = new UnitRepository(caller.tenant);
  const current = await requireEditedUnit(caller, unitId);
  const units = await repository.list();
  if (subUnitsOf(units, unitId, false).length) {
    throw new AppError('UNIT_NOT_EMPTY', { details: { reason: 'subUnits' } });
  }
  if (await repository.hasMembers(unitId)) {
    throw new AppError('UNIT_NOT_EMPTY', { details: { reason: 'members' } });
  }
  await commitAudited(
    caller,
    { action: 'unit.delete', target: unitTarget(current), before: snapshot(current), at: now },
    await repository.deleteWrites(current, version),
  );
}

function withoutVersion(unit: Unit) {
  const { version, ...rest } = unit;
  void version;
  return rest;
}
