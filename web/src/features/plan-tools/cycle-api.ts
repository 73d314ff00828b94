import { queryOptions } from '@tanstack/react-query';
import { cycleInsertContracts as contracts } from '@app/shared/plan-tools/cycle-insert.contracts';
import type { TCycleInsert } from '@app/shared/plan-tools/cycle-insert';
import type { TToolKey } from '@app/shared/plan-tools/tools';
import { shiftCycleContracts } from '@app/shared/shifts/shift-cycles.contracts';
import { callApi } from '#lib/api';
import { planToolsKey } from './plan-tools-api';

/** Every shift cycle (master data), for the insert dialog. */
export const cyclesQuery = queryOptions({
  queryKey: [...planToolsKey, 'cycles'],
  queryFn: ({ signal }) => callApi(shiftCycleContracts.cycles, {}, { signal }),
  staleTime: 60_000,
});

export const cycleInsertionsQuery = (unitId: string) =>
  queryOptions({
    queryKey: [...planToolsKey, 'cycleInsertions', unitId],
    queryFn: ({ signal }) => callApi(contracts.cycleInsertions, { params: { unitId } }, { signal }),
  });

export const toolsQuery = queryOptions({
  queryKey: [...planToolsKey, 'tools'],
  queryFn: ({ signal }) => callApi(contracts.toolsList, {}, { signal }),
  staleTime: 5 * 60_000,
});

export const insertCycle = (body: TCycleInsert) => callApi(contracts.cycleInsert, { body });

export const deleteCycleInsertion = (insertionId: string, from: string | null) =>
  callApi(contracts.cycleDelete, { params: { insertionId }, query: from ? { from } : {} });

export const deleteResourcePlan = (resourceId: string, query: { unitId: string; from: string; to: string }) =>
  callApi(contracts.resourcePlanDelete, { params: { resourceId }, query });

export const runTool = (key: TToolKey) => callApi(contracts.toolsRun, { body: { key } });
