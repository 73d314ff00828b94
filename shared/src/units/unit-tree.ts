/**
 * Pure logic of the units tree: built in memory from the tenant's flat list of units (one Query), for the
 * tree answer, sub-unit ids, depth limits and cycle checks of moves.
 */
import { maxUnitDepth } from './unit';

export interface TreeUnit {
  id: string;
  name: string;
  parentId: string | null;
}

export interface UnitNode<U extends TreeUnit> {
  unit: U;
  children: UnitNode<U>[];
}

const byName = (a: TreeUnit, b: TreeUnit) => a.name.localeCompare(b.name, 'de');

/** The forest of units, children sorted by name. A unit whose parent is missing is shown as a root. */
export function buildUnitTree<U extends TreeUnit>(units: readonly U[]): UnitNode<U>[] {
  const ids = new Set(units.map((unit) => unit.id));
  const childrenOf = new Map<string | null, U[]>();
  for (const unit of units) {
    const parent = unit.parentId !== null && ids.has(unit.parentId) ? unit.parentId : null;
    childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), unit]);
  }
  const seen = new Set<string>();
  const nodes = (parent: string | null): UnitNode<U>[] =>
    [...(childrenOf.get(parent) ?? [])]
      .sort(byName)
      .filter((unit) => !seen.has(unit.id) && seen.add(unit.id))
      .map((unit) => ({ unit, children: nodes(unit.id) }));
  return nodes(null);
}

/** Every unit in tree order: parents before their children, siblings by name. */
export function inTreeOrder<U extends TreeUnit>(units: readonly U[]): U[] {
  const out: U[] = [];
  const walk = (nodes: UnitNode<U>[]) => {
    for (const node of nodes) {
      out.push(node.unit);
      walk(node.children);
    }
  };
  walk(buildUnitTree(units));
  return out;
}

/** The units below `unitId` (not itself), in tree order; only the direct ones unless `recursive`. */
export function subUnitsOf<U extends TreeUnit>(units: readonly U[], unitId: string, recursive: boolean): U[] {
  const direct = units.filter((unit) => unit.parentId === unitId).sort(byName);
  if (!recursive) return direct;
  const out: U[] = [];
  const seen = new Set<string>([unitId]);
  const walk = (list: U[]) => {
    for (const unit of list) {
      if (seen.has(unit.id)) continue;
      seen.add(unit.id);
      out.push(unit);
      walk(units.filter((candidate) => candidate.parentId === unit.id).sort(byName));
    }
  };
  walk(direct);
  return out;
}

/** The level of a unit: 1 for a unit at the top, 2 for its children, ... */
export function levelOf(units: readonly TreeUnit[], unitId: string): number {
  const byId = new Map(units.map((unit) => [unit.id, unit]));
  let level = 0;
  let current = byId.get(unitId);
  const seen = new Set<string>();
  while (current && !seen.has(current.id)) {
    seen.add(current.id);
    level++;
    current = current.parentId === null ? undefined : byId.get(current.parentId);
  }
  return level;
}

/** How many levels the unit and everything below it span (1 for a unit without sub-units). */
export function heightOf(units: readonly TreeUnit[], unitId: string): number {
  const below = subUnitsOf(units, unitId, true);
  let height = 1;
  for (const unit of below) {
    height = Math.max(height, levelOf(units, unit.id) - levelOf(units, unitId) + 1);
  }
  return height;
}

export type PlacementProblem = 'cycle' | 'tooDeep' | null;

/**
 * Whether `unitId` (new, when undefined) with everything below it may sit under `parentId`: never under itself
 * or one of its sub-units, and never deeper than the tree's 10 levels.
 */
export function placementProblem(
  units: readonly TreeUnit[],
  unitId: string | undefined,
  parentId: string | null,
): PlacementProblem {
  if (unitId !== undefined && parentId !== null) {
    if (parentId === unitId) return 'cycle';
    if (subUnitsOf(units, unitId, true).some((unit) => unit.id === parentId)) return 'cycle';
  }
  const parentLevel = parentId === null ? 0 : levelOf(units, parentId);
  const height = unitId === undefined ? 1 : heightOf(units, unitId);
  return parentLevel + height > maxUnitDepth ? 'tooDeep' : null;
}
