/**
 * A hurried dive's last people (docs/planner.md, "A hurried dive's last people annealed"): where a relaxation ran out
 * of its time without converging, the dive fixes rows in a hurry until a few people are open (columns.ts,
 * `divingToOpen`), and the annealer plans those people's rows with everyone else's held. This is their problem: the
 * open people alone, the cover less what the others work.
 */
import type { PlannerCover, PlannerProblem } from '../model';
import { type Compiled, OFF } from './compile';

/**
 * The problem of the `open` people (indexes into `problem.employees`, in order) with every other person's row of
 * `roster` (compiled form) held: each cover line's requirement less the shifts the others work there. Each person's
 * rules are their own and the cover's cost is linear below and above its requirement, so every roster of it costs
 * what the whole roster (its rows and the others') costs less a constant, and keeps a hard constraint exactly when the
 * whole does. Not for runs that weigh fairness, which joins everyone's rows.
 */
export function openPeopleProblem(
  problem: PlannerProblem,
  c: Compiled,
  roster: Int32Array,
  open: readonly number[],
): PlannerProblem {
  const { D } = c;
  const held = new Set(problem.employees.map((_, e) => e).filter((e) => !open.includes(e)));
  const worked = new Map<string, number>();
  for (const e of held)
    for (let d = 0; d < D; d++) {
      const t = roster[e * D + d] ?? OFF;
      const type = t >= 0 ? problem.shiftTypes[t] : undefined;
      if (!type) continue;
      const key = `${d}:${type.id}`;
      worked.set(key, (worked.get(key) ?? 0) + 1);
    }
  const employees = open.flatMap((e) => problem.employees[e] ?? []);
  const ids = new Set(employees.map((employee) => employee.id));
  return {
    ...problem,
    employees,
    shiftOnRequests: problem.shiftOnRequests.filter((request) => ids.has(request.employeeId)),
    shiftOffRequests: problem.shiftOffRequests.filter((request) => ids.has(request.employeeId)),
    cover: coverLess(problem.cover, worked),
  };
}

/**
 * The cover with each line's requirement less the shifts `worked` there (by `day:shiftTypeId`), never below 0: the
 * cover left to the people still planned when others' shifts are held (here, and the weekends first's fixed days).
 */
export function coverLess(
  cover: readonly PlannerCover[],
  worked: ReadonlyMap<string, number>,
): PlannerCover[] {
  return cover.map((line) => ({
    ...line,
    requirement: Math.max(0, line.requirement - (worked.get(`${line.day}:${line.shiftTypeId}`) ?? 0)),
  }));
}

/** The open people's rows of `roster` (compiled form), in the order of `open`: a roster of their problem. */
export function openRows(c: Compiled, roster: Int32Array, open: readonly number[]): Int32Array {
  const x = new Int32Array(open.length * c.D);
  open.forEach((e, i) => x.set(roster.subarray(e * c.D, (e + 1) * c.D), i * c.D));
  return x;
}

/** `roster` with the open people's rows replaced by those of `rows`, a roster of their problem. */
export function withOpenRows(
  c: Compiled,
  roster: Int32Array,
  open: readonly number[],
  rows: Int32Array,
): Int32Array {
  const x = Int32Array.from(roster);
  open.forEach((e, i) => x.set(rows.subarray(i * c.D, (i + 1) * c.D), e * c.D));
  return x;
}
