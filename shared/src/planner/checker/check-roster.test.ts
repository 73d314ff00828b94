import { describe, expect, it } from 'vitest';
import type { PlannerEmployee, PlannerProblem, PlannerRoster } from '../model';
import { checkRoster } from './check-roster';

/** Limits that hold for any roster of two weeks unless a test tightens one. */
function person(id: string, overrides: Partial<PlannerEmployee> = {}): PlannerEmployee {
  return {
    id,
    maxShifts: { E: 14, L: 14 },
    maxTotalMinutes: 14 * 480,
    minTotalMinutes: 0,
    maxConsecutiveShifts: 14,
    minConsecutiveShifts: 1,
    minConsecutiveDaysOff: 1,
    maxWeekends: 2,
    daysOff: [],
    fixed: [],
    ...overrides,
  };
}

/** One person over two weeks from a Monday. */
function problem(
  employee: Partial<PlannerEmployee> = {},
  extra: Partial<PlannerProblem> = {},
): PlannerProblem {
  return {
    horizon: 14,
    firstWeekday: 1,
    // An early shift may not follow a late one (E after L).
    shiftTypes: [
      { id: 'E', minutes: 480, cannotFollow: [], night: false },
      { id: 'L', minutes: 480, cannotFollow: ['E'], night: false },
    ],
    employees: [person('A', employee)],
    shiftOnRequests: [],
    shiftOffRequests: [],
    cover: [],
    ...extra,
  };
}

/** `'EE.L'` -> ['E', 'E', null, 'L'], padded with days off to the horizon. */
function days(pattern: string, horizon = 14): (string | null)[] {
  return Array.from({ length: horizon }, (_, day) => {
    const shift = pattern[day];
    return shift === undefined || shift === '.' ? null : shift;
  });
}

function broken(check: ReturnType<typeof checkRoster>) {
  return check.violations.map(({ constraint, employeeId, day }) => ({ constraint, employeeId, day }));
}

describe('checkRoster: each hard constraint', () => {
  it('holds for a roster within every limit', () => {
    expect(checkRoster(problem(), [days('EEL..LL.E')])).toMatchObject({ feasible: true, violations: [] });
  });

  it('1: refuses a planned shift on a day the person already works (a fixed day)', () => {
    const check = checkRoster(problem({ fixed: [{ day: 2, shiftTypeId: null, minutes: 300 }] }), [
      days('..E'),
    ]);
    expect(check.feasible).toBe(false);
    expect(broken(check)).toEqual([{ constraint: 'one-shift-per-day', employeeId: 'A', day: 2 }]);
  });

  it('2: refuses an early shift the day after a late one, also after a fixed late shift', () => {
    expect(broken(checkRoster(problem(), [days('LE')]))).toEqual([
      { constraint: 'cannot-follow', employeeId: 'A', day: 1 },
    ]);
    const fixedLate = problem({ fixed: [{ day: 3, shiftTypeId: 'L', minutes: 480 }] });
    expect(broken(checkRoster(fixedLate, [days('....E')]))).toEqual([
      { constraint: 'cannot-follow', employeeId: 'A', day: 4 },
    ]);
    // The other way round is allowed.
    expect(checkRoster(problem(), [days('EL')]).feasible).toBe(true);
  });

  it('3: refuses more shifts of a type than allowed, and any of a type limited to 0', () => {
    expect(broken(checkRoster(problem({ maxShifts: { E: 2, L: 14 } }), [days('EE.E')]))).toEqual([
      { constraint: 'max-shifts', employeeId: 'A', day: undefined },
    ]);
    expect(broken(checkRoster(problem({ maxShifts: { E: 14, L: 0 } }), [days('.L')]))).toEqual([
      { constraint: 'max-shifts', employeeId: 'A', day: undefined },
    ]);
  });

  it('4: refuses fewer minutes than the minimum and more than the maximum, fixed days counted', () => {
    expect(broken(checkRoster(problem({ minTotalMinutes: 1440 }), [days('EE')]))).toEqual([
      { constraint: 'total-minutes', employeeId: 'A', day: undefined },
    ]);
    const withFixed = problem({
      minTotalMinutes: 1440,
      fixed: [{ day: 5, shiftTypeId: null, minutes: 480 }],
    });
    expect(checkRoster(withFixed, [days('EE')]).feasible).toBe(true);
    expect(broken(checkRoster(problem({ maxTotalMinutes: 1000 }), [days('E.E.E')]))).toEqual([
      { constraint: 'total-minutes', employeeId: 'A', day: undefined },
    ]);
  });

  it('5: refuses a run of worked days longer than the maximum, also at the start of the horizon', () => {
    expect(broken(checkRoster(problem({ maxConsecutiveShifts: 3 }), [days('EEEE')]))).toEqual([
      { constraint: 'max-consecutive-shifts', employeeId: 'A', day: 0 },
    ]);
    expect(checkRoster(problem({ maxConsecutiveShifts: 3 }), [days('EEE.EEE')]).feasible).toBe(true);
    // A fixed day joins the run it touches.
    const fixed = problem({ maxConsecutiveShifts: 3, fixed: [{ day: 7, shiftTypeId: null, minutes: 0 }] });
    expect(broken(checkRoster(fixed, [days('....EEE')]))).toEqual([
      { constraint: 'max-consecutive-shifts', employeeId: 'A', day: 4 },
    ]);
  });

  it('6: refuses a short run of worked days inside the horizon, not one touching its start or end', () => {
    const twoInARow = problem({ minConsecutiveShifts: 2 });
    expect(broken(checkRoster(twoInARow, [days('...E')]))).toEqual([
      { constraint: 'min-consecutive-shifts', employeeId: 'A', day: 3 },
    ]);
    expect(checkRoster(twoInARow, [days('E..EE........E')]).feasible).toBe(true);
  });

  it('7: refuses a short run of days off inside the horizon, not one touching its start or end', () => {
    const twoOff = problem({ minConsecutiveDaysOff: 2 });
    expect(broken(checkRoster(twoOff, [days('EE.EE')]))).toEqual([
      { constraint: 'min-consecutive-days-off', employeeId: 'A', day: 2 },
    ]);
    expect(checkRoster(twoOff, [days('.EE..EE......')]).feasible).toBe(true);
  });

  it('8: refuses more worked weekends than allowed (Saturday or Sunday worked), by the first weekday', () => {
    // Days 5 (Saturday of week 0) and 13 (Sunday of week 1) from a Monday: two weekends.
    const oneWeekend = problem({ maxWeekends: 1 });
    expect(broken(checkRoster(oneWeekend, [days('.....E.......E')]))).toEqual([
      { constraint: 'max-weekends', employeeId: 'A', day: undefined },
    ]);
    // Saturday and Sunday of the same weekend count once.
    expect(checkRoster(oneWeekend, [days('.....EE')]).feasible).toBe(true);
    // From a Saturday (firstWeekday 6), days 0-1 and 7-8 are the weekends: days 5 and 13 are weekdays.
    expect(
      checkRoster(problem({ maxWeekends: 0 }, { firstWeekday: 6 }), [days('.....E.......E')]).feasible,
    ).toBe(true);
    expect(broken(checkRoster(problem({ maxWeekends: 0 }, { firstWeekday: 6 }), [days('.E')]))).toEqual([
      { constraint: 'max-weekends', employeeId: 'A', day: undefined },
    ]);
  });

  it('9: refuses a shift on a day off', () => {
    expect(broken(checkRoster(problem({ daysOff: [3] }), [days('...E')]))).toEqual([
      { constraint: 'day-off', employeeId: 'A', day: 3 },
    ]);
  });

  it('requests only: refuses a shift nobody asked for, when the problem says so', () => {
    const request = { employeeId: 'A', day: 0, shiftTypeId: 'E', weight: 1 };
    const onlyRequested = problem({}, { requestsOnly: true, shiftOnRequests: [request] });
    expect(broken(checkRoster(onlyRequested, [days('E.L')]))).toEqual([
      { constraint: 'requests-only', employeeId: 'A', day: 2 },
    ]);
    expect(checkRoster({ ...onlyRequested, requestsOnly: false }, [days('E.L')]).feasible).toBe(true);
  });

  it('refuses a roster of the wrong shape or with an unknown shift type', () => {
    expect(broken(checkRoster(problem(), [days('E', 13)]))).toEqual([
      { constraint: 'roster-shape', employeeId: 'A', day: undefined },
    ]);
    expect(broken(checkRoster(problem(), [days('.X')]))).toEqual([
      { constraint: 'roster-shape', employeeId: 'A', day: 1 },
    ]);
    expect(checkRoster(problem(), []).feasible).toBe(false);
  });
});

describe('checkRoster: the objective', () => {
  it('adds unmet shift-on requests, granted shift-off requests and cover under and over', () => {
    const week: PlannerProblem = {
      ...problem(),
      horizon: 7,
      employees: [person('A'), person('B')],
      shiftOnRequests: [
        { employeeId: 'A', day: 0, shiftTypeId: 'E', weight: 2 }, // granted: 0
        { employeeId: 'B', day: 3, shiftTypeId: 'E', weight: 3 }, // B is off: 3
      ],
      shiftOffRequests: [
        { employeeId: 'A', day: 1, shiftTypeId: 'E', weight: 5 }, // A works E: 5
        { employeeId: 'B', day: 0, shiftTypeId: 'E', weight: 4 }, // B works L: 0
      ],
      cover: [
        { day: 0, shiftTypeId: 'E', requirement: 1, weightUnder: 100, weightOver: 1 }, // 1 of 1: 0
        { day: 0, shiftTypeId: 'L', requirement: 1, weightUnder: 100, weightOver: 1 }, // 1 of 1: 0
        { day: 1, shiftTypeId: 'E', requirement: 2, weightUnder: 100, weightOver: 1 }, // 1 of 2: 100
        { day: 1, shiftTypeId: 'L', requirement: 0, weightUnder: 100, weightOver: 7 }, // 1 of 0: 7
        { day: 2, shiftTypeId: 'E', requirement: 3, weightUnder: 50, weightOver: 1 }, // 0 of 3: 150
      ],
    };
    const roster: PlannerRoster = [days('EE', 7), days('LL', 7)];
    const check = checkRoster(week, roster);
    expect(check.feasible).toBe(true);
    expect(check.objective).toBe(3 + 5 + 100 + 7 + 150);
  });

  it('adds fairness when weighted: squared deviations of nights, weekend days and holidays, fixed days too', () => {
    const week = problem(
      {},
      {
        horizon: 7,
        shiftTypes: [
          { id: 'E', minutes: 480, cannotFollow: [], night: false },
          { id: 'N', minutes: 480, cannotFollow: ['E'], night: true },
        ],
        employees: [person('A'), person('B', { fixed: [{ day: 6, shiftTypeId: 'N', minutes: 480 }] })],
        fairnessWeight: 2,
        holidays: [2],
      },
    );
    // A: nights 2, weekend days 2 (Sat, Sun), holidays 0. B: nights 1 (fixed), weekend days 1 (fixed), holidays 1.
    // Each kind: (2^2 + 1^2) - 3^2 / 2 = 0.5, or (0 + 1) - 1 / 2 = 0.5; weight 2 x 1.5 = 3.
    const check = checkRoster(week, [days('NN...EE', 7), days('..E', 7)]);
    expect(check.feasible).toBe(true);
    expect(check.objective).toBe(3);
    expect(checkRoster({ ...week, fairnessWeight: 0 }, [days('NN...EE', 7), days('..E', 7)]).objective).toBe(
      0,
    );
  });
});
