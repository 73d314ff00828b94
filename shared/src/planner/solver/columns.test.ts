import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseInstance } from '../benchmark/parse';
import { bestKnown } from '../benchmark/instances';
import { checkRoster } from '../checker/check-roster';
import { FIXED, OFF, compile } from './compile';
import { ColumnGeneration, affordable, diveBatch, hurriesToOpen, readyToDive, stepsMs } from './columns';
import { evaluate } from './evaluate';
import { loadLinearSolver, solve, solveReporting } from './index';
import type { PlannerProgress } from '../model';
import { toTheEnd } from './steps';

const instance = (n: number) =>
  parseInstance(readFileSync(new URL(`../benchmark/fixtures/Instance${n}.txt`, import.meta.url), 'utf8'));

describe('the column generation (HiGHS relaxation, rows priced by the row planner)', () => {
  it.each([2, 3])(
    'proves the optimum of Instance%i as its lower bound, and its dive ends there',
    async (n) => {
      const c = compile(instance(n));
      const columns = new ColumnGeneration(c, await loadLinearSolver());
      const relaxed = toTheEnd(columns.relaxing(() => 20_000));
      expect(relaxed.ok).toBe(true);
      expect(relaxed.lowerBound).toBe(bestKnown[n]);
      // The relaxation's value, which the run compares with the bound when time cuts the rounds short.
      expect(relaxed.value).toBeGreaterThan(relaxed.lowerBound - 1);
      expect(relaxed.value).toBeLessThanOrEqual(relaxed.lowerBound + 1e-6);
      const roster = toTheEnd(columns.diving(() => 20_000));
      expect(roster).not.toBeNull();
      expect(evaluate(c, roster ?? new Int32Array()).violations).toBe(0);
      // The dive fixes whole rows from the first-order master's averaged values, its last people looking ahead:
      // fixed by value alone, Instance3's dive ended at 1,002.
      expect(evaluate(c, roster ?? new Int32Array()).objective).toBe(bestKnown[n]);
    },
    // A second alone; its budgets (20 s each) only matter on a busy machine, where 5 s stopped it in CI.
    60_000,
  );

  it('dives to the optimum of Instance1, 49 above its bound, its last people looking ahead', async () => {
    const c = compile(instance(1));
    const columns = new ColumnGeneration(c, await loadLinearSolver());
    expect(toTheEnd(columns.relaxing(() => 20_000)).lowerBound).toBe(558);
    const roster = toTheEnd(columns.diving(() => 20_000)) ?? new Int32Array();
    expect(evaluate(c, roster).violations).toBe(0);
    // Fixed by value alone, its last rows ended one above (608).
    expect(evaluate(c, roster).objective).toBe(bestKnown[1]);
  }, 60_000);

  it('rounds a relaxation cut short to a roster within every hard constraint, better than none', async () => {
    const c = compile(instance(3));
    const columns = new ColumnGeneration(c, await loadLinearSolver());
    // Before a relaxation (its first rows only) there is nothing to round.
    toTheEnd(columns.initialising(() => 1e9));
    expect(columns.rounded()).toBeNull();
    // Three rounds only (the clock counts its reads): far from converged, as 15 and 19 at half a minute.
    let reads = 0;
    const relaxed = toTheEnd(columns.relaxing(() => 3 * (c.E + 2) - reads++));
    expect(relaxed.converged).toBe(false);
    const roster = columns.rounded();
    expect(roster).not.toBeNull();
    const rounded = evaluate(c, roster ?? new Int32Array());
    expect(rounded.violations).toBe(0);
    // Every shift it plans counts: it is far below the empty roster, all of whose cover is missing.
    const empty = Int32Array.from(c.fixedType, (type) => (type === FIXED ? FIXED : OFF));
    expect(rounded.objective).toBeLessThan(evaluate(c, empty).objective / 2);
  });

  it('foresees the time of a row from the median first row: a few slow rows before the JIT do not count', async () => {
    const c = compile(instance(3));
    const columns = new ColumnGeneration(c, await loadLinearSolver());
    // The clock advances 300 ms at each of its first four reads (rows before the JIT has compiled the path), then 1 ms.
    let reads = 0;
    let spent = 0;
    const timeLeftMs = () => {
      spent += reads++ < 4 ? 300 : 1;
      return 1e9 - spent;
    };
    expect(toTheEnd(columns.initialising(timeLeftMs))).toBe('ok');
    const rows = 2 * c.E;
    expect(spent / rows).toBeGreaterThan(10);
    expect(columns.medianFirstRowMs()).toBeLessThanOrEqual(2);
  });

  it('dives from a relaxation that converged, or ran out of time within 1 % of its proven bound', () => {
    const relaxed = { lowerBound: 1276, rounds: 70, ok: true, converged: false, value: 1278 };
    expect(readyToDive(relaxed)).toBe(true);
    expect(readyToDive({ ...relaxed, converged: true, value: 1400 })).toBe(true);
    // Far from its bound, without a bound (the pricing was not exact), or with a person without any row: no dive.
    expect(readyToDive({ ...relaxed, value: 1300 })).toBe(false);
    expect(readyToDive({ ...relaxed, lowerBound: Number.NEGATIVE_INFINITY })).toBe(false);
    expect(readyToDive({ ...relaxed, value: Number.NaN })).toBe(false);
    expect(readyToDive({ ...relaxed, ok: false, converged: true })).toBe(false);
  });

  it('hurries a dive without a bound when its relaxation ran out unconverged or converged late', () => {
    const relaxed = {
      lowerBound: Number.NEGATIVE_INFINITY,
      rounds: 78,
      ok: true,
      converged: true,
      value: 3148.4,
    };
    // Instance 19: converged at 51 % of the time, or out of its share unconverged; 15's converged at 28 %.
    expect(hurriesToOpen(relaxed, 0.51)).toBe(true);
    expect(hurriesToOpen({ ...relaxed, converged: false }, 0.5)).toBe(true);
    expect(hurriesToOpen(relaxed, 0.28)).toBe(false);
    // A bound (the pricing exact) keeps the dive to the end, and a failed relaxation has none.
    expect(hurriesToOpen({ ...relaxed, lowerBound: 3140 }, 0.51)).toBe(false);
    expect(hurriesToOpen({ ...relaxed, converged: false, lowerBound: 3100 }, 0.5)).toBe(false);
    expect(hurriesToOpen({ ...relaxed, ok: false }, 0.51)).toBe(false);
  });

  it('takes its bound from interior duals without rounding past the optimum (Instance4: 1716, not 1717)', async () => {
    // The relaxation is solved by an interior point method: its duals are a hair off a vertex's, and a bound
    // computed from the linear objective came out at 1716.000004, rounded up to 1717 above the optimum.
    const c = compile(instance(4));
    const columns = new ColumnGeneration(c, await loadLinearSolver());
    const relaxed = toTheEnd(columns.relaxing(() => 30_000));
    expect(relaxed.converged).toBe(true);
    expect(relaxed.lowerBound).toBe(bestKnown[4]);
  }, 60_000);

  it('lets a dive short of time fix rows in batches and still end with a roster for everyone', async () => {
    const linear = await loadLinearSolver();
    const c = compile(instance(3));
    // The clock is the number of times it is read: a dive with ample time, then one behind from its second step.
    const dive = (budget: number) => {
      let reads = 0;
      const columns = new ColumnGeneration(c, linear);
      toTheEnd(columns.relaxing(() => 1e9));
      const roster = toTheEnd(columns.diving(() => budget - reads++));
      return { roster, reads };
    };
    const ample = dive(1e9);
    const short = dive(300);
    for (const { roster } of [ample, short]) {
      expect(roster).not.toBeNull();
      expect(evaluate(c, roster ?? new Int32Array()).violations).toBe(0);
    }
    // Unhurried, the dive reads the clock (once per person priced) more often than the short one may at all.
    expect(ample.reads).toBeGreaterThan(300);
    expect(short.reads).toBeLessThanOrEqual(300);
  }, 60_000);

  it('paces a dive short of time: the first people fixed together, the last 24 one a step, looking ahead if time allows', () => {
    // Instance 15's pace in a probe: a master's solve 30 ms a round, a person's pricing 5 ms.
    const pace = (leftMs: number) => ({ masterMs: 30, personMs: 5, leftPerRound: leftMs / 4 });
    // One round of each of 45 steps: 45 solves and 1,035 people priced.
    expect(stepsMs(pace(0), 45, 1)).toBe(45 * 30 + 1035 * 5);
    // 25 s for 45 people (one a step would need 26.1 s): pairs among the first 21, the last 24 one a step.
    expect(stepsMs(pace(25_000), 45, 1)).toBeGreaterThan(pace(25_000).leftPerRound);
    expect(diveBatch(pace(25_000), 45)).toBe(2);
    expect(diveBatch(pace(25_000), 24)).toBe(1);
    // 5 s: not even the last 24 fit one a step, and every step fixes several.
    expect(diveBatch(pace(5_000), 45)).toBe(6);
    expect(diveBatch(pace(2_000), 24)).toBe(5);
    // The look-ahead's candidates for the last 24 (each 3 rounds a step beside the step's own 4, the time counted
    // 1.5 times over, at most 3): one (the step fixes by value) at 25 s, two at 35 s, three at 45 s.
    expect(affordable(pace(25_000), 24)).toBe(1);
    expect(affordable(pace(35_000), 24)).toBe(2);
    expect(affordable(pace(45_000), 24)).toBe(3);
    expect(affordable(pace(90_000), 24)).toBe(3);
    // 13's last 12 people with its weekends fixed: a master of 40 ms a round, 6 s left. Counted in full the master
    // leaves one candidate (no look-ahead); shrinking as people are fixed, two.
    const thirteen = { masterMs: 40, personMs: 0.75, leftPerRound: 6_043 / 4 };
    expect(affordable(thirteen, 12)).toBe(1);
    expect(affordable(thirteen, 12, 0.6)).toBe(2);
  });

  it('goes back in a dive while its roster lies above the relaxation, keeping its best', async () => {
    const linear = await loadLinearSolver();
    // Its first-order rounds only, as with the weekends fixed, or a whole run's; the clock is the number of times it
    // is read.
    const dive = (
      n: number,
      options: { firstOrderOnly?: boolean; goesBack?: boolean; back?: boolean } = {},
    ) => {
      const c = compile(instance(n));
      const columns = new ColumnGeneration(c, linear, { firstOrderOnly: true, goesBack: true, ...options });
      toTheEnd(columns.relaxing(() => 1e9));
      let reads = 0;
      const clock = () => 1e6 - reads++;
      const roster = toTheEnd(columns.diving(clock, options.back ? clock : undefined)) ?? new Int32Array();
      expect(evaluate(c, roster).violations).toBe(0);
      return { objective: evaluate(c, roster).objective, ...columns.lastDive };
    };
    // Instance1's optimum (607) lies 49 above its relaxation: the dive goes back, as often as it may, and keeps the
    // best of its passes.
    const one = dive(1);
    expect(one.passes).toBe(9);
    expect(one.objective).toBeLessThanOrEqual(one.firstObjective);
    expect(one.objective).toBe(bestKnown[1]);
    // Instance2's first pass meets its relaxation (828): nothing to go back for.
    const two = dive(2);
    expect(two).toEqual({ objective: bestKnown[2], passes: 1, firstObjective: bestKnown[2] });
    // A whole run's dive (its relaxation's linear solves too) goes back as well, after its first pass's time; a time
    // window's does not.
    const whole = dive(1, { firstOrderOnly: false, back: true });
    expect(whole.passes).toBeGreaterThan(1);
    expect(whole.objective).toBeLessThanOrEqual(whole.firstObjective);
    expect(whole.objective).toBeLessThanOrEqual((bestKnown[1] ?? 0) + 1);
    expect(dive(1, { firstOrderOnly: false, goesBack: false }).passes).toBe(0);
  }, 60_000);

  it('ends a dive that runs out of time with the rows fixed so far and the rest rounded', async () => {
    const linear = await loadLinearSolver();
    const c = compile(instance(3));
    // The clock is the number of times it is read: out of time in the dive's first step, or after a few steps.
    for (const budget of [5, 60, 120]) {
      const columns = new ColumnGeneration(c, linear);
      toTheEnd(columns.relaxing(() => 1e9));
      let reads = 0;
      const roster = toTheEnd(columns.diving(() => budget - reads++));
      expect(reads).toBeLessThan(budget + 5);
      expect(roster).not.toBeNull();
      expect(evaluate(c, roster ?? new Int32Array()).violations).toBe(0);
    }
  }, 60_000);

  it('stops a hurried dive with its last people open, each of them on a row of their own', async () => {
    const c = compile(instance(1));
    const columns = new ColumnGeneration(c, await loadLinearSolver());
    toTheEnd(columns.relaxing(() => 20_000));
    // Five of its 8 people: its first step cannot fix everyone (the relaxation is fractional, 558 against 607), so the
    // dive stops with some open, whatever rows it fixes whole at once.
    const dived = toTheEnd(columns.divingToOpen(() => 20_000, 5));
    expect(dived).not.toBeNull();
    const { roster, open } = dived ?? { roster: new Int32Array(), open: [] };
    expect(open.length).toBeGreaterThan(0);
    expect(open.length).toBeLessThanOrEqual(5);
    expect(new Set(open).size).toBe(open.length);
    expect(open.every((e) => e >= 0 && e < c.E)).toBe(true);
    // The open people's rows are their largest-valued ones: the roster keeps every hard constraint.
    expect(evaluate(c, roster).violations).toBe(0);
    // Its fixings are undone: a whole dive afterwards fixes everyone again.
    const whole = toTheEnd(columns.diving(() => 20_000));
    expect(evaluate(c, whole ?? new Int32Array()).violations).toBe(0);
  }, 60_000);

  it('lets a run report while it works: the bound proven so far, before there is a roster', async () => {
    const reports: PlannerProgress[] = [];
    const result = await solveReporting(instance(2), {
      // Ends at the proven optimum in about a second; the limit only matters on a very busy machine.
      timeLimitMs: 120_000,
      seed: 1,
      linear: await loadLinearSolver(),
      // Every pause reports: the column generation's pauses as well as the annealer's.
      reportEveryMs: 0,
      onProgress: (progress) => {
        reports.push(progress);
        return Promise.resolve();
      },
    });
    const starting = reports.filter((report) => report.objective === null);
    // Each person priced is a pause: two first rows each, then each round (Instance2 has 14 people).
    expect(starting.length).toBeGreaterThanOrEqual(28);
    expect(reports.slice(0, starting.length)).toEqual(starting);
    const bounds = starting.map((report) => report.lowerBound);
    expect(bounds).toEqual([...bounds].sort((x, y) => x - y));
    expect(bounds.at(-1)).toBeGreaterThan(0);
    expect(bounds.at(-1)).toBeLessThanOrEqual(bestKnown[2] ?? 0);
    expect(starting.every((report) => report.gapPct === null)).toBe(true);
    // The dive's roster meets the bound: the annealer has nothing left to report.
    expect(result.objective).toBe(bestKnown[2]);
    expect(result.stop).toBe('optimal');
  }, 180_000);

  it.each([1, 2, 3])(
    'Instance%i: solve with it returns the known optimum, confirmed by the independent checker',
    async (n) => {
      const problem = instance(n);
      // Instances 2 and 3 stop once their roster meets the proven bound (a second here): their long limit only
      // matters on a machine so busy that the proof takes longer (CI once stopped at 5 s with 1200 for Instance3's
      // 1001). Instance 1 has no proof in reach and runs to its limit: it holds 607 after half a second alone.
      const timeLimitMs = n === 1 ? 2500 : 40_000;
      const result = solve(problem, { timeLimitMs, seed: 1, linear: await loadLinearSolver() });
      const check = checkRoster(problem, result.roster);
      expect(check.feasible).toBe(true);
      expect(check.objective).toBe(bestKnown[n]);
    },
    90_000,
  );
});
