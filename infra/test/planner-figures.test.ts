import { describe, expect, it } from 'vitest';
import { scaleFigures, type InstanceRun } from '../src/bench/planner';

/** A run of instance `instance` with the given gap to the best known (null: the checker refused the roster). */
const run = (instance: number, gapPct: number | null): InstanceRun => ({
  instance,
  problem: {
    horizon: 0,
    firstWeekday: 1,
    shiftTypes: [],
    employees: [],
    shiftOnRequests: [],
    shiftOffRequests: [],
    cover: [],
  },
  roster: [],
  objective: 0,
  solverObjective: 0,
  solverFeasible: gapPct !== null,
  bestKnown: 100,
  gapPct,
  lowerBound: 0,
  provenGapPct: null,
  feasible: gapPct !== null,
  violations: [],
  seconds: 60,
});
const runs = (from: number, to: number, gap: (instance: number) => number | null) =>
  Array.from({ length: to - from + 1 }, (_, i) => run(from + i, gap(from + i)));
const byName = (figures: ReturnType<typeof scaleFigures>) =>
  Object.fromEntries(figures.map((figure) => [figure.name, { value: figure.value, ok: figure.ok }]));

describe('the planner bench figures of issue 32', () => {
  it('are given only for the instance ranges that ran whole', () => {
    expect(scaleFigures(runs(1, 10, () => 0))).toEqual([]);
    expect(Object.keys(byName(scaleFigures(runs(1, 19, () => 1))))).toEqual([
      'planner.meanGapPct1to19',
      'planner.maxGapPct1to19',
    ]);
    expect(Object.keys(byName(scaleFigures(runs(20, 24, () => 1))))).toEqual(['planner.meanGapPct20to24']);
  });

  it('judge the mean and the worst gap, and count rosters the checker accepts', () => {
    const figures = byName(scaleFigures(runs(1, 24, (i) => (i === 13 ? 7.25 : i >= 20 ? 4 : 1))));
    expect(figures['planner.meanGapPct1to19']).toEqual({ value: 1.3, ok: true });
    expect(figures['planner.maxGapPct1to19']).toEqual({ value: 7.3, ok: false });
    expect(figures['planner.feasible1to24']).toEqual({ value: 24, ok: true });
    expect(figures['planner.meanGapPct20to24']).toEqual({ value: 4, ok: true });
  });

  it('never count a refused roster as a gap', () => {
    const figures = byName(scaleFigures(runs(1, 24, (i) => (i === 21 || i === 5 ? null : 0))));
    expect(figures['planner.feasible1to24']).toEqual({ value: 22, ok: false });
    expect(figures['planner.meanGapPct1to19']?.ok).toBe(false);
    expect(figures['planner.maxGapPct1to19']?.value).toBe(Number.POSITIVE_INFINITY);
    expect(figures['planner.meanGapPct20to24']?.ok).toBe(false);
  });
});
