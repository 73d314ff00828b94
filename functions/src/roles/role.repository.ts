import * as z from 'zod';
import { ZRole } from '@app/shared/security/roles';
import type { TenantContext } from '../tenancy/tenant-context';
import { TenantTable } from '../data/tenant-table';
import { defineEntity } from '../data/entity';

/** A role as kept: the API's role without what is computed (assigned users) and with its creation time. */
const ZStoredRole = ZRole.omit({ assignedUsers: true, version: true }).extend({
  createdAt: z.iso.datetime(),
});
export type NewRole = z.infer<typeof ZStoredRole>;
export type Role = NewRole & { version: number };

/** `ROLE#<id>`; the tenant's roles by name on gsi1 `ROLES`. */
const roleEntity = defineEntity({ type: 'ROLE', schema: ZStoredRole, versioned: true })
  .key({
    partition: { sources: ['id'], key: ({ id }) => ['ROLE', id] },
    sort: { sources: [], key: () => 'ROLE' },
  })
  .index('gsi1', {
    partition: { sources: [], key: () => ['ROLES'] },
    sort: { sources: ['name'], key: ({ name }) => name.toLowerCase() },
  });

export class RoleRepository {
  private readonly roles;

  constructor(tenant: TenantContext) {
    this.roles = roleEntity.in(new TenantTable(tenant));
  }

  get(roleId: string): Promise<Role | undefined> {
    return this.roles.get({ id: roleId });
  }

  /** The roles of these ids in one BatchGet, in the order asked; unknown ids are left out. */
  getMany(roleIds: readonly string[]): Promise<Role[]> {
    return this.roles.getMany(roleIds.map((id) => ({ id })));
  }

  /** All roles of the tenant, by name (tenants have a handful). */
  list(): Promise<Role[]> {
    return this.roles.queryAll({ index: 'gsi1', partition: {} });
  }

  createWrite(role: NewRole) {
    return this.roles.createWrite(role);
  }

  updateWrite(role: NewRole, expectedVersion: number) {
    return this.roles.replaceWrite(role, expectedVersion);
  }

  deleteWrite(roleId: string, expectedVersion: number) {
    return this.roles.deleteWrite({ id: roleId }, { expectedVersion });
  }
}
