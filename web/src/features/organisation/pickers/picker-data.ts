import type { TUnit } from '@app/shared/units/unit';
import { subUnitsOf } from '@app/shared/units/unit-tree';
import type { TUser } from '@app/shared/users/user';

/** The spec's page size of pickers (grids elsewhere page at 25). */
export const pickerPageSize = 15;

/** The value of the unit selector: one unit (or none) and whether the units below it count too. */
export interface UnitSelection {
  unitId: string | null;
  withSubUnits: boolean;
}

export const noUnit: UnitSelection = { unitId: null, withSubUnits: false };

/**
 * The ids a selection stands for: the unit alone, or with every unit below it. `null` when no unit is chosen
 * (no restriction), so that a filter can tell "all" from "none".
 */
export function unitIdsOf(
  units: readonly TUnit[],
  selection: UnitSelection | null | undefined,
): string[] | null {
  if (!selection?.unitId) return null;
  if (!selection.withSubUnits) return [selection.unitId];
  return [selection.unitId, ...subUnitsOf(units, selection.unitId, true).map((unit) => unit.id)];
}

/** The spec's rule "unit dropdown value resets to 0 if absent from new data": an unknown unit becomes none. */
export function keepKnownUnit(selection: UnitSelection, units: readonly TUnit[]): UnitSelection {
  if (selection.unitId === null || units.some((unit) => unit.id === selection.unitId)) return selection;
  return { ...selection, unitId: null };
}

/** One page of `rows` (pages count from 0; a page beyond the end shows the last one). */
export function pageOf<T>(rows: readonly T[], page: number): { rows: T[]; page: number; pages: number } {
  const pages = Math.max(1, Math.ceil(rows.length / pickerPageSize));
  const current = Math.min(Math.max(0, page), pages - 1);
  return { rows: rows.slice(current * pickerPageSize, (current + 1) * pickerPageSize), page: current, pages };
}

/** Case- and accent-blind "contains", as the widgets search. */
export function textMatches(text: string, search: string): boolean {
  const fold = (value: string) =>
    value
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLocaleLowerCase();
  const needle = fold(search.trim());
  return needle === '' || fold(text).includes(needle);
}

export interface UserFilter {
  search: string;
  /** Ids of the units whose members count (primary or extra unit); `null` for everyone. */
  unitIds: readonly string[] | null;
  includeInactive: boolean;
}

/** The people a picker lists: by name or user name, members of the units, active unless told. */
export function filterUsers(users: readonly TUser[], filter: UserFilter): TUser[] {
  const units = filter.unitIds && new Set(filter.unitIds);
  return users.filter(
    (user) =>
      (filter.includeInactive || user.active) &&
      (textMatches(user.displayName, filter.search) || textMatches(user.username, filter.search)) &&
      (!units ||
        (user.unitId !== null && units.has(user.unitId)) ||
        user.extraUnitIds.some((id) => units.has(id))),
  );
}

/** `ids` with `add` switched on or off (order kept, each id once). */
export function toggledIds(ids: readonly string[], add: readonly string[], on: boolean): string[] {
  if (!on) {
    const off = new Set(add);
    return ids.filter((id) => !off.has(id));
  }
  return [...new Set([...ids, ...add])];
}
