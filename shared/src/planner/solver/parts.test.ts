import { describe, expect, it } from 'vitest';
import type { PlannerEmployee, PlannerProblem } from '../model';
import { solve } from './index';
import { independentParts } from './parts';

const employee = (id: string, maxShifts: Record<string, number>): PlannerEmployee => ({
  id,
  maxShifts,
  maxTotalMinutes: 2400,
  minTotalMinutes: 0,
  maxConsecutiveShifts: 5,
  minConsecutiveShifts: 1,
  minConsecutiveDaysOff: 1,
  maxWeekends: 99,
  daysOff: [],
  fixed: [],
});

const cover = (shiftTypeId: string) =>
  Array.from({ length: 7 }, (_, day) => ({
    day,
    shiftTypeId,
    requirement: 1,
    weightUnder: 100,
    weightOver: 1,
  }));

/** Two units: A's people work A's early and late shift, B's people B's early shift only. */
const twoUnits = (over: Partial<PlannerProblem> = {}): PlannerProblem => ({
  horizon: 7,
  firstWeekday: 1,
  shiftTypes: [
    { id: 'A-early', minutes: 480, cannotFollow: [], night: false },
    { id: 'B-early', minutes: 480, cannotFollow: [], night: false },
    { id: 'A-late', minutes: 480, cannotFollow: ['A-early'], night: false },
  ],
  employees: [
    employee('a1', { 'B-early': 0 }),
    employee('b1', { 'A-early': 0, 'A-late': 0 }),
    employee('a2', { 'B-early': 0 }),
    employee('b2', { 'A-early': 0, 'A-late': 0 }),
  ],
  shiftOnRequests: [],
  shiftOffRequests: [{ employeeId: 'a1', day: 3, shiftTypeId: 'A-early', weight: 2 }],
  cover: [...cover('A-early'), ...cover('B-early'), ...cover('A-late')],
  ...over,
});

describe('independent parts', () => {
  it('splits people and shift types that share nothing, keeping each part whole', () => {
    const parts = independentParts(twoUnits());
    expect(parts.map((part) => part.employees)).toEqual([
      [0, 2],
      [1, 3],
    ]);
    const [a, b] = parts;
    expect(a?.problem.shiftTypes.map((type) => type.id)).toEqual(['A-early', 'A-late']);
    expect(a?.problem.shiftTypes[1]?.cannotFollow).toEqual(['A-early']);
    expect(a?.problem.cover).toHaveLength(14);
    expect(a?.problem.shiftOffRequests).toHaveLength(1);
    expect(b?.problem.shiftTypes.map((type) => type.id)).toEqual(['B-early']);
    expect(b?.problem.employees.map((person) => Object.keys(person.maxShifts))).toEqual([[], []]);
  });

  it('keeps one problem when someone may work in both, or a fixed day or a wish joins them; a type nobody needs joins nobody', () => {
    const nobody = twoUnits();
    const idle = { ...employee('idle', { 'A-early': 0, 'A-late': 0, 'B-early': 0 }) };
    expect(
      independentParts({ ...nobody, employees: [...nobody.employees, idle] }).map((part) => part.employees),
    ).toEqual([
      [0, 2, 4],
      [1, 3],
    ]);
    const floater = twoUnits();
    expect(
      independentParts({ ...floater, employees: [...floater.employees, employee('f', {})] }),
    ).toHaveLength(1);
    const fixed = twoUnits();
    const b1 = {
      ...employee('b1', { 'A-early': 0, 'A-late': 0 }),
      fixed: [{ day: 0, shiftTypeId: 'A-late', minutes: 480 }],
    };
    expect(
      independentParts({ ...fixed, employees: fixed.employees.map((p) => (p.id === 'b1' ? b1 : p)) }),
    ).toHaveLength(1);
    const held = twoUnits({
      shiftTypes: [
        ...twoUnits().shiftTypes,
        { id: 'elsewhere', minutes: 300, cannotFollow: [], night: false },
      ],
    });
    const heldB1 = {
      ...employee('b1', { 'A-early': 0, 'A-late': 0 }),
      fixed: [{ day: 2, shiftTypeId: 'elsewhere', minutes: 300 }],
    };
    expect(
      independentParts({ ...held, employees: held.employees.map((p) => (p.id === 'b1' ? heldB1 : p)) }).map(
        (part) => part.employees,
      ),
    ).toEqual([
      [0, 2],
      [1, 3],
    ]);
    const wish = twoUnits({
      shiftOnRequests: [{ employeeId: 'b2', day: 1, shiftTypeId: 'A-early', weight: 1 }],
    });
    expect(independentParts(wish)).toHaveLength(1);
  });

  it('plans each part and answers for the whole problem: roster in its order, bound, objective', () => {
    const p = twoUnits();
    const result = solve(p, { timeLimitMs: 2000, seed: 1 });
    expect(result.feasible).toBe(true);
    // A: 14 shifts for two people of at most 5 each: 4 missing; B: 7 for two: covered. a1's wish kept.
    expect(result.objective).toBe(400);
    expect(result.lowerBound).toBeLessThanOrEqual(400);
    expect(result.roster[0]?.[3]).not.toBe('A-early');
    for (const [e, row] of result.roster.entries()) {
      const unit = e % 2 === 0 ? 'A-' : 'B-';
      expect(row.every((id) => id === null || id.startsWith(unit))).toBe(true);
    }
    const shifts = result.roster.map((row) => row.filter((id) => id !== null).length);
    expect(shifts[0]).toBe(5);
    expect(shifts[2]).toBe(5);
    expect((shifts[1] ?? 0) + (shifts[3] ?? 0)).toBe(7);
  });
});
