import { describe, expect, it } from 'vitest';
import { buildUnitTree, inTreeOrder, levelOf, placementProblem, subUnitsOf } from './unit-tree';

const unit = (id: string, parentId: string | null, name = id) => ({ id, name, parentId });

/** A chain a > b > c, and d beside b. */
const units = [unit('c', 'b'), unit('a', null), unit('d', 'a'), unit('b', 'a')];

describe('units tree', () => {
  it('orders parents before children and siblings by name', () => {
    expect(inTreeOrder(units).map((item) => item.id)).toEqual(['a', 'b', 'c', 'd']);
    expect(buildUnitTree(units)[0]?.children.map((node) => node.unit.id)).toEqual(['b', 'd']);
  });

  it('finds direct and all sub-units, and levels', () => {
    expect(subUnitsOf(units, 'a', false).map((item) => item.id)).toEqual(['b', 'd']);
    expect(subUnitsOf(units, 'a', true).map((item) => item.id)).toEqual(['b', 'c', 'd']);
    expect(levelOf(units, 'c')).toBe(3);
  });

  it('refuses cycles and an 11th level', () => {
    expect(placementProblem(units, 'a', 'a')).toBe('cycle');
    expect(placementProblem(units, 'a', 'c')).toBe('cycle');
    expect(placementProblem(units, 'd', 'c')).toBeNull();
    const chain = Array.from({ length: 10 }, (_, index) => unit(`l${index + 1}`, index ? `l${index}` : null));
    expect(placementProblem(chain, undefined, 'l9')).toBeNull();
    expect(placementProblem(chain, undefined, 'l10')).toBe('tooDeep');
    // A unit with one level below it fits under level 8, not under level 9.
    expect(placementProblem([...chain, unit('x', null), unit('y', 'x')], 'x', 'l9')).toBe('tooDeep');
    expect(placementProblem([...chain, unit('x', null), unit('y', 'x')], 'x', 'l8')).toBeNull();
  });

  it('shows a unit whose parent is missing at the top', () => {
    expect(buildUnitTree([unit('orphan', 'gone')]).map((node) => node.unit.id)).toEqual(['orphan']);
  });
});
