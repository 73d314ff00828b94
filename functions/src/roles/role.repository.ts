import type { PermissionName } from '@app/shared/security/permissions';
import type { TenantContext } from '../tenancy/tenant-context';
import { TenantTable, type ItemKey, type TransactionWrite } from '../data/tenant-table';

export interface RoleRecord extends ItemKey {
  gsi1pk: string;
  gsi1sk: string;
  id: string;
  name: string;
  /** Built-in roles: administrator, planner, employee; null for roles the tenant made. */
  key: string | null;
  permissions: PermissionName[];
  createdAt: string;
  version: number;
}

export type NewRole = Pick<RoleRecord, 'id' | 'name' | 'key' | 'permissions' | 'createdAt'>;

export class RoleRepository {
  private readonly table: TenantTable;

  constructor(tenant: TenantContext) {
    this.table = new TenantTable(tenant);
  }

  private keyOf(roleId: string) {
    return { pk: this.table.key('ROLE', roleId), sk: 'ROLE' };
  }

  private record(role: NewRole): Omit<RoleRecord, 'version'> {
    return {
      ...role,
      ...this.keyOf(role.id),
      gsi1pk: this.table.key('ROLES'),
      gsi1sk: role.name.toLowerCase(),
    };
  }

  createWrite(role: NewRole): TransactionWrite {
    return { put: { ...this.record(role), version: 1 }, ifNotExists: true };
  }

  create(role: NewRole): Promise<RoleRecord> {
    return this.table.create(this.record(role));
  }

  get(roleId: string): Promise<RoleRecord | undefined> {
    return this.table.get<RoleRecord>(this.keyOf(roleId));
  }

  /** All roles of the tenant, by name (tenants have a handful). */
  list(): Promise<RoleRecord[]> {
    return this.table.queryAll<RoleRecord>({ index: 'gsi1', partitionKey: this.table.key('ROLES') });
  }

  replace(role: NewRole, expectedVersion: number): Promise<RoleRecord> {
    return this.table.replace(this.record(role), expectedVersion);
  }

  delete(roleId: string, expectedVersion: number): Promise<void> {
    return this.table.delete(this.keyOf(roleId), expectedVersion);
  }
}
