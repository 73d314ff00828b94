/**
 * Pure logic of the calendar unit picker: checking a unit checks everything below it (unchecking likewise),
 * and the resources tree offers the resources of the checked units.
 */
import type { TUnitTreeNode } from '@app/shared/units/unit';
import { subUnitsOf, type TreeUnit } from '@app/shared/units/unit-tree';
import type { TResponsibilityMode } from '@app/shared/units/responsibility';

/** What a calendar shows: the units (sub-units resolved) and the resources, and the mode they come from. */
export interface CalendarSelection {
  mode: TResponsibilityMode;
  unitIds: string[];
  resourceIds: string[];
}

/** The checked units after (un)checking `unitId`: the unit and every unit below it change together. */
export function toggleUnit(
  units: readonly TreeUnit[],
  checked: ReadonlySet<string>,
  unitId: string,
  on: boolean,
): Set<string> {
  const next = new Set(checked);
  for (const id of [unitId, ...subUnitsOf(units, unitId, true).map((unit) => unit.id)]) {
    if (on) next.add(id);
    else next.delete(id);
  }
  return next;
}

/** Each unit's resource ids, in their order, from the tree answered with resources. */
export function resourcesByUnit(tree: readonly TUnitTreeNode[]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const walk = (nodes: readonly TUnitTreeNode[]) => {
    for (const node of nodes) {
      if (node.folderClass !== 'UNIT') continue;
      out.set(
        node.id,
        node.items.filter((item) => item.folderClass === 'RESOURCE').map((item) => item.id),
      );
      walk(node.items);
    }
  };
  walk(tree);
  return out;
}

/** The resources the checked units work in, each once, in unit order then their own order. */
export function resourcesOfUnits(
  byUnit: ReadonlyMap<string, readonly string[]>,
  unitIds: Iterable<string>,
): string[] {
  const out = new Set<string>();
  for (const id of unitIds) for (const resourceId of byUnit.get(id) ?? []) out.add(resourceId);
  return [...out];
}

/** Whether two id lists hold the same ids (order aside). */
export function sameIds(a: Iterable<string>, b: Iterable<string>): boolean {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((id) => right.has(id));
}
