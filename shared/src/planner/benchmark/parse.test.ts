import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseInstance } from './parse';

const instance = (n: number) =>
  parseInstance(readFileSync(new URL(`./fixtures/Instance${n}.txt`, import.meta.url), 'utf8'));

describe('parseInstance', () => {
  it('reads Instance1: 14 days, 8 people, one shift type, a cover line per day', () => {
    const problem = instance(1);
    expect(problem.horizon).toBe(14);
    expect(problem.firstWeekday).toBe(1);
    expect(problem.shiftTypes).toEqual([{ id: 'D', minutes: 480, cannotFollow: [], night: false }]);
    expect(problem.employees.map((employee) => employee.id)).toEqual([
      'A',
      'B',
      'C',
      'D',
      'E',
      'F',
      'G',
      'H',
    ]);
    expect(problem.employees[0]).toEqual({
      id: 'A',
      maxShifts: { D: 14 },
      maxTotalMinutes: 4320,
      minTotalMinutes: 3360,
      maxConsecutiveShifts: 5,
      minConsecutiveShifts: 2,
      minConsecutiveDaysOff: 2,
      maxWeekends: 1,
      daysOff: [0],
      fixed: [],
    });
    expect(problem.cover).toHaveLength(14);
    expect(problem.shiftOnRequests).toHaveLength(21);
    expect(problem.shiftOnRequests[0]).toEqual({ employeeId: 'A', day: 2, shiftTypeId: 'D', weight: 2 });
    expect(problem.shiftOffRequests).toHaveLength(5);
    expect(problem.shiftOffRequests[4]).toEqual({ employeeId: 'H', day: 3, shiftTypeId: 'D', weight: 3 });
    expect(problem.fairnessWeight ?? 0).toBe(0);
    expect(problem.requestsOnly ?? false).toBe(false);
  });

  it('reads Instance2: two shift types, a late shift that the early one may not follow, a forbidden type', () => {
    const problem = instance(2);
    expect(problem.employees).toHaveLength(14);
    expect(problem.shiftTypes.map((shift) => [shift.id, shift.cannotFollow])).toEqual([
      ['E', []],
      ['L', ['E']],
    ]);
    expect(problem.cover).toHaveLength(28);
    expect(problem.shiftOnRequests).toHaveLength(50);
    expect(problem.shiftOffRequests).toHaveLength(12);
    const d = problem.employees.find((employee) => employee.id === 'D');
    expect(d?.maxShifts).toEqual({ E: 14, L: 0 });
    const k = problem.employees.find((employee) => employee.id === 'K');
    expect(k).toMatchObject({ maxTotalMinutes: 2160, minTotalMinutes: 1200, minConsecutiveDaysOff: 1 });
  });

  it('reads Instance3: three shift types, every (day, shift) covered once, days off per person', () => {
    const problem = instance(3);
    expect(problem.employees).toHaveLength(20);
    expect(problem.shiftTypes.map((shift) => shift.id)).toEqual(['E', 'D', 'L']);
    expect(problem.shiftTypes[2]?.cannotFollow).toEqual(['E', 'D']);
    expect(problem.cover).toHaveLength(42);
    expect(new Set(problem.cover.map((cover) => `${cover.day}-${cover.shiftTypeId}`)).size).toBe(42);
    expect(problem.cover[1]).toEqual({
      day: 0,
      shiftTypeId: 'D',
      requirement: 3,
      weightUnder: 100,
      weightOver: 1,
    });
    expect(problem.shiftOnRequests).toHaveLength(39);
    expect(problem.shiftOffRequests).toHaveLength(25);
    expect(problem.employees.find((employee) => employee.id === 'B')?.daysOff).toEqual([6]);
  });

  it('reads several day indexes on one line and refuses unknown shifts', () => {
    const text = [
      'SECTION_HORIZON',
      '7',
      'SECTION_SHIFTS',
      'D,480,',
      'SECTION_STAFF',
      'A,D=7,3000,0,7,1,1,1',
      'SECTION_DAYS_OFF',
      'A,3,4',
      'SECTION_COVER',
      '0,D,1,100,1',
    ].join('\n');
    expect(parseInstance(text).employees[0]?.daysOff).toEqual([3, 4]);
    expect(() => parseInstance(text.replace('0,D,1', '0,N,1'))).toThrow('unknown shift N');
  });
});
