/**
 * The roster file of `npm run bench:planner -- --instance N --out FILE` (issue 16): one line per employee in the
 * instance's order, the EmployeeID then one tab-separated field per day holding the shift ID or nothing.
 */
import type { PlannerProblem, PlannerRoster } from '../model';

export function writeRosterFile(problem: PlannerProblem, roster: PlannerRoster): string {
  if (roster.length !== problem.employees.length) {
    throw new Error(`The roster has ${roster.length} rows for ${problem.employees.length} employees`);
  }
  const lines = problem.employees.map((employee, index) => {
    const days = roster[index] ?? [];
    if (days.length !== problem.horizon) {
      throw new Error(`The roster of ${employee.id} has ${days.length} days, not ${problem.horizon}`);
    }
    return [employee.id, ...days.map((shift) => shift ?? '')].join('\t');
  });
  return `${lines.join('\n')}\n`;
}

/**
 * Reads a roster file back against its problem: the employees in the problem's order, a field per day, known shift
 * IDs only (anything else is an error with its line, so a broken file never reaches the checker as a roster).
 */
export function readRosterFile(problem: PlannerProblem, text: string): PlannerRoster {
  const shiftIds = new Set(problem.shiftTypes.map((shift) => shift.id));
  const lines = text.split(/\r?\n/);
  // The file ends with a newline; a blank last line is not an employee.
  if (lines.at(-1) === '') lines.pop();
  if (lines.length !== problem.employees.length) {
    throw new Error(`The file has ${lines.length} lines for ${problem.employees.length} employees`);
  }
  return problem.employees.map((employee, index) => {
    const [id, ...days] = (lines[index] ?? '').split('\t');
    if (id !== employee.id) {
      throw new Error(`Line ${index + 1}: expected employee ${employee.id}, found ${id ?? '(nothing)'}`);
    }
    if (days.length !== problem.horizon) {
      throw new Error(`Line ${index + 1}: ${days.length} days, not ${problem.horizon}`);
    }
    return days.map((field, day) => {
      const shift = field.trim();
      if (shift === '') return null;
      if (!shiftIds.has(shift)) throw new Error(`Line ${index + 1}, day ${day}: unknown shift ${shift}`);
      return shift;
    });
  });
}
