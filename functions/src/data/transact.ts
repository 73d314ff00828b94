/**
 * The door through which repositories commit writes that other repositories built (a change and its audit
 * entry, the data of a new tenant): one transaction on the tenant's table, all or nothing.
 */
import type { TenantContext } from '../tenancy/tenant-context';
import { TenantTable, type TransactionWrite, type TransactOptions } from './tenant-table';

export function transact(
  tenant: TenantContext,
  writes: readonly TransactionWrite[],
  options: TransactOptions = {},
): Promise<void> {
  return new TenantTable(tenant).transact(writes, options);
}
