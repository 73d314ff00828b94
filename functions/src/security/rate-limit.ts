/**
 * Per-tenant request rate limit by edition, shared by all Lambda containers through DynamoDB counters: within
 * one second at most the burst, within ten seconds at most ten times the sustained rate. Over it: 429.
 */
import { editionRules } from '@app/shared/tenants/editions';
import { AppError } from '@app/shared/api/errors';
import { TenantRepository, type TenantRequestCounts } from '../directory/tenant.repository';
import type { TenantContext } from '../tenancy/tenant-context';
import { countInWindow } from '../platform/platform.repository';
import { config } from '../config';
import { now as clockNow } from '../clock';
import type { Caller } from './caller';

/** Counts one request of the tenant (before the caller is known, so that both run at once). */
export function countTenantRequest(tenant: TenantContext, now = clockNow()): Promise<TenantRequestCounts> {
  return new TenantRepository(tenant).countRequest(now);
}

/** 429 when the counted request is over the burst or the sustained rate of the tenant's edition. */
export function enforceTenantRateLimit(caller: Caller, counts: TenantRequestCounts): void {
  const rules = editionRules[caller.tenantRecord.edition];
  const burst = rules.requestBurst * config.rateLimitMultiplier;
  const sustained = rules.requestsPerSecond * 10 * config.rateLimitMultiplier;
  if (counts.second > burst) throw new AppError('TOO_MANY_REQUESTS', { retryAfterSeconds: 1 });
  if (counts.tenSeconds > sustained)
    throw new AppError('TOO_MANY_REQUESTS', { retryAfterSeconds: counts.secondsToNextWindow });
}

/**
 * The clock terminals' public upload (`POST /api/public/terminals/bookings`), counted before the terminal's
 * credentials are checked, so that a wrong secret counts like a right one: first per client address (every
 * request, whatever its header names), then per customer number the header names (platform table counters
 * `RATE#terminal-address#<address>#<minute>` and `RATE#terminal#<customerNo>#<minute>`). Junk for one customer
 * number fills that number's bucket only: other tenants' terminals keep uploading. Over it: 429 with its own text.
 */
export async function enforceTerminalUploadLimit(
  request: { clientAddress: string; customerNo: string | undefined },
  now = clockNow(),
): Promise<void> {
  const perAddress = config.terminalUploadsPerAddressAndMinute;
  const address = await countInWindow('terminal-address', request.clientAddress, 60, now);
  if (address.count > perAddress)
    throw new AppError('TOO_MANY_REQUESTS', {
      messageKey: 'terminals.error.tooManyFromAddress',
      params: { limit: perAddress },
      retryAfterSeconds: address.retryAfterSeconds,
    });
  if (request.customerNo === undefined) return;
  const perTenant = config.terminalUploadsPerTenantAndMinute;
  const tenant = await countInWindow('terminal', request.customerNo, 60, now);
  if (tenant.count > perTenant)
    throw new AppError('TOO_MANY_REQUESTS', {
      messageKey: 'terminals.error.tooManyUploads',
      params: { limit: perTenant },
      retryAfterSeconds: tenant.retryAfterSeconds,
    });
}
