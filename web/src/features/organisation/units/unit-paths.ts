import type { TUnit } from '@app/shared/units/unit';
import { inTreeOrder } from '@app/shared/units/unit-tree';

export interface UnitPath {
  id: string;
  /** `Haus am Park › Wohnbereich 1`: the unit with the units above it. */
  path: string;
  /** The unit and every unit above it. */
  ancestorIds: string[];
}

/** Every unit in tree order with its path, for choosing a parent. */
export function unitPaths(units: readonly TUnit[]): UnitPath[] {
  const byId = new Map(units.map((unit) => [unit.id, unit]));
  return inTreeOrder(units).map((unit) => {
    const chain: TUnit[] = [];
    let current: TUnit | undefined = unit;
    while (current && !chain.includes(current)) {
      chain.unshift(current);
      current = current.parentId === null ? undefined : byId.get(current.parentId);
    }
    return {
      id: unit.id,
      path: chain.map((item) => item.name).join(' › '),
      ancestorIds: chain.map((item) => item.id),
    };
  });
}
