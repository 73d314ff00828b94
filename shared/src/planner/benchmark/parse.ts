/**
 * The adapter from the Curtois-Qu shift-scheduling benchmark (`../shared/bench/shift-scheduling/README.md`) onto
 * the planner's model (docs/planner.md, "The benchmark"): the instance text becomes the same `PlannerProblem` the
 * product's worker builds, so that the benchmark measures the solver the product runs.
 */
import type {
  PlannerCover,
  PlannerEmployee,
  PlannerProblem,
  PlannerRequest,
  PlannerShiftType,
} from '../model';

type SectionName =
  | 'SECTION_HORIZON'
  | 'SECTION_SHIFTS'
  | 'SECTION_STAFF'
  | 'SECTION_DAYS_OFF'
  | 'SECTION_SHIFT_ON_REQUESTS'
  | 'SECTION_SHIFT_OFF_REQUESTS'
  | 'SECTION_COVER';

const sectionNames: readonly SectionName[] = [
  'SECTION_HORIZON',
  'SECTION_SHIFTS',
  'SECTION_STAFF',
  'SECTION_DAYS_OFF',
  'SECTION_SHIFT_ON_REQUESTS',
  'SECTION_SHIFT_OFF_REQUESTS',
  'SECTION_COVER',
];

function isSectionName(line: string): line is SectionName {
  return (sectionNames as readonly string[]).includes(line);
}

/** The data lines of each section, split into trimmed comma-separated fields (comments and blanks dropped). */
function sections(text: string): Map<SectionName, { line: number; fields: string[] }[]> {
  const result = new Map<SectionName, { line: number; fields: string[] }[]>();
  let current: SectionName | null = null;
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) return;
    if (isSectionName(line)) {
      current = line;
      result.set(line, []);
      return;
    }
    if (line.startsWith('SECTION_')) throw new Error(`Line ${index + 1}: unknown section ${line}`);
    if (current === null) throw new Error(`Line ${index + 1}: data before the first section`);
    result.get(current)?.push({ line: index + 1, fields: line.split(',').map((field) => field.trim()) });
  });
  return result;
}

function integer(value: string | undefined, line: number, what: string): number {
  if (value === undefined || !/^-?\d+$/.test(value)) {
    throw new Error(`Line ${line}: ${what} is not a whole number: ${value ?? '(missing)'}`);
  }
  return Number(value);
}

function field(fields: readonly string[], index: number, line: number, what: string): string {
  const value = fields[index];
  if (value === undefined || value === '') throw new Error(`Line ${line}: ${what} is missing`);
  return value;
}

/**
 * Reads one instance file. The benchmark's fields map one to one onto the model; what the product adds stays at
 * its neutral value: day 0 is a Monday (`firstWeekday` 1, as every instance states), no fixed days, no shift type
 * is a night, no fairness, no holidays, requests are wishes (not `requestsOnly`).
 */
export function parseInstance(text: string): PlannerProblem {
  const parts = sections(text);
  const rows = (name: SectionName) => parts.get(name) ?? [];

  const horizonRow = rows('SECTION_HORIZON')[0];
  if (!horizonRow) throw new Error('SECTION_HORIZON is missing');
  const horizon = integer(horizonRow.fields[0], horizonRow.line, 'the horizon');
  if (horizon <= 0) throw new Error(`Line ${horizonRow.line}: the horizon must be positive`);

  const shiftTypes: PlannerShiftType[] = rows('SECTION_SHIFTS').map(({ line, fields }) => ({
    id: field(fields, 0, line, 'the shift id'),
    minutes: integer(fields[1], line, 'the shift length'),
    cannotFollow: (fields[2] ?? '').split('|').filter((id) => id !== ''),
    night: false,
  }));
  if (shiftTypes.length === 0) throw new Error('SECTION_SHIFTS has no shift');
  const shiftIds = new Set(shiftTypes.map((shift) => shift.id));
  const knownShift = (id: string, line: number) => {
    if (!shiftIds.has(id)) throw new Error(`Line ${line}: unknown shift ${id}`);
    return id;
  };
  for (const shift of shiftTypes) {
    for (const id of shift.cannotFollow) {
      if (!shiftIds.has(id)) throw new Error(`SECTION_SHIFTS: ${shift.id} names an unknown shift ${id}`);
    }
  }

  const daysOff = new Map<string, number[]>();
  for (const { line, fields } of rows('SECTION_DAYS_OFF')) {
    const id = field(fields, 0, line, 'the employee id');
    const days = fields.slice(1).filter((value) => value !== '');
    daysOff.set(id, [
      ...(daysOff.get(id) ?? []),
      ...days.map((value) => integer(value, line, 'a day index')),
    ]);
  }

  const employees: PlannerEmployee[] = rows('SECTION_STAFF').map(({ line, fields }) => {
    const id = field(fields, 0, line, 'the employee id');
    const maxShifts: Record<string, number> = {};
    for (const limit of field(fields, 1, line, 'MaxShifts').split('|')) {
      const [shiftId = '', count] = limit.split('=');
      maxShifts[knownShift(shiftId.trim(), line)] = integer(count?.trim(), line, `MaxShifts of ${shiftId}`);
    }
    return {
      id,
      maxShifts,
      maxTotalMinutes: integer(fields[2], line, 'MaxTotalMinutes'),
      minTotalMinutes: integer(fields[3], line, 'MinTotalMinutes'),
      maxConsecutiveShifts: integer(fields[4], line, 'MaxConsecutiveShifts'),
      minConsecutiveShifts: integer(fields[5], line, 'MinConsecutiveShifts'),
      minConsecutiveDaysOff: integer(fields[6], line, 'MinConsecutiveDaysOff'),
      maxWeekends: integer(fields[7], line, 'MaxWeekends'),
      daysOff: daysOff.get(id) ?? [],
      fixed: [],
    };
  });
  const employeeIds = new Set(employees.map((employee) => employee.id));
  for (const id of daysOff.keys()) {
    if (!employeeIds.has(id)) throw new Error(`SECTION_DAYS_OFF: unknown employee ${id}`);
  }

  const day = (value: string | undefined, line: number) => {
    const index = integer(value, line, 'the day');
    if (index < 0 || index >= horizon) throw new Error(`Line ${line}: day ${index} outside the horizon`);
    return index;
  };
  const requests = (name: SectionName): PlannerRequest[] =>
    rows(name).map(({ line, fields }) => {
      const employeeId = field(fields, 0, line, 'the employee id');
      if (!employeeIds.has(employeeId)) throw new Error(`Line ${line}: unknown employee ${employeeId}`);
      return {
        employeeId,
        day: day(fields[1], line),
        shiftTypeId: knownShift(field(fields, 2, line, 'the shift id'), line),
        weight: integer(fields[3], line, 'the weight'),
      };
    });

  const cover: PlannerCover[] = rows('SECTION_COVER').map(({ line, fields }) => ({
    day: day(fields[0], line),
    shiftTypeId: knownShift(field(fields, 1, line, 'the shift id'), line),
    requirement: integer(fields[2], line, 'the requirement'),
    weightUnder: integer(fields[3], line, 'the weight for under'),
    weightOver: integer(fields[4], line, 'the weight for over'),
  }));

  return {
    horizon,
    firstWeekday: 1,
    shiftTypes,
    employees,
    shiftOnRequests: requests('SECTION_SHIFT_ON_REQUESTS'),
    shiftOffRequests: requests('SECTION_SHIFT_OFF_REQUESTS'),
    cover,
  };
}
