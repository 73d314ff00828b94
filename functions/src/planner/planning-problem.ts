/**
 * Reads a run's world and builds its problem: select (the chosen units with sub-units, the units holding the
 * chosen resources), load (their plan of the range, the people, holidays and time accounts), then build without
 * I/O (planning-world.ts: the open slots, MINOC's virtual slots from minimum-staffing.ts, the problem).
 */
import { monthsOf } from '@app/shared/time/tenant-time';
import type { Caller } from '../security/caller';
import { CalendarReadsRepository, type Catalogue } from '../calendar/calendar-reads.repository';
import { PlanRepository } from '../calendar/plan.repository';
import { holidaysOf } from '../calendar/validator/change-world';
import { valueUnitMonth } from '../time/valuation.service';
import { UserPlanningRepository } from '../directory/user-planning.repository';
import { planningUnitsOf } from './planning-subjects';
import { minimumStaffing } from './minimum-staffing';
import {
  buildPlanningWorld,
  openSlots,
  planningDays,
  wholeUnits,
  type PlanningInputs,
  type PlanningWorld,
} from './planning-world';

export interface PlanningRequest {
  unitIds: readonly string[];
  resourceIds: readonly string[];
  range: { start: string; end: string };
  requestsOnly: boolean;
  /** The day the hour balances are read at (CalculationDay). */
  calculationDate: string;
  /**
   * The units the planner who started the run is responsible for (each with the units below it), when not every
   * unit: the chosen resources are planned only in these. Absent or null: no limit.
   */
  withinUnitIds?: readonly string[] | null;
}

/**
 * The time accounts at the calculation day of the units' members who track time (from time tracking's valuation
 * of that month; days after today add nothing there).
 */
async function balancesAt(
  caller: Caller,
  unitIds: readonly string[],
  date: string,
): Promise<Map<string, number>> {
  const month = date.slice(0, 7);
  const units = await Promise.all(unitIds.map((unitId) => valueUnitMonth(caller.tenant, unitId, month)));
  const balances = new Map<string, number>();
  for (const valued of units)
    for (const [userId, person] of valued) {
      const started = person.inputs.trackingStart;
      if (started === null || started > date) continue;
      balances.set(userId, person.balances.find((day) => day.date === date)?.balance ?? person.opening);
    }
  return balances;
}

/** The units' plan of the range (whole months), their active members, holidays and time accounts. */
async function loadPlanningInputs(
  caller: Caller,
  request: PlanningRequest,
  catalogue: Catalogue,
  units: PlanningInputs['units'],
  reads: CalendarReadsRepository,
): Promise<PlanningInputs> {
  const plan = new PlanRepository(caller.tenant);
  const collections = units.map(({ collection }) => collection);
  const { start, end } = request.range;
  const months = monthsOf(start, end);
  const parts = await Promise.all(
    collections.map((collection) =>
      Promise.all(months.map((month) => plan.unitMonth(collection.unit.id, month))),
    ),
  );
  const memberIds = [
    ...new Set(collections.flatMap((c) => c.members.filter((m) => m.active).map((m) => m.userId))),
  ];
  const priorityLists = new UserPlanningRepository(caller.tenant);
  const [people, holidays, balances, lists] = await Promise.all([
    reads.peopleById(memberIds),
    // Holidays weigh in fairness, whether or not a rule looks at them.
    holidaysOf(caller, collections, start, end),
    balancesAt(
      caller,
      collections.map((collection) => collection.unit.id),
      request.calculationDate,
    ),
    Promise.all(collections.map((collection) => priorityLists.priorityListsOf(collection.unit.id))),
  ]);
  return {
    range: request.range,
    requestsOnly: request.requestsOnly,
    resourceIds: request.resourceIds,
    catalogue,
    units,
    items: parts.flat(),
    people,
    holidays,
    balances,
    priorityLists: new Map(
      collections.map((collection, index) => [collection.unit.id, lists[index] ?? new Map()]),
    ),
  };
}

export async function loadPlanningWorld(caller: Caller, request: PlanningRequest): Promise<PlanningWorld> {
  const reads = new CalendarReadsRepository(caller.tenant);
  const catalogue = await reads.catalogue();
  const units = await planningUnitsOf(caller, request, catalogue, reads);
  const inputs = await loadPlanningInputs(caller, request, catalogue, units, reads);
  const days = planningDays(request.range);
  const slots = openSlots(inputs, days);
  const staffing = minimumStaffing({
    caller,
    catalogue,
    collections: units.map(({ collection }) => collection),
    items: inputs.items,
    people: inputs.people,
    holidays: inputs.holidays,
    days,
    whole: wholeUnits(inputs),
    slots,
  });
  return buildPlanningWorld(inputs, days, slots, staffing);
}
