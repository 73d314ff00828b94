import { describe, expect, it } from 'vitest';
import type { PlannerEmployee, PlannerProblem } from '../model';
import { gapPercent, solve } from './index';
import { StopRule, minStallMs, stallWindowMs } from './stop-rule';

/** A rule on a clock set by hand. */
function ruleAt(options: { limitMs?: number; lowerBound?: number; stall?: boolean; gap?: number } = {}) {
  let now = 0;
  const rule = new StopRule({
    now: () => now,
    spent: () => now >= (options.limitMs ?? 60_000),
    lowerBound: options.lowerBound ?? 0,
    stall: options.stall ?? true,
    ...(options.gap === undefined ? {} : { gap: options.gap }),
  });
  /** The rule with the clock set to `ms`. */
  const at = (ms: number) => {
    now = ms;
    return rule;
  };
  return { at };
}

describe('the stop rule', () => {
  it('stops a product run once its best roster has not improved for the stall window', () => {
    const { at } = ruleAt({ lowerBound: 10 });
    // The first feasible roster after 1.2 s (the column generation's time in the product): a window of 3.6 s.
    at(1200).record(true, 40);
    at(1500).record(true, 30);
    expect(at(4000).check(0)).toBeNull();
    at(4000).record(true, 20);
    // The window counts from the last improvement: 4.0 s + 3.6 s (no earlier, however long the run has been).
    expect(at(7599).check(0)).toBeNull();
    expect(at(7600).check(0)).toBe('noImprovement');
  });

  it('gives the stall window at least 2 s, and 3 times the time to the first feasible roster', () => {
    expect(stallWindowMs(100)).toBe(minStallMs);
    expect(minStallMs).toBe(2000);
    expect(stallWindowMs(2500)).toBe(7500);
  });

  it('counts no improvement that is not one, nor an infeasible roster', () => {
    const { at } = ruleAt({ lowerBound: 10 });
    at(0).record(false, 5);
    // Nothing feasible yet: no stall, however long.
    expect(at(50_000).check(0)).toBeNull();
    at(50_000).record(true, 30);
    at(51_000).record(true, 30);
    at(52_000).record(false, 12);
    // The window (3 x 50 s) runs from 50 s: an equal or infeasible roster does not restart it.
    expect(at(59_999).check(0)).toBeNull();
    expect(at(60_000).check(0)).toBe('timeLimit');
  });

  it('stops a product run once its best roster is proven within its gap of the bound, not before', () => {
    const { at } = ruleAt({ lowerBound: 990, gap: 0.01 });
    // Nothing feasible yet: no gap to speak of.
    expect(at(0).check(0)).toBeNull();
    at(100).record(true, 1011);
    // 21 above the bound is 2.1 % of 1011: go on.
    expect(at(200).check(0)).toBeNull();
    at(300).record(true, 1000);
    // 10 above it is 1 % of 1000.
    expect(at(400).check(0)).toBe('withinGap');
    // Without a gap the same roster goes on.
    const strict = ruleAt({ lowerBound: 990 });
    strict.at(300).record(true, 1000);
    expect(strict.at(400).check(0)).toBeNull();
  });

  it('says optimal as soon as the best roster reaches the proven bound, before any other reason', () => {
    const { at } = ruleAt({ lowerBound: 24.5, limitMs: 1000 });
    at(0).record(true, 30);
    expect(at(100).check(0)).toBeNull();
    at(200).record(true, 24.5);
    expect(at(5000).check(0)).toBe('optimal');
  });

  it('never stalls a benchmark run: it runs to its limit', () => {
    const { at } = ruleAt({ stall: false, limitMs: 60_000 });
    at(0).record(true, 50);
    at(100).record(true, 40);
    expect(at(59_000).check(0)).toBeNull();
    expect(at(60_000).check(0)).toBe('timeLimit');
  });
});

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

/**
 * As the product's worker builds it (planning-world.ts): a week, open slots on some days (100 under), nothing
 * wanted elsewhere (1,000 over), people with shifts of their own (fixed days) and fairness.
 */
function productWeek(over: Partial<PlannerProblem> & { slots: { day: number; type: string }[] }) {
  const types = [
    { id: 'E', minutes: 480, cannotFollow: [], night: false },
    { id: 'N', minutes: 480, cannotFollow: ['E'], night: true },
  ];
  const { slots, ...rest } = over;
  const problem: PlannerProblem = {
    horizon: 7,
    firstWeekday: 1,
    shiftTypes: types,
    employees: [
      employee('a', { fixed: [{ day: 5, shiftTypeId: null, minutes: 480 }] }),
      employee('b', { fixed: [{ day: 0, shiftTypeId: null, minutes: 480 }] }),
      employee('c'),
    ],
    shiftOnRequests: [],
    shiftOffRequests: [],
    cover: types.flatMap((type) =>
      Array.from({ length: 7 }, (_, day) => {
        const requirement = slots.filter((slot) => slot.day === day && slot.type === type.id).length;
        return {
          day,
          shiftTypeId: type.id,
          requirement,
          weightUnder: requirement ? 100 : 0,
          weightOver: 1000,
        };
      }),
    ),
    fairnessWeight: 1,
    ...rest,
  };
  return problem;
}

/** A clock that moves on by 10 ms each time it is read: the solver's time is the number of its looks. */
function steppingClock() {
  let now = 0;
  return () => (now += 10);
}

describe('the proven gap', () => {
  it('is the share of the objective above the bound, in percent with one decimal, 0 at the bound', () => {
    expect(gapPercent(1000, 990)).toBe(1);
    expect(gapPercent(1003, 1000)).toBe(0.3);
    expect(gapPercent(24.5, 24.5)).toBe(0);
    expect(gapPercent(10, 0)).toBe(100);
    expect(gapPercent(0, 0)).toBe(0);
  });
});

describe('a product run stops when it fits the work', () => {
  it('stops as optimal at once when its roster reaches the proven bound (the spread of fixed days included)', () => {
    // Four weekday slots, any of the three may take them: every slot filled, the weekend spread is what the
    // fixed days make it, nothing can be better.
    const p = productWeek({ slots: [1, 2, 3, 4].map((day) => ({ day, type: 'E' })) });
    const result = solve(p, { timeLimitMs: 60_000, seed: 1, stopWhenStalled: true, clock: steppingClock() });
    expect(result.stop).toBe('optimal');
    expect(result.roster.flat().filter((type) => type === 'E')).toHaveLength(4);
    // Far below the limit: no annealing step was needed after the construction.
    expect(result.elapsedMs).toBeLessThan(1000);
    expect(result.iterations).toBe(0);
    // It says so: at its bound, no gap.
    expect(result.objective).toBeCloseTo(result.lowerBound, 6);
    expect(result.gapPct).toBe(0);
  });

  it('stops for no improvement well before the limit when it cannot prove its roster, and a benchmark run does not', () => {
    // Two people ask for the same slot: one wish stays ungranted (10), which the bound (none from a relaxation
    // here) cannot know, so only the stall ends the run.
    const p = productWeek({
      slots: [{ day: 2, type: 'E' }],
      shiftOnRequests: [
        { employeeId: 'a', day: 2, shiftTypeId: 'E', weight: 10 },
        { employeeId: 'b', day: 2, shiftTypeId: 'E', weight: 10 },
      ],
    });
    const limitMs = 20_000;
    const product = solve(p, {
      timeLimitMs: limitMs,
      seed: 1,
      stopWhenStalled: true,
      clock: steppingClock(),
    });
    expect(product.stop).toBe('noImprovement');
    expect(product.elapsedMs).toBeLessThan(limitMs / 2);
    expect(product.roster.flat().filter((type) => type === 'E')).toHaveLength(1);
    const benchmark = solve(p, { timeLimitMs: limitMs, seed: 1, clock: steppingClock() });
    expect(benchmark.stop).toBe('timeLimit');
    // It anneals to the last 3 % of its time, which polish its best roster (index.ts, `POLISH_SHARE`).
    expect(benchmark.elapsedMs).toBeGreaterThanOrEqual(0.97 * limitMs);
    expect(benchmark.objective).toBe(product.objective);
    // Its gap is proven, not zero: the bound sits below the ungranted wish.
    expect(product.lowerBound).toBeLessThan(product.objective);
    expect(product.gapPct).toBe(gapPercent(product.objective, product.lowerBound));
    expect(product.gapPct).toBeGreaterThan(0);
    // The stepping clock makes the run's time its own; the CPU it takes is the machine's (5 s were too few beside
    // other work).
  }, 60_000);
});
