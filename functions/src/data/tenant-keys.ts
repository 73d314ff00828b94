import type { TenantContext } from '../tenancy/tenant-context';

/** Every partition key of tenant data (GSIs too) begins with this. */
export function tenantPrefix(customerNo: string): string {
  return `T#${customerNo}#`;
}

/** A key inside the caller's tenant: `T#<customerNo>#<part>#<part>...`. */
export function tenantKey(tenant: TenantContext, ...parts: string[]): string {
  return tenantPrefix(tenant.customerNo) + parts.join('#');
}

/** Thrown when code would read or write a key outside the caller's tenant: a bug, never user input. */
export class TenantBoundaryError extends Error {
  constructor(customerNo: string, attribute: string) {
    super(`Key attribute ${attribute} is outside tenant ${customerNo}`);
    this.name = 'TenantBoundaryError';
  }
}

/** Partition-key attributes of the main table and its indexes. */
export const partitionKeyAttributes = ['pk', 'gsi1pk', 'gsi2pk', 'gsi3pk'] as const;

/** Throws unless every partition-key attribute present in `record` lies inside the tenant. */
export function assertInsideTenant(tenant: TenantContext, record: object | undefined): void {
  if (!record) return;
  const prefix = tenantPrefix(tenant.customerNo);
  for (const attribute of partitionKeyAttributes) {
    const value = (record as Record<string, unknown>)[attribute];
    if (value === undefined) continue;
    if (typeof value !== 'string' || !value.startsWith(prefix)) {
      throw new TenantBoundaryError(tenant.customerNo, attribute);
    }
  }
}
