/**
 * The bulk tool's one write of its own: a chunk of plan writes (built by `PlanRepository.planWrites`, at most
 * 100) committed as one transaction without an audit entry, since the command writes one audit entry for the
 * whole run (docs/data-model.md section 4, "Transactions").
 */
import type { TenantContext } from '../tenancy/tenant-context';
import type { TransactionWrite } from '../data/tenant-table';
import { transact } from '../data/transact';

export class BulkToolRepository {
  constructor(private readonly tenant: TenantContext) {}

  /** All or nothing; a stale version fails the chunk as CONFLICT. */
  commitChunk(writes: readonly TransactionWrite[]): Promise<void> {
    return transact(this.tenant, writes);
  }
}
