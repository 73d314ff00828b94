import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { setupContracts } from '@app/shared/setup/setup.contracts';
import { callApi } from '#lib/api';

// Read afresh whenever the guide shows: its steps change on the pages it links to, which do not know of it.
export const setupGuideQuery = queryOptions({
  queryKey: ['setup-guide'],
  staleTime: 0,
  queryFn: ({ signal }) => callApi(setupContracts.guide, {}, { signal }),
});

/** After a change the guide reads its steps again; the pages it links to load their own data anyway. */
export function refreshSetupGuide(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: setupGuideQuery.queryKey });
}
