/**
 * A lower bound from the weekends alone (docs/planner.md, "A bound from the weekends"). What a person does on one
 * weekend (which shift on the Saturday, which on the Sunday, or off) is a pattern; a roster's weekends are at most one
 * pattern per person and weekend, within the person's maximum of weekends, each type's maximum and their minutes, and
 * cost what the weekend days' cover and requests cost. The linear relaxation of that choice is solved by HiGHS, and its
 * duals give a Lagrangian bound (valid for any duals, as the column generation's is): the least the weekend days can
 * cost. The weekdays' cover and requests cost at least 0, so it bounds the objective. Where the weekends are scarce it
 * is far above the capacity bound: instance 19 2,805 against 1,900, 21 19,566 against 8,200; 13, whose relaxation
 * proves nothing within the minute, 1,151.
 */
import { type Compiled, FIXED, OFF, wholeCosts } from './compile';
import type { LinearSolver } from './linear';

/** A person's choice on one weekend: the cells worked (day x S + type) and their request cost. */
interface Pattern {
  e: number;
  w: number;
  cells: number[];
  cost: number;
  minutes: number;
}

/**
 * Patterns beyond which the linear program is not built: instance 22's 101,000 are solved in 14 s, 23's 377,000 not
 * within a minute (24 has millions).
 */
const MAX_WEEKEND_PATTERNS = 150_000;

/** A constraint of the linear program: `=` or `<=` its right-hand side. */
interface Row {
  equal: boolean;
  rhs: number;
}

/**
 * The patterns of every person and weekend. A type is offered on a day only where the cover asks for it or the
 * person wished for it (a shift nobody asks for and nobody wished for can only cost); a fixed day is taken, and a
 * weekend with one counts towards the maximum whatever else is worked on it.
 */
function weekendPatterns(c: Compiled, limit: number): Pattern[] | null {
  const { E, D, S } = c;
  const days: number[][] = Array.from({ length: c.weekendCount }, () => []);
  for (let d = 0; d < D; d++) {
    const w = c.weekendOf[d] ?? -1;
    if (w >= 0) days[w]?.push(d);
  }
  const patterns: Pattern[] = [];
  for (let e = 0; e < E; e++)
    for (let w = 0; w < c.weekendCount; w++) {
      const free = (days[w] ?? []).filter((d) => c.fixedType[e * D + d] !== FIXED);
      const choices = free.map((d) => {
        const types = [-1];
        for (let s = 0; s < S; s++) {
          const cell = (e * D + d) * S + s;
          if (c.allowed[cell] !== 1) continue;
          if ((c.requirement[d * S + s] ?? 0) > 0 || (c.requestDelta[cell] ?? 0) < 0) types.push(s);
        }
        return types;
      });
      const first = choices[0] ?? [-1];
      const second = choices[1] ?? [-1];
      for (const a of first)
        for (const b of second) {
          if (a < 0 && b < 0) continue;
          // The Sunday after a Saturday worked: the rest rule between them (a weekend of one free day has none).
          if (a >= 0 && b >= 0 && c.cannotFollow[a * S + b] === 1) continue;
          const pattern: Pattern = { e, w, cells: [], cost: 0, minutes: 0 };
          [a, b].forEach((s, i) => {
            const d = free[i];
            if (s < 0 || d === undefined) return;
            pattern.cells.push(d * S + s);
            pattern.cost += c.requestDelta[(e * D + d) * S + s] ?? 0;
            pattern.minutes += c.minutes[s] ?? 0;
          });
          patterns.push(pattern);
          if (patterns.length > limit) return null;
        }
    }
  return patterns;
}

/** The weekends' program: its patterns, its rows (cover rows first) and its model's text up to `End`. */
interface WeekendProgram {
  patterns: Pattern[];
  rows: Row[];
  /** Per pattern, the rows it is in with its coefficient there. */
  entries: [number, number][][];
  /** The cover rows' cells (d x S + s), in row order. */
  covered: number[];
  /** The model in CPLEX LP format without its `End`: `Bounds` and `Binary` may follow. */
  model: string[];
  /** The model's constraints (`Subject To` and its rows), for a program of the same rows with another objective. */
  constraints: string[];
}

/** The weekends' relaxation solved: its bound, and what the choice of weekends (`chosenWeekends`) starts from. */
export interface WeekendRelaxation {
  bound: number;
  program: WeekendProgram;
  /** Each pattern's value in the relaxation's solution. */
  values: Float64Array;
}

/**
 * The bound, or 0 when there are no weekends, more patterns than `MAX_WEEKEND_PATTERNS`, or HiGHS gives no solution
 * within `timeLimitSeconds`.
 */
export function weekendBound(c: Compiled, linear: LinearSolver, timeLimitSeconds: number): number {
  return weekendRelaxation(c, linear, timeLimitSeconds)?.bound ?? 0;
}

function weekendProgram(c: Compiled): WeekendProgram | null {
  const { E, D, S } = c;
  const patterns = c.weekendCount === 0 ? null : weekendPatterns(c, MAX_WEEKEND_PATTERNS);
  if (!patterns || patterns.length === 0) return null;
  const rows: Row[] = [];
  /** Per pattern, the rows it is in with its coefficient there. */
  const entries: [number, number][][] = patterns.map(() => []);
  const text: string[] = [];
  const constraint = (columns: [number, number][], equal: boolean, rhs: number, extra = ''): void => {
    const r = rows.length;
    rows.push({ equal, rhs });
    for (const [p, coefficient] of columns) entries[p]?.push([r, coefficient]);
    const terms = columns.map(([p, coefficient]) => `+ ${coefficient} p${p}`).join(' ');
    text.push(` r${r}: ${terms}${extra} ${equal ? '=' : '<='} ${rhs}`);
  };

  // The weekend days' cover, with a slack below and above: rows 0 .. covered.length - 1.
  const covered: number[] = [];
  for (let d = 0; d < D; d++)
    if ((c.weekendOf[d] ?? -1) >= 0)
      for (let s = 0; s < S; s++) if ((c.requirement[d * S + s] ?? 0) > 0) covered.push(d * S + s);
  const onCover = new Map<number, [number, number][]>(covered.map((k) => [k, []]));
  patterns.forEach((pattern, p) => {
    for (const k of pattern.cells) onCover.get(k)?.push([p, 1]);
  });
  covered.forEach((k, i) =>
    constraint(onCover.get(k) ?? [], true, c.requirement[k] ?? 0, ` + u${i} - o${i}`),
  );

  // Per person: one pattern a weekend, the maximum of weekends, each type's maximum, the minutes.
  let first = 0;
  for (let e = 0; e < E; e++) {
    let end = first;
    while (end < patterns.length && patterns[end]?.e === e) end++;
    const mine = Array.from({ length: end - first }, (_, i) => first + i);
    first = end;
    if (mine.length === 0) continue;
    const byWeekend = new Map<number, number[]>();
    for (const p of mine) {
      const w = patterns[p]?.w ?? 0;
      const one = byWeekend.get(w);
      if (one) one.push(p);
      else byWeekend.set(w, [p]);
    }
    for (const one of byWeekend.values())
      constraint(
        one.map((p) => [p, 1]),
        false,
        1,
      );
    let fixedWeekends = 0;
    const counted = new Set<number>();
    let fixedMinutes = 0;
    for (let d = 0; d < D; d++) {
      if (c.fixedType[e * D + d] !== FIXED) continue;
      fixedMinutes += c.fixedMinutes[e * D + d] ?? 0;
      const w = c.weekendOf[d] ?? -1;
      if (w >= 0 && !counted.has(w)) {
        counted.add(w);
        fixedWeekends++;
      }
    }
    const open = mine.filter((p) => !counted.has(patterns[p]?.w ?? -1));
    const weekendsLeft = Math.max(0, (c.maxWeekends[e] ?? 0) - fixedWeekends);
    const openWeekends = new Set(open.map((p) => patterns[p]?.w));
    if (openWeekends.size > weekendsLeft)
      constraint(
        open.map((p) => [p, 1]),
        false,
        weekendsLeft,
      );
    for (let s = 0; s < S; s++) {
      const shifts = (p: number): number => patterns[p]?.cells.filter((k) => k % S === s).length ?? 0;
      let most = 0;
      for (const one of byWeekend.values()) most += Math.max(...one.map(shifts));
      const max = c.maxShifts[e * S + s] ?? 0;
      if (most > max)
        constraint(
          mine.filter((p) => shifts(p) > 0).map((p) => [p, shifts(p)]),
          false,
          max,
        );
    }
    const minutesLeft = Math.max(0, (c.maxMinutes[e] ?? 0) - fixedMinutes);
    let mostMinutes = 0;
    for (const one of byWeekend.values())
      mostMinutes += Math.max(...one.map((p) => patterns[p]?.minutes ?? 0));
    if (mostMinutes > minutesLeft)
      constraint(
        mine.map((p) => [p, patterns[p]?.minutes ?? 0]),
        false,
        minutesLeft,
      );
  }

  const constraints = ['Subject To', ...text];
  const model = [...objectiveOf(c, patterns, covered, (pattern) => pattern.cost), ...constraints];
  return { patterns, rows, entries, covered, model, constraints };
}

/** The program's objective in CPLEX LP format: each pattern's `cost`, and the cover's slacks at their weights. */
function objectiveOf(
  c: Compiled,
  patterns: Pattern[],
  covered: number[],
  cost: (pattern: Pattern) => number,
): string[] {
  const terms = [
    ...patterns.flatMap((pattern, p) => (cost(pattern) === 0 ? [] : [`${cost(pattern)} p${p}`])),
    ...covered.flatMap((k, i) => [`${c.weightUnder[k] ?? 0} u${i}`, `${c.weightOver[k] ?? 0} o${i}`]),
  ];
  return ['Minimize', ` obj: ${terms.join(' + ').replaceAll('+ -', '- ') || '0'}`];
}

/** The weekends' relaxation and its bound; null where `weekendBound` is 0 for want of a program or a solution. */
export function weekendRelaxation(
  c: Compiled,
  linear: LinearSolver,
  timeLimitSeconds: number,
): WeekendRelaxation | null {
  const { E, D } = c;
  const program = weekendProgram(c);
  if (!program) return null;
  const { patterns, rows, entries, covered } = program;
  const solution = linear.solve([...program.model, 'End'].join('\n'), { timeLimitSeconds });
  if (solution.duals.length !== rows.length) return null;

  // The Lagrangian bound for the duals π (≤ rows' duals clamped to at most 0): Σ π_r rhs_r plus, per column, the
  // least its reduced cost can add over the column's range (a pattern 0 to 1, a cover row's under slack up to its
  // requirement, its over slack up to everyone).
  const dual = (r: number): number => {
    const value = solution.duals[r] ?? 0;
    return rows[r]?.equal ? value : Math.min(0, value);
  };
  let bound = 0;
  rows.forEach((row, r) => (bound += dual(r) * row.rhs));
  patterns.forEach((pattern, p) => {
    let reduced = pattern.cost;
    for (const [r, coefficient] of entries[p] ?? []) reduced -= dual(r) * coefficient;
    bound += Math.min(0, reduced);
  });
  covered.forEach((k, i) => {
    bound += Math.min(0, (c.weightUnder[k] ?? 0) - dual(i)) * (c.requirement[k] ?? 0);
    bound += Math.min(0, (c.weightOver[k] ?? 0) + dual(i)) * E;
  });
  for (let d = 0; d < D; d++) if ((c.weekendOf[d] ?? -1) >= 0) bound += c.requestBaseOfDay[d] ?? 0;
  // Summing many terms in floating point: never let rounding lift the bound to the next whole number.
  const margin = 1e-9 * Math.max(1, Math.abs(bound)) * (patterns.length + rows.length);
  const safe = wholeCosts(c) ? Math.ceil(bound - margin) : bound - margin;
  const values = Float64Array.from(patterns, (_, p) => solution.values.get(`p${p}`) ?? 0);
  return { bound: Math.max(0, safe), program, values };
}

/** A pattern's value taken as whole (HiGHS's integer solutions and vertices are whole within its tolerances). */
const WHOLE = 1e-6;

/**
 * One pattern per person and weekend, the best HiGHS finds within `timeLimitSeconds` (docs/planner.md, "The
 * weekends first"): an integer program over the same patterns, in which a person's weekend the relaxation settled
 * (one pattern whole, or none at all) keeps only its pattern, so that it is small (instance 13: 13,000 of 53,000
 * patterns, optimal in about 4 s, where the whole program took 20 s). Per cell (e x D + d) the type chosen, or OFF
 * where none; null without a solution in time.
 */
export function chosenWeekends(
  c: Compiled,
  relaxation: WeekendRelaxation,
  linear: LinearSolver,
  timeLimitSeconds: number,
): Int32Array | null {
  const { program, values } = relaxation;
  const { patterns } = program;
  const weekendKey = (pattern: Pattern) => pattern.e * c.weekendCount + pattern.w;
  const unsettled = new Set<number>();
  patterns.forEach((pattern, p) => {
    const value = values[p] ?? 0;
    if (value > WHOLE && value < 1 - WHOLE) unsettled.add(weekendKey(pattern));
  });
  const bounds = patterns.flatMap((pattern, p) =>
    (values[p] ?? 0) > WHOLE || unsettled.has(weekendKey(pattern)) ? [] : [` p${p} = 0`],
  );
  return integerChoice(c, program, program.model, bounds, linear, timeLimitSeconds);
}

/**
 * The types of the weekend days `chosen` chosen again with the weekdays in view (docs/planner.md, "The weekends'
 * types chosen again"): the same integer program with each person's weekend days worked held as chosen (which days,
 * not which types), its weekends' cost first, and among equally cheap choices the patterns the relaxation of the
 * problem with those days left open (`used`: its rows in use and their values) uses most. Null without a solution in
 * time.
 */
export function retypedWeekends(
  c: Compiled,
  relaxation: WeekendRelaxation,
  linear: LinearSolver,
  timeLimitSeconds: number,
  chosen: Int32Array,
  used: readonly { employee: number; row: Int32Array; value: number }[],
): Int32Array | null {
  const { D, S } = c;
  const { program } = relaxation;
  const { patterns } = program;
  const keyOf = (e: number, w: number, cells: readonly number[]) => `${e}:${w}:${cells.join(',')}`;
  // Per person and weekend the cells their rows in use work, by value.
  const preference = new Map<string, number>();
  for (const { employee, row, value } of used)
    for (let w = 0; w < c.weekendCount; w++) {
      const cells: number[] = [];
      for (let d = 0; d < D; d++) {
        const t = row[d] ?? OFF;
        if (c.weekendOf[d] === w && t >= 0) cells.push(d * S + t);
      }
      const key = keyOf(employee, w, cells);
      preference.set(key, (preference.get(key) ?? 0) + value);
    }
  const daysOf = (e: number, cells: readonly number[]) => cells.map((k) => e * D + Math.floor(k / S));
  const bounds = patterns.flatMap((pattern, p) => {
    const days = daysOf(pattern.e, pattern.cells);
    const worked = (cell: number) => (chosen[cell] ?? OFF) !== OFF;
    // The chosen days of the weekend, no more and no fewer.
    let same = days.every(worked);
    for (let d = 0; d < D && same; d++)
      if (c.weekendOf[d] === pattern.w && worked(pattern.e * D + d)) same = days.includes(pattern.e * D + d);
    return same ? [] : [` p${p} = 0`];
  });
  const objective = objectiveOf(
    c,
    patterns,
    program.covered,
    (pattern) =>
      pattern.cost - PREFERENCE_WEIGHT * (preference.get(keyOf(pattern.e, pattern.w, pattern.cells)) ?? 0),
  );
  return integerChoice(c, program, [...objective, ...program.constraints], bounds, linear, timeLimitSeconds);
}

/**
 * How much a pattern's use in the relaxation weighs against its cost: with whole costs and at most one pattern per
 * person and weekend, a tie-break among the weekends' cheapest choices (instance 13: 240 weekends worked, each
 * preference at most 1).
 */
const PREFERENCE_WEIGHT = 0.01;

/** The weekends' integer program with `model`'s objective and `bounds`: per cell the type chosen, or OFF. */
function integerChoice(
  c: Compiled,
  program: WeekendProgram,
  model: readonly string[],
  bounds: readonly string[],
  linear: LinearSolver,
  timeLimitSeconds: number,
): Int32Array | null {
  const { D, S } = c;
  const { patterns } = program;
  const text = [...model, 'Bounds', ...bounds, 'Binary', ...patterns.map((_, p) => ` p${p}`), 'End'].join(
    '\n',
  );
  const solution = linear.solve(text, { timeLimitSeconds });
  if (!Number.isFinite(solution.objective) || solution.values.size === 0) return null;
  const chosen = new Int32Array(c.E * D).fill(OFF);
  const taken = new Set<number>();
  for (let p = 0; p < patterns.length; p++) {
    const pattern = patterns[p];
    if (!pattern || (solution.values.get(`p${p}`) ?? 0) < 0.5) continue;
    // Two patterns on one weekend: not a solution (HiGHS stopped without one).
    const key = pattern.e * c.weekendCount + pattern.w;
    if (taken.has(key)) return null;
    taken.add(key);
    for (const k of pattern.cells) chosen[pattern.e * D + Math.floor(k / S)] = k % S;
  }
  return chosen;
}
