import { describe, expect, it } from 'vitest';
import { filterUsers, keepKnownUnit, pageOf, pickerPageSize, toggledIds, unitIdsOf } from './picker-data';
import { groupA, kitchen, lake, park, team1, team2, units, user } from './picker-fixtures';

describe('unitIdsOf', () => {
  it('is the unit alone without the toggle, and the unit with everything below it with it', () => {
    expect(unitIdsOf(units, { unitId: park.id, withSubUnits: false })).toEqual([park.id]);
    expect(unitIdsOf(units, { unitId: park.id, withSubUnits: true })?.sort()).toEqual(
      [park.id, team1.id, kitchen.id, groupA.id].sort(),
    );
    expect(unitIdsOf(units, { unitId: team1.id, withSubUnits: true })).toEqual([team1.id, groupA.id]);
  });

  it('is no restriction (null) without a unit', () => {
    expect(unitIdsOf(units, { unitId: null, withSubUnits: true })).toBeNull();
    expect(unitIdsOf(units, undefined)).toBeNull();
  });
});

describe('keepKnownUnit (spec: the unit dropdown resets to 0 when new data lacks its unit)', () => {
  it('keeps a known unit and drops an unknown one, keeping the toggle', () => {
    const chosen = { unitId: lake.id, withSubUnits: true };
    expect(keepKnownUnit(chosen, units)).toBe(chosen);
    expect(keepKnownUnit(chosen, [park, team1])).toEqual({ unitId: null, withSubUnits: true });
  });
});

describe('pageOf', () => {
  const rows = Array.from({ length: 31 }, (_, index) => index);
  it(`pages at ${pickerPageSize} and keeps a page beyond the end on the last one`, () => {
    expect(pageOf(rows, 0)).toMatchObject({ page: 0, pages: 3, rows: rows.slice(0, 15) });
    expect(pageOf(rows, 2).rows).toEqual([30]);
    expect(pageOf(rows, 7).page).toBe(2);
    expect(pageOf([], 0)).toEqual({ rows: [], page: 0, pages: 1 });
  });
});

describe('filterUsers', () => {
  const anna = user(1, 'Anna Ähnlich', team1.id);
  const ben = user(2, 'Ben Koch', kitchen.id, { extraUnitIds: [team2.id] });
  const carla = user(3, 'Carla Alt', groupA.id, { active: false });
  const all = [anna, ben, carla];

  it('searches names and user names ignoring case and accents, and leaves out inactive people unless told', () => {
    const ids = (filter: Parameters<typeof filterUsers>[1]) => filterUsers(all, filter).map((u) => u.id);
    expect(ids({ search: 'ahn', unitIds: null, includeInactive: false })).toEqual([anna.id]);
    expect(ids({ search: 'ben.k', unitIds: null, includeInactive: false })).toEqual([ben.id]);
    expect(ids({ search: '', unitIds: null, includeInactive: false })).toEqual([anna.id, ben.id]);
    expect(ids({ search: '', unitIds: null, includeInactive: true })).toEqual([anna.id, ben.id, carla.id]);
  });

  it('counts primary and extra units', () => {
    const ids = (unitIds: string[]) =>
      filterUsers(all, { search: '', unitIds, includeInactive: true }).map((u) => u.id);
    expect(ids([team2.id])).toEqual([ben.id]);
    expect(ids([team1.id, groupA.id])).toEqual([anna.id, carla.id]);
    expect(ids([lake.id])).toEqual([]);
  });
});

describe('toggledIds', () => {
  it('adds each id once in order and removes the ones switched off', () => {
    expect(toggledIds(['a', 'b'], ['b', 'c'], true)).toEqual(['a', 'b', 'c']);
    expect(toggledIds(['a', 'b', 'c'], ['a', 'c'], false)).toEqual(['b']);
  });
});
