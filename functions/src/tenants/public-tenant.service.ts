import type { TPublicTenant } from '@app/shared/tenants/customer';
import { countInWindow, findDirectoryEntry } from '../platform/platform.repository';
import { AppError } from '@app/shared/api/errors';
import { config } from '../config';
import { now as clockNow } from '../clock';
import { microsoftSignInOffered } from '../sso/sso.service';

/**
 * Whether the second sign-in step may follow: the number exists and its sign-up is complete, and whether it
 * offers Microsoft sign-in. Nothing else is answered (no company name or language), so that walking numbers lists no customer; an
 * unknown number answers the same 404 as any other. A number with a wrong check digit never gets here (400).
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
  if (!entry?.active) throw new AppError('UNKNOWN_CUSTOMER');
  return { customerNo: entry.customerNo, microsoftSignIn: await microsoftSignInOffered(entry.customerNo) };
}
