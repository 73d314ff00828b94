/**
 * Which units a planning run covers (the chosen ones with their sub-units, and those holding the chosen
 * resources), apart from the problem's mapping: the API checks them before a run is queued, without the
 * solver's and the rules' code in its bundle.
 */
import { AppError } from '@app/shared/api/errors';
import { subUnitsOf } from '@app/shared/units/unit-tree';
import type { Caller } from '../security/caller';
import {
  CalendarReadsRepository,
  type Catalogue,
  type UnitCollection,
} from '../calendar/calendar-reads.repository';
import { UnitRepository } from '../units/unit.repository';
import type { PlanningRequest } from './planning-problem';

/** What the subjects depend on: the units, resources and range (not the calculation day). */
type Subjects = Omit<PlanningRequest, 'calculationDate'>;

/**
 * The chosen units with their sub-units, and the units holding the chosen resources (within `withinUnitIds` when
 * the run is limited to a planner's responsible units); 404 for unknown ones.
 */
export async function planningUnitsOf(
  caller: Caller,
  request: Subjects,
  catalogue: Catalogue,
  reads: CalendarReadsRepository,
) {
  const tree = await new UnitRepository(caller.tenant).list();
  const known = new Set(tree.map((unit) => unit.id));
  if (request.unitIds.some((id) => !known.has(id))) throw new AppError('NOT_FOUND');
  const resources = new Set(catalogue.resources.map((resource) => resource.id));
  if (request.resourceIds.some((id) => !resources.has(id))) throw new AppError('NOT_FOUND');
  const chosen = new Set(
    request.unitIds.flatMap((id) => [
      id,
      ...subUnitsOf(tree, id, true)
        .filter((unit) => unit.enabled)
        .map((unit) => unit.id),
    ]),
  );
  const within = request.withinUnitIds
    ? new Set(
        request.withinUnitIds.flatMap((id) => [id, ...subUnitsOf(tree, id, true).map((unit) => unit.id)]),
      )
    : undefined;
  const others = request.resourceIds.length
    ? tree.filter((unit) => unit.enabled && !chosen.has(unit.id) && (!within || within.has(unit.id)))
    : [];
  const collections = await Promise.all(
    [...chosen, ...others.map((unit) => unit.id)].map((id) => reads.unitCollection(id)),
  );
  const wanted = new Set(request.resourceIds);
  return collections
    .filter(
      (collection): collection is UnitCollection =>
        collection !== undefined &&
        (chosen.has(collection.unit.id) || collection.resourceIds.some((id) => wanted.has(id))),
    )
    .map((collection) => ({ collection, whole: chosen.has(collection.unit.id) }));
}

/** The run's units, resources and range exist: a 404 before anything is queued. */
export async function assertPlanningSubjects(caller: Caller, request: Subjects): Promise<void> {
  const reads = new CalendarReadsRepository(caller.tenant);
  await planningUnitsOf(caller, request, await reads.catalogue(), reads);
}
