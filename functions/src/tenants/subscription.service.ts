import { downgradeBlockers, isTrialExpired, type SelectableEdition } from '@app/shared/tenants/editions';
import type { TSubscription } from '@app/shared/tenants/subscription';
import { HttpError } from '../api/errors';
import type { Caller } from '../security/caller';
import { TenantTable } from '../data/tenant-table';
import { DefaultDataRepository } from '../masterdata/default-data.repository';
import { UserRepository } from '../users/user.repository';
import { auditEntry, auditWrite } from '../audit/audit.service';
import { TenantRepository } from './tenant.repository';
import { now } from '../clock';

async function usageOf(caller: Caller) {
  const [users, sites] = await Promise.all([
    new UserRepository(caller.tenant).list(),
    new DefaultDataRepository(caller.tenant).siteCount(),
  ]);
  return { activeUsers: users.filter((user) => user.active).length, sites };
}

export async function subscriptionOf(caller: Caller, at = now()): Promise<TSubscription> {
  const { tenantRecord } = caller;
  return {
    edition: tenantRecord.edition,
    trialEndsAt: tenantRecord.trialEndsAt,
    isTrialAndExpired: isTrialExpired(tenantRecord.edition, tenantRecord.trialEndsAt, at),
    usage: await usageOf(caller),
    version: tenantRecord.version,
  };
}

/**
 * Changes the edition at once. A move to an edition whose limits the current usage exceeds is refused with
 * the reasons (409 DOWNGRADE_BLOCKED, details.blockers).
 */
export async function changeEdition(
  caller: Caller,
  edition: SelectableEdition,
  expectedVersion: number,
  now = new Date(),
): Promise<TSubscription> {
  const usage = await usageOf(caller);
  const blockers = downgradeBlockers(edition, usage);
  if (blockers.length) throw new HttpError(409, 'DOWNGRADE_BLOCKED', 'error.DOWNGRADE_BLOCKED', { blockers });
  const before = { edition: caller.tenantRecord.edition, trialEndsAt: caller.tenantRecord.trialEndsAt };
  const after = { edition, trialEndsAt: null };
  const repository = new TenantRepository(caller.tenant);
  const current = caller.tenantRecord;
  const updated = { ...current, ...after };
  await new TenantTable(caller.tenant).transact([
    { put: { ...updated }, expectedVersion },
    auditWrite(
      caller.tenant,
      auditEntry(
        'edition.change',
        { id: caller.user.id, name: caller.user.username },
        { type: 'tenant', id: current.customerNo, name: current.companyName },
        { before, after },
        now,
      ),
    ),
  ]);
  const stored = (await repository.get())!;
  return {
    edition: stored.edition,
    trialEndsAt: stored.trialEndsAt,
    isTrialAndExpired: false,
    usage,
    version: stored.version,
  };
}
