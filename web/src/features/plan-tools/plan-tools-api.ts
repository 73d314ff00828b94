import { queryOptions } from '@tanstack/react-query';
import { planToolContracts as contracts } from '@app/shared/plan-tools/plan-tools.contracts';
import type { TRangeSource } from '@app/shared/plan-tools/week-template';
import { shiftContracts } from '@app/shared/shifts/shifts.contracts';
import { callApi } from '#lib/api';

export const planToolsKey = ['plan-tools'] as const;

export const weekTemplatesQuery = (unitId: string) =>
  queryOptions({
    queryKey: [...planToolsKey, 'weekTemplates', unitId],
    queryFn: ({ signal }) => callApi(contracts.weekTemplates, { params: { unitId } }, { signal }),
  });

export const rangeActionsQuery = (unitId: string, source: TRangeSource) =>
  queryOptions({
    queryKey: [...planToolsKey, 'rangeActions', unitId, source],
    queryFn: ({ signal }) =>
      callApi(contracts.rangeActions, { params: { unitId }, query: { rec: source } }, { signal }),
  });

/** The enabled shift templates a row may name. */
export const shiftTemplatesQuery = queryOptions({
  queryKey: [...planToolsKey, 'shiftTemplates'],
  queryFn: ({ signal }) => callApi(shiftContracts.list, { body: { enabled: true } }, { signal }),
  staleTime: 60_000,
});
