import type { TPublicTenant } from '@app/shared/tenants/customer';
import { countInWindow, findDirectoryEntry } from '../platform/platform.repository';
import { AppError } from '@app/shared/api/errors';
import { config } from '../config';
import { now as clockNow } from '../clock';

/**
 * What the second sign-in step shows. An unknown number answers the same 404 as any other, so nothing about
 * other tenants can be learnt from it.
 */
export async function publicTenant(
  customerNo: string,
  clientAddress: string,
  now = clockNow(),
): Promise<TPublicTenant> {
  const { count, retryAfterSeconds } = await countInWindow('lookup', clientAddress, 60, now);
  // Enough look-ups for people, too few to walk the number space.
  if (count > config.tenantLookupsPerAddressAndMinute)
    throw new AppError('TOO_MANY_REQUESTS', { retryAfterSeconds: retryAfterSeconds });
  const entry = await findDirectoryEntry(customerNo);
  if (!entry) throw new AppError('UNKNOWN_CUSTOMER');
  return {
    customerNo: entry.customerNo,
    displayName: entry.displayName,
    language: entry.language,
    microsoftSignIn: entry.microsoftSignIn,
  };
}
