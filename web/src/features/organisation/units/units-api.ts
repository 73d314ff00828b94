import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { TManningSave, TUnit, TUnitCreate, TUnitUpdate } from '@app/shared/units/unit';
import { unitContracts } from '@app/shared/units/units.contracts';
import { unitDataContracts } from '@app/shared/units/unit-data.contracts';
import { resourceContracts } from '@app/shared/resources/resources.contracts';
import { callApi } from '#lib/api';

export const unitsQueryKey = ['units'] as const;

/** `GET /api/units`: every unit, parents before their children. */
export const unitsQuery = queryOptions({
  queryKey: unitsQueryKey,
  queryFn: ({ signal }) => callApi(unitContracts.list, {}, { signal }),
});

export function manningQuery(unitId: string) {
  return queryOptions({
    queryKey: [...unitsQueryKey, unitId, 'manning'],
    queryFn: ({ signal }) => callApi(unitDataContracts.manning, { params: { unitId } }, { signal }),
  });
}

export async function refreshUnits(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: unitsQueryKey });
}

export function createUnit(input: TUnitCreate): Promise<TUnit> {
  return callApi(unitContracts.create, { body: input });
}

export function updateUnit(unitId: string, input: TUnitUpdate): Promise<TUnit> {
  return callApi(unitContracts.update, { params: { unitId }, body: input });
}

export function moveUnit(unit: Pick<TUnit, 'id' | 'version'>, parentId: string | null): Promise<TUnit> {
  return callApi(unitContracts.move, {
    params: { unitId: unit.id },
    body: { parentId, version: unit.version },
  });
}

export function deleteUnit(unit: Pick<TUnit, 'id' | 'version'>): Promise<void> {
  return callApi(unitContracts.delete, { params: { unitId: unit.id }, query: { version: unit.version } });
}

export function saveManning(unitId: string, input: TManningSave) {
  return callApi(unitDataContracts.saveManning, { params: { unitId }, body: input });
}

export function settingsQuery(unitId: string) {
  return queryOptions({
    queryKey: [...unitsQueryKey, unitId, 'settings'],
    queryFn: ({ signal }) => callApi(unitDataContracts.settings, { params: { unitId } }, { signal }),
  });
}

export function timelineQuery(unitId: string) {
  return queryOptions({
    queryKey: [...unitsQueryKey, unitId, 'timeline'],
    queryFn: ({ signal }) => callApi(unitDataContracts.timeline, { params: { unitId } }, { signal }),
  });
}

export function unitResourcesQuery(unitId: string) {
  return queryOptions({
    queryKey: [...unitsQueryKey, unitId, 'resources'],
    queryFn: ({ signal }) => callApi(unitDataContracts.resources, { params: { unitId } }, { signal }),
  });
}

/** The resources catalogue (enabled and disabled: a unit may still list a disabled one). */
export const resourceCatalogueQuery = queryOptions({
  queryKey: ['resources', 'list', 'all'],
  queryFn: ({ signal }) => callApi(resourceContracts.list, { body: {} }, { signal }),
});
