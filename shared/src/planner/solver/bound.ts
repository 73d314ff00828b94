/**
 * The proven lower bound a run may stop at (docs/planner.md, "When a run stops"): the column generation's bound on
 * the cover and request costs plus the least spread the fairness term can have. The fairness part matters in the
 * product, whose objective always carries the spread of the shifts people already work (fixed days): without it no
 * roster would ever be proven optimal there, and every run would last until its time limit.
 *
 * Fairness is w times, per counter k (nights, weekend days, holidays), the sum over people of (n_e - mean)^2 with
 * n_e = f_e (the fixed days' count) + a_e (the planned shifts that count). Over the rosters that put nobody on a
 * (day, shift) beyond its requirement, a_e is at most u_e (the days of counter k on which e could take a shift
 * that is asked for: allowed, no rest conflict with a fixed day, minutes left) and the a_e add up to at most the
 * requirement of counter k's cells: the least spread of that is `leastSpread`, counter by counter. A roster that
 * over-covers j times pays at least j x the least over weight and may add j more anywhere a person could work; the
 * bound is the least of these cases.
 */
import { type Compiled, FIXED, UNKNOWN_TYPE } from './compile';

/**
 * A lower bound on the cover's cost from capacity alone, whatever the roster: a shift type's slots beyond what
 * everyone may work of it (their maxima, the days they may take it), and the weekend days asked beyond what
 * everyone's maximum of weekends lets them work, stay short. Each such slot costs at least the under weight of the
 * cheapest cells it could be missing from. The larger of the two (they may count the same slots). Where the column
 * generation proves no bound (its pricing inexact) this is the bound the run reports: on instance 15 a shortage of
 * 36 night shifts (its people may work 162 of the 198 asked), 3,600 of its best known 3,831 (docs/planner.md,
 * "A bound from capacity").
 */
export function capacityBound(c: Compiled): number {
  const { E, D, S } = c;
  let byTypes = 0;
  for (let s = 0; s < S; s++) {
    let capacity = 0;
    for (let e = 0; e < E; e++) {
      let days = 0;
      for (let d = 0; d < D; d++) days += c.allowed[(e * D + d) * S + s] ?? 0;
      capacity += Math.min(days, c.maxShifts[e * S + s] ?? 0);
    }
    const cells: number[] = [];
    for (let d = 0; d < D; d++) cells.push(d * S + s);
    byTypes += cheapestShortage(c, cells, capacity);
  }
  const weekendCells: number[] = [];
  for (let d = 0; d < D; d++)
    if ((c.weekendOf[d] ?? -1) >= 0) for (let s = 0; s < S; s++) weekendCells.push(d * S + s);
  return Math.max(byTypes, cheapestShortage(c, weekendCells, weekendDaysCapacity(c)));
}

/**
 * The weekend days everyone together may work: per person twice their maximum of weekends, at most the weekend days
 * they may take some shift on.
 */
export function weekendDaysCapacity(c: Compiled): number {
  const { E, D, S } = c;
  let capacity = 0;
  for (let e = 0; e < E; e++) {
    let days = 0;
    for (let d = 0; d < D; d++) {
      if ((c.weekendOf[d] ?? -1) < 0) continue;
      let any = 0;
      for (let s = 0; s < S; s++) any |= c.allowed[(e * D + d) * S + s] ?? 0;
      days += any;
    }
    capacity += Math.min(days, 2 * Math.min(c.maxWeekends[e] ?? 0, c.weekendCount));
  }
  return capacity;
}

/**
 * The least the cover of `cells` can cost short when at most `capacity` people can be on them in all: the slots
 * beyond it missing where they cost least (each cell short at most its requirement).
 */
function cheapestShortage(c: Compiled, cells: number[], capacity: number): number {
  let short = -capacity;
  for (const k of cells) short += c.requirement[k] ?? 0;
  if (short <= 0) return 0;
  const byWeight = [...cells].sort((a, b) => (c.weightUnder[a] ?? 0) - (c.weightUnder[b] ?? 0));
  let cost = 0;
  for (const k of byWeight) {
    const here = Math.min(short, c.requirement[k] ?? 0);
    cost += here * (c.weightUnder[k] ?? 0);
    short -= here;
    if (short === 0) break;
  }
  return cost;
}

/** `coverAndRequests`: a lower bound on the cover and request costs (the relaxation's), or -Infinity for none. */
export function lowerBound(c: Compiled, coverAndRequests: number): number {
  const bound = Number.isFinite(coverAndRequests) ? Math.max(0, coverAndRequests) : 0;
  const w = c.fairnessWeight;
  if (w <= 0 || c.E === 0) return bound;
  const counters = [0, 1, 2].map((k) => counterRoom(c, k));
  const curves = counters.map((counter) => spreadCurve(counter.fixed, counter.asked, counter.budget));
  const floors = curves.map((curve) => Math.min(...curve));
  const floor = floors.reduce((sum, one) => sum + one, 0);
  // Rosters that over-cover nothing: the relaxation's bound plus each counter's floor; or the counters' spreads
  // together with what the shifts they leave unplanned cost: with M missing, each counter k holds at least
  // R_k - M, and M cost at least the least under weight each (the other costs are at least 0).
  let least = bound + w * floor;
  const under = Math.min(...counters.map((counter) => (counter.budget > 0 ? counter.under : Infinity)));
  if (Number.isFinite(under)) {
    const atLeast = curves.map((curve) => {
      // The least spread with at least T shifts added.
      const suffix = [...curve];
      for (let t = suffix.length - 2; t >= 0; t--) suffix[t] = Math.min(suffix[t] ?? 0, suffix[t + 1] ?? 0);
      return suffix;
    });
    const most = Math.max(...counters.map((counter) => counter.budget));
    let coupled = Number.POSITIVE_INFINITY;
    for (let missing = 0; missing <= most; missing++) {
      let total = under * missing;
      counters.forEach((counter, k) => {
        const need = Math.max(0, counter.budget - missing);
        total += w * (atLeast[k]?.[need] ?? Number.POSITIVE_INFINITY);
      });
      coupled = Math.min(coupled, total);
    }
    least = Math.max(least, coupled);
  }
  // Rosters that over-cover j times pay at least j x the least over weight; their counters may hold j more shifts,
  // anywhere a person could work, each lowering the spread by at most `drop`.
  const over = leastOverWeight(c);
  if (over <= 0) {
    const spread = counters.reduce(
      (sum, counter) => sum + Math.min(...spreadCurve(counter.fixed, counter.any, Number.POSITIVE_INFINITY)),
      0,
    );
    return Math.min(least, bound + w * spread);
  }
  let overall = least;
  for (let j = 1; Math.max(bound, j * over) < overall; j++) {
    const spread = counters.reduce((sum, counter, k) => {
      const anywhere = Math.min(...spreadCurve(counter.fixed, counter.any, counter.budget + j));
      return sum + Math.max(anywhere, (floors[k] ?? 0) - j * drop(counter, j));
    }, 0);
    overall = Math.min(overall, Math.max(bound, j * over) + w * spread);
  }
  return overall;
}

/**
 * The most one more shift can lower a counter's spread: 2 (mean - n_e) - 1 + 1/E for the lowest count against the
 * highest mean the counter can reach with j shifts over the cover.
 */
function drop(counter: { fixed: Float64Array; budget: number }, j: number): number {
  const E = counter.fixed.length;
  const total = counter.fixed.reduce((sum, one) => sum + one, 0) + counter.budget + j;
  const lowest = Math.min(...counter.fixed);
  return Math.max(0, 2 * (total / E - lowest) - 1 + 1 / E);
}

/** Whether shift s on day d counts for counter k (0 nights, 1 weekend days, 2 holidays). */
function counts(c: Compiled, k: number, d: number, s: number): boolean {
  if (k === 0) return s >= 0 && c.night[s] === 1;
  if (k === 1) return (c.weekendOf[d] ?? -1) >= 0;
  return c.holiday[d] === 1;
}

/**
 * Whether person e could work shift s on day d at all: allowed there, no rest conflict with a fixed day before or
 * after, and its minutes fit beside the fixed days' under the person's maximum.
 */
function possible(c: Compiled, e: number, d: number, s: number, fixedMinutes: number): boolean {
  const { D, S } = c;
  if (c.allowed[(e * D + d) * S + s] !== 1) return false;
  if ((c.minutes[s] ?? 0) + fixedMinutes > (c.maxMinutes[e] ?? 0)) return false;
  const before = d > 0 && c.fixedType[e * D + d - 1] === FIXED ? (c.fixedShift[e * D + d - 1] ?? -1) : -1;
  if (before >= 0 && c.cannotFollow[before * S + s] === 1) return false;
  const after = d + 1 < D && c.fixedType[e * D + d + 1] === FIXED ? (c.fixedShift[e * D + d + 1] ?? -1) : -1;
  return !(after >= 0 && c.cannotFollow[s * S + after] === 1);
}

/**
 * Counter k per person: what their fixed days count (`fixed`); on how many days they could add to it where a
 * shift is asked for (`asked`) or anywhere (`any`), at most as many shifts as their minutes leave room for (and,
 * for nights, as the night types' maxima allow); how many such shifts the cover asks for in all (`budget`) and
 * the least a missing one costs (`under`).
 */
function counterRoom(c: Compiled, k: number) {
  const { E, D, S } = c;
  const fixed = new Float64Array(E);
  const asked = new Float64Array(E);
  const any = new Float64Array(E);
  let budget = 0;
  let under = Number.POSITIVE_INFINITY;
  for (let d = 0; d < D; d++)
    for (let s = 0; s < S; s++) {
      const required = c.requirement[d * S + s] ?? 0;
      if (!counts(c, k, d, s) || required === 0) continue;
      budget += required;
      under = Math.min(under, c.weightUnder[d * S + s] ?? 0);
    }
  for (let e = 0; e < E; e++) {
    let fixedMinutes = 0;
    for (let d = 0; d < D; d++) {
      if (c.fixedType[e * D + d] !== FIXED) continue;
      fixedMinutes += c.fixedMinutes[e * D + d] ?? 0;
      // As the state counts it: a night only with a night type of the problem's, else as a worked day.
      if (counts(c, k, d, c.fixedShift[e * D + d] ?? UNKNOWN_TYPE)) fixed[e] = (fixed[e] ?? 0) + 1;
    }
    let askedDays = 0;
    let anyDays = 0;
    let shortest = Number.POSITIVE_INFINITY;
    for (let d = 0; d < D; d++) {
      if (c.fixedType[e * D + d] === FIXED) continue;
      let onAsked = false;
      let onAny = false;
      for (let s = 0; s < S; s++) {
        if (!counts(c, k, d, s) || !possible(c, e, d, s, fixedMinutes)) continue;
        onAny = true;
        onAsked ||= (c.requirement[d * S + s] ?? 0) > 0;
        shortest = Math.min(shortest, c.minutes[s] ?? 0);
      }
      if (onAsked) askedDays++;
      if (onAny) anyDays++;
    }
    let most = shortest > 0 ? Math.floor(((c.maxMinutes[e] ?? 0) - fixedMinutes) / shortest) : D;
    if (k === 0) {
      let nights = 0;
      for (let s = 0; s < S; s++) if (c.night[s] === 1) nights += Math.min(c.maxShifts[e * S + s] ?? 0, D);
      most = Math.min(most, nights);
    }
    asked[e] = Math.max(0, Math.min(askedDays, most));
    any[e] = Math.max(0, Math.min(anyDays, most));
  }
  return { fixed, asked, any, budget, under: Number.isFinite(under) ? under : 0 };
}

/** The least over weight of a (day, shift) somebody may take: what any over-covering roster pays at least. */
function leastOverWeight(c: Compiled): number {
  const { E, D, S } = c;
  let least = Number.POSITIVE_INFINITY;
  for (let d = 0; d < D; d++)
    for (let s = 0; s < S; s++) {
      const weight = c.weightOver[d * S + s] ?? 0;
      if (weight >= least) continue;
      for (let e = 0; e < E; e++)
        if (c.allowed[(e * D + d) * S + s] === 1) {
          least = weight;
          break;
        }
    }
  return least;
}

/**
 * The least sum of squared deviations from the mean of the counts n_e = f_e + a_e over whole 0 <= a_e <= u_e with
 * sum a_e = T, for T = 0, 1, ... up to the budget (or all the room): index T. For a given total the least sum of
 * squares adds one at a time to the lowest count that has room (a separable convex allocation, where greedy is
 * optimal); the spread is that sum less (F + T)^2 / E.
 */
export function spreadCurve(f: Float64Array, u: Float64Array, budget: number): number[] {
  const E = f.length;
  if (E === 0) return [0];
  const n = Float64Array.from(f);
  const room = Float64Array.from(u);
  let sum = 0;
  let squares = 0;
  for (const count of n) {
    sum += count;
    squares += count * count;
  }
  // Rounding: a spread is never negative.
  const curve = [Math.max(0, squares - (sum * sum) / E)];
  const total = Math.min(
    budget,
    room.reduce((all, one) => all + one, 0),
  );
  for (let added = 0; added < total; added++) {
    let lowest = -1;
    for (let e = 0; e < E; e++)
      if ((room[e] ?? 0) > 0 && (lowest === -1 || (n[e] ?? 0) < (n[lowest] ?? 0))) lowest = e;
    if (lowest === -1) break;
    const count = n[lowest] ?? 0;
    squares += 2 * count + 1;
    sum += 1;
    n[lowest] = count + 1;
    room[lowest] = (room[lowest] ?? 0) - 1;
    curve.push(Math.max(0, squares - (sum * sum) / E));
  }
  return curve;
}
