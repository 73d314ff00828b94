import type { TPublicTenant } from '@app/shared/tenants/customer';
import { countInWindow, findDirectoryEntry } from '../platform/platform.repository';
import { HttpError, TooManyRequestsError } from '../api/errors';
import { config } from '../config';

/**
 * What the second sign-in step shows. An unknown number answers the same 404 as any other, so nothing about
 * other tenants can be learnt from it.
 */
export async function publicTenant(
  customerNo: string,
  clientAddress: string,
  now = new Date(),
): Promise<TPublicTenant> {
  const { count, retryAfterSeconds } = await countInWindow('lookup', clientAddress, 60, now);
  // Enough look-ups for people, too few to walk the number space.
  if (count > config.tenantLookupsPerAddressAndMinute) throw new TooManyRequestsError(retryAfterSeconds);
  const entry = await findDirectoryEntry(customerNo);
  if (!entry) throw new HttpError(404, 'UNKNOWN_CUSTOMER', 'error.UNKNOWN_CUSTOMER');
  return {
    customerNo: entry.customerNo,
    displayName: entry.displayName,
    language: entry.language,
    microsoftSignIn: entry.microsoftSignIn,
  };
}
