/**
 * Independent parts of a problem (docs/planner.md, "Independent parts"): people and shift types linked when the
 * person may work the type (or already holds it on a fixed day). Nothing in the objective but fairness joins two
 * parts (cover, requests and every hard constraint stay within one), so each part is planned on its own: a run
 * over ten units whose people work only in their own unit is ten small problems, not one large one.
 */
import type { PlannerEmployee, PlannerProblem } from '../model';

export interface ProblemPart {
  problem: PlannerProblem;
  /** The part's people by their index in the whole problem, in the part's order. */
  employees: number[];
}

function find(parent: Int32Array, node: number): number {
  let root = node;
  while (parent[root] !== root) root = parent[root] ?? root;
  let at = node;
  while (parent[at] !== root) {
    const next = parent[at] ?? root;
    parent[at] = root;
    at = next;
  }
  return root;
}

/** Whether the person may ever work the type: not forbidden by a maximum of 0, requested when only requests count. */
function mayWork(problem: PlannerProblem, employee: PlannerEmployee, typeId: string, requested: Set<string>) {
  if (employee.maxShifts[typeId] === 0) return false;
  return !problem.requestsOnly || requested.has(`${employee.id}#${typeId}`);
}

/** The problem's independent parts (one part: the problem itself), people and types in their original order. */
export function independentParts(problem: PlannerProblem): ProblemPart[] {
  const E = problem.employees.length;
  const S = problem.shiftTypes.length;
  const parent = Int32Array.from({ length: E + S }, (_, node) => node);
  const typeIndex = new Map(problem.shiftTypes.map((type, s) => [type.id, s]));
  const requested = new Set(problem.shiftOnRequests.map((r) => `${r.employeeId}#${r.shiftTypeId}`));
  const link = (a: number, b: number) => {
    const ra = find(parent, a);
    const rb = find(parent, b);
    if (ra !== rb) parent[Math.max(ra, rb)] = Math.min(ra, rb);
  };
  // A type no cover row asks for and no wish names can only cost whoever works it: being allowed it joins nobody,
  // unless the person's own minimum (minutes, run length) might need it (the product's fixed days' types).
  const needed = new Set(problem.cover.filter((row) => row.requirement > 0).map((row) => row.shiftTypeId));
  for (const request of problem.shiftOnRequests) needed.add(request.shiftTypeId);
  problem.employees.forEach((employee, e) => {
    const mayNeedAny = employee.minTotalMinutes > 0 || employee.minConsecutiveShifts > 1;
    problem.shiftTypes.forEach((type, s) => {
      if ((mayNeedAny || needed.has(type.id)) && mayWork(problem, employee, type.id, requested))
        link(e, E + s);
    });
    for (const fixed of employee.fixed) {
      const s = fixed.shiftTypeId === null ? undefined : typeIndex.get(fixed.shiftTypeId);
      if (s !== undefined) link(e, E + s);
    }
  });
  // A wish for a type the person may not work still costs: it stays in the type's part.
  const employeeIndex = new Map(problem.employees.map((employee, e) => [employee.id, e]));
  for (const request of problem.shiftOnRequests) {
    const e = employeeIndex.get(request.employeeId);
    const s = typeIndex.get(request.shiftTypeId);
    if (e !== undefined && s !== undefined) link(e, E + s);
  }
  const groups = new Map<number, { employees: number[]; types: number[] }>();
  const groupOf = (node: number) => {
    const root = find(parent, node);
    let group = groups.get(root);
    if (!group) {
      group = { employees: [], types: [] };
      groups.set(root, group);
    }
    return group;
  };
  for (let e = 0; e < E; e++) groupOf(e).employees.push(e);
  for (let s = 0; s < S; s++) groupOf(E + s).types.push(s);
  // People who may work no type have nothing to plan: they join the first part that has types.
  const withTypes = [...groups.values()].filter((group) => group.types.length > 0);
  const [first] = withTypes;
  if (!first || withTypes.length === 1) return [{ problem, employees: problem.employees.map((_, e) => e) }];
  for (const group of groups.values()) if (group.types.length === 0) first.employees.push(...group.employees);
  first.employees.sort((a, b) => a - b);
  return withTypes.map((group) => ({ problem: partOf(problem, group), employees: group.employees }));
}

function partOf(problem: PlannerProblem, group: { employees: number[]; types: number[] }): PlannerProblem {
  const types = new Set(group.types.map((s) => problem.shiftTypes[s]?.id ?? ''));
  const employees = group.employees.flatMap((e) => problem.employees[e] ?? []);
  const people = new Set(employees.map((employee) => employee.id));
  return {
    ...problem,
    shiftTypes: problem.shiftTypes
      .filter((type) => types.has(type.id))
      .map((type) => ({ ...type, cannotFollow: type.cannotFollow.filter((id) => types.has(id)) })),
    employees: employees.map((employee) => ({
      ...employee,
      maxShifts: Object.fromEntries(Object.entries(employee.maxShifts).filter(([id]) => types.has(id))),
    })),
    shiftOnRequests: problem.shiftOnRequests.filter(
      (r) => people.has(r.employeeId) && types.has(r.shiftTypeId),
    ),
    shiftOffRequests: problem.shiftOffRequests.filter(
      (r) => people.has(r.employeeId) && types.has(r.shiftTypeId),
    ),
    cover: problem.cover.filter((row) => types.has(row.shiftTypeId)),
  };
}
