import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type {
  TFixedBar,
  TFixedBarEntry,
  TFixedBarEntrySave,
  TFixedBarSave,
} from '@app/shared/plan-tools/fixed-bar';
import { fixedBarContracts as contracts } from '@app/shared/plan-tools/fixed-bars.contracts';
import { callApi } from '#lib/api';

export const fixedBarsKey = ['fixed-bars'] as const;

export const fixedBarsQuery = queryOptions({
  queryKey: [...fixedBarsKey, 'list'],
  queryFn: ({ signal }) => callApi(contracts.fixedBarList, { body: { includeDisabled: true } }, { signal }),
});

export const fixedBarQuery = (fixedBarId: string) =>
  queryOptions({
    queryKey: [...fixedBarsKey, 'bar', fixedBarId],
    queryFn: ({ signal }) => callApi(contracts.fixedBarEntries, { params: { fixedBarId } }, { signal }),
  });

export const fixedBarEntryQuery = (fixedBarEntryId: string, start?: string) =>
  queryOptions({
    queryKey: [...fixedBarsKey, 'entry', fixedBarEntryId, start ?? null],
    queryFn: ({ signal }) =>
      callApi(
        contracts.fixedBarEntryLoad,
        { params: { fixedBarEntryId }, query: start ? { start } : {} },
        { signal },
      ),
    gcTime: 0,
  });

export function saveFixedBar(body: TFixedBarSave): Promise<TFixedBar> {
  return callApi(contracts.fixedBarSave, { body });
}

export function deleteFixedBar(bar: Pick<TFixedBar, 'id' | 'version'>): Promise<unknown> {
  return callApi(contracts.fixedBarDelete, {
    params: { fixedBarId: bar.id },
    query: { version: bar.version },
  });
}

export function saveFixedBarEntry(body: TFixedBarEntrySave): Promise<TFixedBarEntry> {
  return callApi(contracts.fixedBarEntrySave, { body });
}

/** The whole entry (a whole series). */
export function deleteFixedBarEntry(entry: Pick<TFixedBarEntry, 'id' | 'version'>): Promise<unknown> {
  return callApi(contracts.fixedBarEntryDelete, {
    params: { fixedBarEntryId: entry.id },
    query: { version: entry.version },
  });
}

/** One occurrence of a series: a serial break. */
export function breakFixedBarSeries(
  entry: Pick<TFixedBarEntry, 'id' | 'version'>,
  beginDate: string,
): Promise<TFixedBarEntry> {
  return callApi(contracts.fixedBarSerialBreak, {
    body: { id: entry.id, version: entry.version, beginDate },
  });
}

export async function refreshFixedBars(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: fixedBarsKey });
}
