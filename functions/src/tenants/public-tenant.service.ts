import type { TPublicTenant } from '@app/shared/tenants/customer';
import { countInWindow, findDirectoryEntry } from '../platform/platform.repository';
import { HttpError, TooManyRequestsError } from '../api/errors';

/** Look-ups per client address and minute: enough for people, too few to walk the number space. */
const lookupsPerAddressAndMinute = () => Number(process.env.TENANT_LOOKUP_LIMIT_PER_MINUTE ?? 30);

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
  if (count > lookupsPerAddressAndMinute()) throw new TooManyRequestsError(retryAfterSeconds);
  const entry = await findDirectoryEntry(customerNo);
  if (!entry) throw new HttpError(404, 'UNKNOWN_CUSTOMER', 'error.UNKNOWN_CUSTOMER');
  return {
    customerNo: entry.customerNo,
    displayName: entry.displayName,
    language: entry.language,
    microsoftSignIn: entry.microsoftSignIn,
  };
}
