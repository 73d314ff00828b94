import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { TCostUnit } from '@app/shared/payroll-data/cost-unit';
import type { THourlyRateUpdate } from '@app/shared/payroll-data/hourly-rate';
import type { TWageTypeUpdate } from '@app/shared/payroll-data/wage-type';
import { costUnitContracts } from '@app/shared/payroll-data/cost-units.contracts';
import { rateContracts } from '@app/shared/payroll-data/rates.contracts';
import { callApi } from '#lib/api';

/** Every cost unit: the list pages at 100; the grid searches and pages them itself. */
export const costUnitsQuery = queryOptions({
  queryKey: ['payroll-data', 'cost-units'],
  queryFn: async ({ signal }) => {
    const all: TCostUnit[] = [];
    let cursor: string | undefined;
    do {
      const page = await callApi(
        costUnitContracts.costUnitList,
        { query: { limit: 100, ...(cursor ? { cursor } : {}) } },
        { signal },
      );
      all.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor);
    return all;
  },
});

export const ratesQuery = queryOptions({
  queryKey: ['payroll-data', 'rates'],
  queryFn: ({ signal }) => callApi(rateContracts.rateList, { query: { enabled: 'all' } }, { signal }),
});

export const wageTypesQuery = queryOptions({
  queryKey: ['payroll-data', 'wage-types'],
  queryFn: ({ signal }) => callApi(rateContracts.wageTypeList, { query: { enabled: 'all' } }, { signal }),
});

export async function refreshPayrollData(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: ['payroll-data'] });
}

export const saveCostUnit = (code: string | null, input: { code: string; name: string; version?: number }) =>
  code
    ? callApi(costUnitContracts.costUnitUpdate, {
        params: { code },
        body: { name: input.name, version: input.version ?? 1 },
      })
    : callApi(costUnitContracts.costUnitCreate, { body: { code: input.code, name: input.name } });

export const deleteCostUnit = (costUnit: TCostUnit) =>
  callApi(costUnitContracts.costUnitDelete, {
    params: { code: costUnit.code },
    query: { version: costUnit.version },
  });

export const saveRate = (id: string | null, input: THourlyRateUpdate) => {
  const { version: _version, ...body } = input;
  return id
    ? callApi(rateContracts.rateUpdate, { params: { hourlyRateId: id }, body: input })
    : callApi(rateContracts.rateCreate, { body });
};

export const deleteRate = (rate: { id: string; version: number }) =>
  callApi(rateContracts.rateDelete, { params: { hourlyRateId: rate.id }, query: { version: rate.version } });

export const saveWageType = (id: string | null, input: TWageTypeUpdate) => {
  const { version: _version, ...body } = input;
  return id
    ? callApi(rateContracts.wageTypeUpdate, { params: { wageTypeId: id }, body: input })
    : callApi(rateContracts.wageTypeCreate, { body });
};

export const deleteWageType = (wageType: { id: string; version: number }) =>
  callApi(rateContracts.wageTypeDelete, {
    params: { wageTypeId: wageType.id },
    query: { version: wageType.version },
  });
