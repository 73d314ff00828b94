import { describe, expect, it } from 'vitest';
import { benchScenario } from './bench-world';
import { checkRange } from './index';
import { uid } from './test-world';
import type { RuleWorld } from './types';

/** The bench world with its first 50 people and their shifts moved to a second unit. */
function twoUnits(): ReturnType<typeof benchScenario> {
  const scenario = benchScenario();
  const { world } = scenario;
  const [home] = [...world.units.values()];
  if (!home) throw new Error('bench world without a unit');
  const moved = new Set(home.memberIds.slice(0, 50));
  const other = uid(2);
  const split: RuleWorld = {
    ...world,
    units: new Map([
      [home.id, { ...home, memberIds: home.memberIds.filter((id) => !moved.has(id)) }],
      [other, { id: other, name: 'Other', parentId: null, memberIds: [...moved] }],
    ]),
    people: new Map(
      [...world.people].map(([id, person]) => [id, moved.has(id) ? { ...person, unitIds: [other] } : person]),
    ),
    shifts: world.shifts.map((shift) =>
      shift.userId !== null && moved.has(shift.userId) ? { ...shift, unitId: other } : shift,
    ),
  };
  return { ...scenario, world: split };
}

describe('checkRange options', () => {
  it('without solutions answers the same findings, only without suggested people', () => {
    const { setup, world } = benchScenario();
    const full = checkRange(setup, world);
    expect(full.some((finding) => finding.solutions.length > 0)).toBe(true);
    const bare = checkRange(setup, { ...world }, { solutions: false });
    expect(bare.every((finding) => finding.solutions.length === 0)).toBe(true);
    expect(bare).toEqual(full.map((finding) => ({ ...finding, solutions: [] })));
  });

  it("answers a unit's findings with the same suggestions as the whole check", () => {
    const { setup, world } = twoUnits();
    const home = uid(1);
    const full = checkRange(setup, world);
    const chosen = checkRange(setup, { ...world }, { unitIds: [home] });
    const expected = full.filter(
      (finding) =>
        finding.unitId === home ||
        (finding.userId !== null && world.people.get(finding.userId)?.unitIds.includes(home)),
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(full.length);
    expect(expected.some((finding) => finding.solutions.length > 0)).toBe(true);
    expect(chosen).toEqual(expected);
  });
});
