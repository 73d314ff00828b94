import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod';
import type { DowngradeBlocker, SelectableEdition } from '@app/shared/tenants/editions';
import { ZSubscription, type TSubscription } from '@app/shared/tenants/subscription';
import { ApiError, apiFetch } from '../../../lib/api';

/** `GET /api/subscription`: edition, trial end and usage (needs subscription.manage). */
export const subscriptionQuery = queryOptions({
  queryKey: ['subscription'],
  queryFn: ({ signal }) => apiFetch('/api/subscription', { schema: ZSubscription, signal }),
});

/** `PUT /api/subscription`: upgrades at once; a downgrade over the new limits is 409 `DOWNGRADE_BLOCKED`. */
export function changeEdition(change: {
  edition: SelectableEdition;
  version: number;
}): Promise<TSubscription> {
  return apiFetch('/api/subscription', { method: 'PUT', body: change, schema: ZSubscription });
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
