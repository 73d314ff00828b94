import { downgradeBlockers, isTrialExpired, type SelectableEdition } from '@app/shared/tenants/editions';
import type { TSubscription } from '@app/shared/tenants/subscription';
import { AppError } from '@app/shared/api/errors';
import type { Caller } from '../security/caller';
import { UnitRepository } from '../units/unit.repository';
import { UserRepository } from '../directory/user.repository';
import { AuditRepository } from '../audit/audit.repository';
import { auditEntry } from '../audit/audit.service';
import { TenantRepository } from '../directory/tenant.repository';
import { now as clockNow } from '../clock';

async function usageOf(caller: Caller) {
  const [users, sites] = await Promise.all([
    new UserRepository(caller.tenant).list(),
    new UnitRepository(caller.tenant).siteCount(),
  ]);
  return { activeUsers: users.filter((user) => user.active).length, sites };
}

export async function subscriptionOf(caller: Caller, at = clockNow()): Promise<TSubscription> {
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
  now = clockNow(),
): Promise<TSubscription> {
  const usage = await usageOf(caller);
  const blockers = downgradeBlockers(edition, usage);
  if (blockers.length) throw new AppError('DOWNGRADE_BLOCKED', { details: { blockers } });
  const before = { edition: caller.tenantRecord.edition, trialEndsAt: caller.tenantRecord.trialEndsAt };
  const after = { edition, trialEndsAt: null };
  const current = caller.tenantRecord;
  await new AuditRepository(caller.tenant).commit(
    auditEntry(
      'edition.change',
      { id: caller.user.id, name: caller.user.username },
      { type: 'tenant', id: current.customerNo, name: current.companyName },
      { before, after },
      now,
    ),
    [new TenantRepository(caller.tenant).updateWrite({ ...current, ...after }, expectedVersion)],
  );
  return {
    edition,
    trialEndsAt: null,
    isTrialAndExpired: false,
    usage,
    version: expectedVersion + 1,
  };
}
