/**
 * Per-tenant request rate limit by edition, shared by all Lambda containers through DynamoDB counters: within
 * one second at most the burst, within ten seconds at most ten times the sustained rate. Over it: 429.
 */
import { editionRules } from '@app/shared/tenants/editions';
import { AppError } from '@app/shared/api/errors';
import { TenantRepository } from '../tenants/tenant.repository';
import { config } from '../config';
import { now as clockNow } from '../clock';
import type { Caller } from './caller';

export async function enforceTenantRateLimit(caller: Caller, now = clockNow()): Promise<void> {
  const rules = editionRules[caller.tenantRecord.edition];
  const burst = rules.requestBurst * config.rateLimitMultiplier;
  const sustained = rules.requestsPerSecond * 10 * config.rateLimitMultiplier;
  const counts = await new TenantRepository(caller.tenant).countRequest(now);
  if (counts.second > burst) throw new AppError('TOO_MANY_REQUESTS', { retryAfterSeconds: 1 });
  if (counts.tenSeconds > sustained)
    throw new AppError('TOO_MANY_REQUESTS', { retryAfterSeconds: counts.secondsToNextWindow });
}
