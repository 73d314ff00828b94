import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod';
import type { DowngradeBlocker, SelectableEdition } from '@app/shared/tenants/editions';
import type { TSubscription } from '@app/shared/tenants/subscription';
import { tenantContracts } from '@app/shared/tenants/tenants.contracts';
import { ApiError, callApi } from '#lib/api';

/** `GET /api/subscription`: edition, trial end and usage (needs subscription.manage). */
export const subscriptionQuery = queryOptions({
  queryKey: ['subscription'],
  queryFn: ({ signal }) => callApi(tenantContracts.subscription, {}, { signal }),
});

/** `PUT /api/subscription`: upgrades at once; a downgrade over the new limits is 409 `DOWNGRADE_BLOCKED`. */
export function changeEdition(change: {
  edition: SelectableEdition;
  version: number;
}): Promise<TSubscription> {
  return callApi(tenantContracts.changeEdition, { body: change });
}

const ZDowngradeBlocked = z.object({
  blockers: z.array(
    z.object({ reason: z.enum(['activeUsers', 'sites']), limit: z.number(), usage: z.number() }),
  ),
});

/** The reasons of a refused downgrade, or null when `error` is something else. */
export function downgradeBlockersOf(error: unknown): DowngradeBlocker[] | null {
  if (!(error instanceof ApiError) || error.code !== 'DOWNGRADE_BLOCKED') return null;
  const parsed = ZDowngradeBlocked.safeParse(error.details);
  return parsed.success ? parsed.data.blockers : [];
}
