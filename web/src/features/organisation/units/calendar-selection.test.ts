import { describe, expect, it } from 'vitest';
import type { TUnitTreeNode } from '@app/shared/units/unit';
import { resourcesByUnit, resourcesOfUnits, sameIds, toggleUnit } from './calendar-selection';

const unit = (id: string, parentId: string | null) => ({ id, name: id, parentId });
/** site > (team a > night, team b) */
const units = [unit('site', null), unit('a', 'site'), unit('night', 'a'), unit('b', 'site')];

describe('the calendar unit picker selection', () => {
  it('checks and unchecks a unit together with everything below it, nothing above or beside it', () => {
    const fromSite = toggleUnit(units, new Set(), 'site', true);
    expect([...fromSite].sort()).toEqual(['a', 'b', 'night', 'site']);
    expect([...toggleUnit(units, fromSite, 'a', false)].sort()).toEqual(['b', 'site']);
    expect([...toggleUnit(units, new Set(['b']), 'a', true)].sort()).toEqual(['a', 'b', 'night']);
  });

  it("takes each unit's resources from the tree and offers them once, in unit order", () => {
    const node = (id: string, folderClass: 'UNIT' | 'RESOURCE', items: TUnitTreeNode[] = []) => ({
      id,
      text: id,
      folderClass,
      type: 0,
      enabled: true,
      items,
    });
    const tree = [
      node('site', 'UNIT', [
        node('a', 'UNIT', [node('care', 'RESOURCE'), node('cleaning', 'RESOURCE'), node('night', 'UNIT')]),
        node('b', 'UNIT', [node('kitchen', 'RESOURCE'), node('care', 'RESOURCE')]),
      ]),
    ];
    const byUnit = resourcesByUnit(tree);
    expect(byUnit.get('a')).toEqual(['care', 'cleaning']);
    expect(byUnit.get('night')).toEqual([]);
    expect(resourcesOfUnits(byUnit, ['b', 'a'])).toEqual(['kitchen', 'care', 'cleaning']);
    expect(resourcesOfUnits(byUnit, ['site', 'night'])).toEqual([]);
  });

  it('compares id lists regardless of order', () => {
    expect(sameIds(['a', 'b'], new Set(['b', 'a']))).toBe(true);
    expect(sameIds(['a'], ['a', 'b'])).toBe(false);
  });
});
