import { describe, expect, it } from 'vitest';
import type { PlannerEmployee, PlannerProblem, PlannerRoster } from '../model';
import { checkRoster } from '../checker/check-roster';
import { objectiveParts } from '../checker/objective';
import { capacityBound, lowerBound, spreadCurve } from './bound';
import { FIXED, compile } from './compile';
import { solve } from './index';
import { Random } from './random';
import { loadLinearSolver } from './linear';
import { chosenWeekends, retypedWeekends, weekendBound, weekendRelaxation } from './weekend-bound';
import {
  rowsAroundWeekends,
  weekendsFixed,
  weekendsRetyped,
  weekendsWorked,
  withWeekends,
} from './weekends-first';
import { toTheEnd } from './steps';

const employee = (id: string, over: Partial<PlannerEmployee> = {}): PlannerEmployee => ({
  id,
  maxShifts: {},
  maxTotalMinutes: 100_000,
  minTotalMinutes: 0,
  maxConsecutiveShifts: 99,
  minConsecutiveShifts: 1,
  minConsecutiveDaysOff: 1,
  maxWeekends: 99,
  daysOff: [],
  fixed: [],
  ...over,
});

/** Every roster of the problem (each cell off or one of the types, fixed days left null). */
function* rosters(p: PlannerProblem): Generator<PlannerRoster> {
  const values = [null, ...p.shiftTypes.map((type) => type.id)];
  const cells = p.employees.length * p.horizon;
  const fixed = new Set(p.employees.flatMap((one, e) => one.fixed.map((f) => e * p.horizon + f.day)));
  const choice = new Array<number>(cells).fill(0);
  for (;;) {
    yield p.employees.map((_, e) =>
      Array.from({ length: p.horizon }, (_, d) => values[choice[e * p.horizon + d] ?? 0] ?? null),
    );
    let i = 0;
    while (i < cells) {
      if (fixed.has(i) || (choice[i] ?? 0) === values.length - 1) {
        choice[i] = 0;
        i++;
      } else {
        choice[i] = (choice[i] ?? 0) + 1;
        break;
      }
    }
    if (i === cells) return;
  }
}

/** The checker's least objective over every feasible roster, and the least cover and request cost among them. */
function bruteForce(p: PlannerProblem): { best: number; coverAndRequests: number } {
  let best = Number.POSITIVE_INFINITY;
  let coverAndRequests = Number.POSITIVE_INFINITY;
  for (const roster of rosters(p)) {
    if (!checkRoster(p, roster).feasible) continue;
    const parts = objectiveParts(p, roster);
    best = Math.min(best, parts.total);
    coverAndRequests = Math.min(coverAndRequests, parts.total - parts.fairness);
  }
  return { best, coverAndRequests };
}

/** A product-like problem: fixed days of both kinds, nights, weekends, holidays, cover with its weights. */
function randomProblem(random: Random): PlannerProblem {
  const horizon = 3;
  const types = [
    { id: 'E', minutes: 480, cannotFollow: [], night: false },
    { id: 'N', minutes: 480, cannotFollow: ['E'], night: true },
  ];
  const employees = Array.from({ length: 3 }, (_, e) => {
    const fixedDay = random.int(horizon);
    return employee(`p${e}`, {
      maxTotalMinutes: 480 * (1 + random.int(3)),
      maxShifts: random.int(4) === 0 ? { N: 0 } : {},
      daysOff: random.int(3) === 0 ? [random.int(horizon)] : [],
      fixed:
        random.int(2) === 0
          ? [{ day: fixedDay, shiftTypeId: random.int(2) === 0 ? 'N' : null, minutes: 480 }]
          : [],
    });
  });
  const cover = types.flatMap((type) =>
    Array.from({ length: horizon }, (_, day) => {
      const requirement = random.int(3) === 0 ? 1 : 0;
      // The product's weights (a missing person 100, one too many 1,000), now and then the benchmark's.
      const over = random.int(4) === 0 ? 1 : 1000;
      return { day, shiftTypeId: type.id, requirement, weightUnder: requirement ? 100 : 0, weightOver: over };
    }),
  );
  return {
    horizon,
    // Day 0 a Friday, Saturday or Sunday: weekends inside the three days.
    firstWeekday: 5 + random.int(3),
    shiftTypes: types,
    employees,
    shiftOnRequests:
      random.int(2) === 0
        ? [{ employeeId: 'p0', day: random.int(horizon), shiftTypeId: 'E', weight: 10 }]
        : [],
    shiftOffRequests: [],
    cover,
    fairnessWeight: 1,
    holidays: random.int(2) === 0 ? [random.int(horizon)] : [],
  };
}

describe('the lower bound a run stops at', () => {
  // Brute force over 24 x 3^9 rosters: a few seconds, more on a busy machine.
  it(
    'never lies above the best roster of small product-like problems (brute force over every roster)',
    { timeout: 30_000 },
    () => {
      const random = new Random(28);
      let reached = 0;
      for (let round = 0; round < 24; round++) {
        const p = randomProblem(random);
        const { best, coverAndRequests } = bruteForce(p);
        if (!Number.isFinite(best)) continue;
        const c = compile(p);
        // With the relaxation's best possible bound on cover and requests, and with none.
        const bound = lowerBound(c, coverAndRequests);
        expect(bound, JSON.stringify(p)).toBeLessThanOrEqual(best + 1e-9);
        expect(lowerBound(c, Number.NEGATIVE_INFINITY)).toBeLessThanOrEqual(bound + 1e-9);
        if (bound >= best - 1e-9) reached++;
      }
      // It proves the optimum of many of them (10 of the 24): of use, not only valid.
      expect(reached).toBeGreaterThanOrEqual(8);
    },
  );

  it('is the cover bound alone without fairness (the benchmark)', () => {
    const p = { ...randomProblem(new Random(3)), fairnessWeight: 0 };
    expect(lowerBound(compile(p), 607)).toBe(607);
    expect(lowerBound(compile(p), Number.NEGATIVE_INFINITY)).toBe(0);
  });

  it('counts the spread of the shifts people already work when no slot can change it', () => {
    // Two weekday slots; a already works the Saturday, b does not.
    const p: PlannerProblem = {
      horizon: 7,
      firstWeekday: 1,
      shiftTypes: [{ id: 'E', minutes: 480, cannotFollow: [], night: false }],
      employees: [employee('a', { fixed: [{ day: 5, shiftTypeId: null, minutes: 480 }] }), employee('b')],
      shiftOnRequests: [],
      shiftOffRequests: [],
      cover: Array.from({ length: 7 }, (_, day) => ({
        day,
        shiftTypeId: 'E',
        requirement: day < 2 ? 1 : 0,
        weightUnder: 100,
        weightOver: 1000,
      })),
      fairnessWeight: 1,
    };
    // Weekend days 1 and 0 around their mean 0.5: a spread of 0.5, which every roster has.
    expect(lowerBound(compile(p), 0)).toBeCloseTo(0.5, 9);
  });
});

describe('the least spread of counts', () => {
  it('agrees with every allocation of whole shifts (brute force)', () => {
    const random = new Random(7);
    for (let round = 0; round < 24; round++) {
      const E = 2 + random.int(3);
      const f = Float64Array.from({ length: E }, () => random.int(5));
      const u = Float64Array.from({ length: E }, () => random.int(3));
      const budget = random.int(6);
      const curve = spreadCurve(f, u, budget);
      // Brute force: the least spread for each total added.
      const least = new Map<number, number>();
      const a = new Array<number>(E).fill(0);
      for (;;) {
        const total = a.reduce((sum, one) => sum + one, 0);
        if (total <= budget) {
          const n = a.map((one, e) => one + (f[e] ?? 0));
          const mean = n.reduce((sum, one) => sum + one, 0) / E;
          const spread = n.reduce((sum, one) => sum + (one - mean) ** 2, 0);
          least.set(total, Math.min(least.get(total) ?? Number.POSITIVE_INFINITY, spread));
        }
        let e = 0;
        while (e < E && (a[e] ?? 0) === (u[e] ?? 0)) a[e++] = 0;
        if (e === E) break;
        a[e] = (a[e] ?? 0) + 1;
      }
      expect(curve.length).toBe(least.size);
      curve.forEach((spread, total) => expect(spread).toBeCloseTo(least.get(total) ?? Number.NaN, 9));
    }
  });
});

/**
 * Four days from a Thursday (a weekend inside), two people whose maxima of a type and of weekends are small, the
 * cover asking up to two of each type a day at weights of 1 to 100: capacity binds often.
 */
function tightProblem(random: Random): PlannerProblem {
  const types = [
    { id: 'E', minutes: 480, cannotFollow: [], night: false },
    { id: 'N', minutes: 480, cannotFollow: ['E'], night: true },
  ];
  const employees = ['p0', 'p1'].map((id) =>
    employee(id, {
      maxShifts: { E: random.int(3), N: random.int(2) },
      maxWeekends: random.int(2),
      daysOff: random.int(3) === 0 ? [random.int(4)] : [],
    }),
  );
  const cover = types.flatMap((type) =>
    Array.from({ length: 4 }, (_, day) => {
      const requirement = random.int(3);
      return { day, shiftTypeId: type.id, requirement, weightUnder: 1 + random.int(100), weightOver: 1 };
    }),
  );
  return {
    horizon: 4,
    firstWeekday: 4,
    shiftTypes: types,
    employees,
    shiftOnRequests: [],
    shiftOffRequests: [],
    cover,
  };
}

/** Nine days from a Saturday: one of type A asked on each of the two weekends' four days. */
const twoWeekendsOfA = [0, 1, 7, 8].map((day) => ({
  day,
  shiftTypeId: 'A',
  requirement: 1,
  weightUnder: 100,
  weightOver: 1,
}));

/** The small problems the brute-force tests of the weekends go over: product-like and random ones, alternately. */
function* smallProblems(seed: number, count: number): Generator<PlannerProblem> {
  const random = new Random(seed);
  for (let round = 0; round < count; round++)
    yield round % 2 === 0 ? tightProblem(random) : randomProblem(random);
}

describe('the bound from capacity', () => {
  // Brute force over 24 x 3^8 rosters: about 1.4 s alone, more beside the other tests.
  it(
    'never lies above the best roster, and proves it where capacity is what costs (brute force)',
    { timeout: 30_000 },
    () => {
      const random = new Random(41);
      let binding = 0;
      let reached = 0;
      for (let round = 0; round < 24; round++) {
        const p = tightProblem(random);
        const { best } = bruteForce(p);
        const bound = capacityBound(compile(p));
        expect(bound, JSON.stringify(p)).toBeLessThanOrEqual(best + 1e-9);
        if (bound > 0) binding++;
        if (bound > 0 && bound >= best - 1e-9) reached++;
      }
      // Capacity binds in nearly every one, and the bound is the optimum in some (11 of 24), not in all.
      expect(binding).toBeGreaterThan(18);
      expect(reached).toBeGreaterThan(5);
      expect(reached).toBeLessThan(binding);
    },
  );

  it('counts the slots of a type beyond what the maxima allow, and weekend days beyond the weekends allowed', () => {
    const nights = (maxWeekends: number): PlannerProblem => ({
      horizon: 7,
      firstWeekday: 1,
      shiftTypes: [{ id: 'N', minutes: 480, cannotFollow: [], night: true }],
      employees: ['p0', 'p1'].map((id) => employee(id, { maxShifts: { N: 2 }, maxWeekends })),
      shiftOnRequests: [],
      shiftOffRequests: [],
      // A night every day, the Sunday's missing person costing more.
      cover: Array.from({ length: 7 }, (_, day) => ({
        day,
        shiftTypeId: 'N',
        requirement: 1,
        weightUnder: day === 6 ? 300 : 100,
        weightOver: 1,
      })),
    });
    // Four nights may be worked of seven: three short at 100 at least.
    expect(capacityBound(compile(nights(1)))).toBe(300);
    // Nobody may work a weekend: its two nights short cost 400, more than three nights short at 100.
    expect(capacityBound(compile(nights(0)))).toBe(400);
  });
});

describe('the bound from the weekends', () => {
  // Brute force over the same small problems as the bounds above: their weekend days' cover and requests.
  it(
    'never lies above the cover and requests of the best roster, and rises above capacity where types bind (brute force)',
    { timeout: 60_000 },
    async () => {
      const linear = await loadLinearSolver();
      let aboveCapacity = 0;
      let reached = 0;
      for (const p of smallProblems(47, 40)) {
        const { coverAndRequests } = bruteForce(p);
        if (!Number.isFinite(coverAndRequests)) continue;
        const c = compile(p);
        const bound = weekendBound(c, linear, 10);
        expect(bound, JSON.stringify(p)).toBeLessThanOrEqual(coverAndRequests + 1e-9);
        if (bound > capacityBound(c)) aboveCapacity++;
        if (bound > 0 && bound >= coverAndRequests - 1e-9) reached++;
      }
      expect(aboveCapacity).toBeGreaterThan(0);
      expect(reached).toBeGreaterThan(0);
    },
  );

  /**
   * Nine days from a Saturday (two weekends). Only p0 may work A, which every weekend day asks for, at most one
   * weekend; p1 and p2 work B, which nobody asks for. Capacity sees enough of A (nine days) and enough weekend days
   * (ten), but p0 can cover two of the four weekend slots: two short at 100.
   */
  const onlyOne = (p0: Partial<PlannerEmployee>): PlannerProblem => ({
    horizon: 9,
    firstWeekday: 6,
    shiftTypes: [
      { id: 'A', minutes: 480, cannotFollow: [], night: false },
      { id: 'B', minutes: 480, cannotFollow: [], night: false },
    ],
    employees: [
      employee('p0', { maxShifts: { B: 0 }, maxWeekends: 1, ...p0 }),
      employee('p1', { maxShifts: { A: 0 } }),
      employee('p2', { maxShifts: { A: 0 } }),
    ],
    shiftOnRequests: [{ employeeId: 'p1', day: 7, shiftTypeId: 'B', weight: 7 }],
    shiftOffRequests: [],
    cover: twoWeekendsOfA,
  });

  it('counts the slots only some people can take on the weekends they may work', async () => {
    const linear = await loadLinearSolver();
    const free = compile(onlyOne({}));
    expect(capacityBound(free)).toBe(0);
    expect(weekendBound(free, linear, 10)).toBe(200);
    // A shift elsewhere on the first Saturday: that weekend is p0's one, and only its Sunday is left to cover.
    const busy = compile(onlyOne({ fixed: [{ day: 0, shiftTypeId: null, minutes: 480 }] }));
    expect(weekendBound(busy, linear, 10)).toBe(300);
    // Nor more than their minutes allow: one shift in all.
    expect(weekendBound(compile(onlyOne({ maxTotalMinutes: 480 })), linear, 10)).toBe(300);
  });
});

describe('the weekends first', () => {
  /** What the chosen weekend days cost on their own: the weekend days' cover and requests, as if nothing else. */
  const weekendsCost = (p: PlannerProblem, roster: PlannerRoster): number => {
    const weekend = (day: number) => [0, 6].includes((p.firstWeekday + day) % 7);
    const onWeekends: PlannerProblem = {
      ...p,
      cover: p.cover.filter((line) => weekend(line.day)),
      shiftOnRequests: p.shiftOnRequests.filter((request) => weekend(request.day)),
      shiftOffRequests: p.shiftOffRequests.filter((request) => weekend(request.day)),
    };
    const parts = objectiveParts(onWeekends, roster);
    return parts.total - parts.fairness;
  };

  it(
    'chooses weekends within the limits of each, and the problem with them fixed costs the whole less a constant (brute force)',
    { timeout: 60_000 },
    async () => {
      const linear = await loadLinearSolver();
      let fixedProblems = 0;
      for (const p of smallProblems(32, 20)) {
        const c = compile(p);
        const relaxation = weekendRelaxation(c, linear, 10);
        if (!relaxation) continue;
        const chosen = chosenWeekends(c, relaxation, linear, 10);
        expect(chosen, JSON.stringify(p)).not.toBeNull();
        if (!chosen) continue;
        const nothing = p.employees.map(() => Array<string | null>(p.horizon).fill(null));
        const onlyChosen = withWeekends(p, nothing, chosen);
        // The integer program's choice costs at least the relaxation's bound, and no more on the weekends than the
        // best roster's cover and requests cost in all.
        const cost = weekendsCost(p, onlyChosen);
        expect(cost).toBeGreaterThanOrEqual(relaxation.bound - 1e-9);
        expect(cost).toBeLessThanOrEqual(bruteForce(p).coverAndRequests + 1e-9);
        const fixed = weekendsFixed(p, c, chosen);
        if (!fixed) continue;
        fixedProblems++;
        const fixedProblem = fixed.problem;
        // Its first rows are a roster that keeps every hard constraint around the chosen days.
        const firstRows = p.employees.map((_, e) =>
          Array.from(
            { length: p.horizon },
            (_, d) => p.shiftTypes[fixed.roster[e * p.horizon + d] ?? -1]?.id ?? null,
          ),
        );
        expect(checkRoster(fixedProblem, firstRows).violations).toEqual([]);
        // Every roster of the problem with the weekends fixed keeps a hard constraint exactly when the whole
        // roster (the chosen days put back) does, and costs what the whole costs less the same constant.
        let constant: number | null = null;
        for (const roster of rosters(fixedProblem)) {
          const whole = checkRoster(p, withWeekends(p, roster, chosen));
          const part = checkRoster(fixedProblem, roster);
          expect(part.feasible).toBe(whole.feasible);
          constant ??= whole.objective - part.objective;
          expect(whole.objective - part.objective).toBeCloseTo(constant, 9);
        }
      }
      expect(fixedProblems).toBeGreaterThan(5);
    },
  );

  it(
    'plans a month of a hundred people with their weekends first: a roster within every rule, its cost and bound the whole problem',
    { timeout: 30_000 },
    async () => {
      const linear = await loadLinearSolver();
      const random = new Random(13);
      const types = [
        { id: 'D', minutes: 480, cannotFollow: [], night: false },
        { id: 'N', minutes: 480, cannotFollow: ['D'], night: true },
      ];
      const p: PlannerProblem = {
        horizon: 28,
        firstWeekday: 1,
        shiftTypes: types,
        employees: Array.from({ length: 100 }, (_, e) =>
          employee(`p${e}`, {
            maxShifts: e % 4 === 0 ? { N: 0 } : { N: 6 },
            minTotalMinutes: 15 * 480,
            maxTotalMinutes: 19 * 480,
            maxConsecutiveShifts: 5,
            minConsecutiveShifts: 2,
            minConsecutiveDaysOff: 2,
            maxWeekends: 2,
          }),
        ),
        shiftOnRequests: Array.from({ length: 150 }, () => ({
          employeeId: `p${random.int(100)}`,
          day: random.int(28),
          shiftTypeId: random.int(3) === 0 ? 'N' : 'D',
          weight: 1 + random.int(3),
        })),
        shiftOffRequests: [],
        cover: Array.from({ length: 28 }, (_, day) => day).flatMap((day) => {
          const weekend = day % 7 >= 5;
          return [
            { day, shiftTypeId: 'D', requirement: weekend ? 34 : 46, weightUnder: 100, weightOver: 1 },
            { day, shiftTypeId: 'N', requirement: weekend ? 12 : 14, weightUnder: 100, weightOver: 1 },
          ];
        }),
      };
      const result = solve(p, { timeLimitMs: 2_000, seed: 1, linear });
      const check = checkRoster(p, result.roster);
      expect(check.violations).toEqual([]);
      expect(result.objective).toBe(check.objective);
      // The bound is the whole problem's (the weekends' own), not one that holds only for the weekends chosen.
      const bound = weekendBound(compile(p), linear, 10);
      expect(result.lowerBound).toBe(bound);
      expect(result.lowerBound).toBeLessThanOrEqual(result.objective);
    },
  );

  // From a Saturday: two weekends (days 0-1 and 7-8); the first Saturday asks for one A and one B.
  const twoTypes: PlannerProblem = {
    horizon: 9,
    firstWeekday: 6,
    shiftTypes: [
      { id: 'A', minutes: 480, cannotFollow: [], night: false },
      { id: 'B', minutes: 480, cannotFollow: [], night: false },
    ],
    employees: [employee('p0', { maxWeekends: 1 }), employee('p1', { maxWeekends: 1 })],
    shiftOnRequests: [],
    shiftOffRequests: [],
    cover: ['A', 'B'].map((shiftTypeId) => ({
      day: 0,
      shiftTypeId,
      requirement: 1,
      weightUnder: 100,
      weightOver: 1,
    })),
  };
  const row = (cells: Record<number, number>) =>
    Int32Array.from({ length: twoTypes.horizon }, (_, d) => cells[d] ?? -1);
  // The first choice: p0 works A that Saturday, p1 B.
  const chosenAB = (): Int32Array => {
    const chosen = new Int32Array(2 * twoTypes.horizon).fill(-1);
    chosen[0] = 0;
    chosen[twoTypes.horizon] = 1;
    return chosen;
  };

  it("chooses the weekends' types again: the same days worked and cover, the types the weekdays' relaxation uses", async () => {
    const linear = await loadLinearSolver();
    const p = twoTypes;
    const c = compile(p);
    const D = p.horizon;
    const relaxation = weekendRelaxation(c, linear, 10) ?? fail();
    const chosen = chosenAB();
    // The weekdays' relaxation has p0 work B that Saturday: the program follows it, and p1 takes the A left over.
    // A row that works another weekend day (p0's Sunday) is no pattern the held days allow, whatever its value.
    const used = [
      { employee: 0, row: row({ 0: 1, 3: 0 }), value: 0.7 },
      { employee: 0, row: row({ 0: 1, 1: 0 }), value: 0.9 },
      { employee: 0, row: row({ 0: 0 }), value: 0.3 },
    ];
    const retyped = retypedWeekends(c, relaxation, linear, 10, chosen, used) ?? fail();
    expect([retyped[0], retyped[D]]).toEqual([1, 0]);
    expect(Array.from(retyped, (t) => t >= 0)).toEqual(Array.from(chosen, (t) => t >= 0));
    // Without a preference it keeps a cheapest choice: the same days worked, the cover met.
    const plain = retypedWeekends(c, relaxation, linear, 10, chosen, []) ?? fail();
    expect(Array.from(plain, (t) => t >= 0)).toEqual(Array.from(chosen, (t) => t >= 0));
    expect(new Set([plain[0], plain[D]])).toEqual(new Set([0, 1]));

    // The problem with only the weekends worked held: every other weekend's days are days off, the rest as it was.
    const worked = weekendsWorked(
      { ...p, employees: [employee('p0', { daysOff: [3] }), p.employees[1] ?? fail()] },
      c,
      chosen,
    );
    expect(worked.employees.map((one) => one.daysOff)).toEqual([
      [3, 7, 8],
      [7, 8],
    ]);
    expect(worked.cover).toBe(p.cover);

    // The open problem's rows that work the chosen days with their types start the relaxation with those days fixed
    // (FIXED there); a row with another type on a chosen day does not.
    const around = rowsAroundWeekends(c, chosen, [
      { employee: 0, row: row({ 0: 0, 3: 1 }) },
      { employee: 0, row: row({ 0: 1, 3: 1 }) },
      { employee: 1, row: row({ 0: 1 }) },
    ]);
    expect(around.map((one) => [one.employee, Array.from(one.row)])).toEqual([
      [0, Array.from(row({ 0: FIXED, 3: 1 }))],
      [1, Array.from(row({ 0: FIXED }))],
    ]);
  });

  it("chooses the weekends' types again past its time, while the open relaxation has not had its rounds", async () => {
    const linear = await loadLinearSolver();
    const c = compile(twoTypes);
    const weekends = weekendRelaxation(c, linear, 10) ?? fail();
    const chosen = chosenAB();
    const fixed = weekendsFixed(twoTypes, c, chosen) ?? fail();
    // Its time already out; the latest time counts the clock's reads.
    const retyping = (latestMs: number) => {
      let reads = 0;
      return toTheEnd(
        weekendsRetyped(twoTypes, c, chosen, fixed, {
          weekends,
          linear,
          timeLeftMs: () => -1,
          latestLeftMs: () => latestMs - reads++,
          integerSeconds: 10,
        }),
      );
    };
    // Within the latest time both relaxations run and the program chooses again (a new choice, with the rows used).
    const late = retyping(1e6);
    expect(late.chosen).not.toBe(chosen);
    expect(late.rows.length).toBeGreaterThan(0);
    expect(Array.from(late.chosen, (t) => t >= 0)).toEqual(Array.from(chosen, (t) => t >= 0));
    // Past it too, the first choice stays.
    const past = retyping(0);
    expect(past.chosen).toBe(chosen);
    expect(past.rows).toEqual([]);
  });

  it('leaves the weekends to the run where someone cannot work the days chosen for them', async () => {
    const linear = await loadLinearSolver();
    // Two weekends from a Saturday; p0 works every weekend day asked, at most five days in a row.
    const p: PlannerProblem = {
      horizon: 9,
      firstWeekday: 6,
      shiftTypes: [{ id: 'A', minutes: 480, cannotFollow: [], night: false }],
      employees: [employee('p0', { maxConsecutiveShifts: 5 })],
      shiftOnRequests: [],
      shiftOffRequests: [],
      cover: twoWeekendsOfA,
    };
    const c = compile(p);
    const relaxation = weekendRelaxation(c, linear, 10);
    const chosen = relaxation && chosenWeekends(c, relaxation, linear, 10);
    expect(chosen && weekendsFixed(p, c, chosen)).not.toBeNull();
    // Six days off after any shift: one weekend may be worked, not both, which the weekends' program does not know.
    const busy = { ...p, employees: [employee('p0', { maxConsecutiveShifts: 5, minConsecutiveDaysOff: 6 })] };
    const busyChosen = chosenWeekends(compile(busy), relaxation ?? fail(), linear, 10);
    expect(busyChosen && weekendsFixed(busy, compile(busy), busyChosen)).toBeNull();
  });
});

function fail(): never {
  throw new Error('no relaxation');
}
