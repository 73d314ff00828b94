import * as z from 'zod';
import { ZRole } from '@app/shared/security/roles';
import type { TenantContext } from '../tenancy/tenant-context';
import { TenantTable, type ItemRead } from '../data/tenant-table';
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

/** `ROLENAME#<name lower>`: reserves a role's name (unique per tenant, whatever the case), written with the role. */
const roleNameEntity = defineEntity({
  type: 'ROLENAME',
  schema: z.object({ nameKey: z.string(), roleId: z.string() }),
  versioned: false,
}).key({
  partition: { sources: ['nameKey'], key: ({ nameKey }) => ['ROLENAME', nameKey] },
  sort: { sources: [], key: () => 'ROLENAME' },
});

/** The reservation key of a name: names that differ only in case (or surrounding spaces) are the same name. */
export const roleNameKey = (name: string) => name.trim().toLowerCase();

export class RoleRepository {
  private readonly roles;
  private readonly names;

  constructor(tenant: TenantContext) {
    const table = new TenantTable(tenant);
    this.roles = roleEntity.in(table);
    this.names = roleNameEntity.in(table);
  }

  get(roleId: string): Promise<Role | undefined> {
    return this.roles.get({ id: roleId });
  }

  /** The roles of these ids in one BatchGet, in the order asked; unknown ids are left out. */
  getMany(roleIds: readonly string[]): Promise<Role[]> {
    return this.roles.getMany(roleIds.map((id) => ({ id })));
  }

  /** A role as one read of several at once (`TenantTable.getTogether`). */
  roleRead(roleId: string): ItemRead<Role> {
    return this.roles.readOf({ id: roleId });
  }

  /** All roles of the tenant, by name (tenants have a handful). */
  list(): Promise<Role[]> {
    return this.roles.queryAll({ index: 'gsi1', partition: {} });
  }

  /** The role that holds the reservation of `name`, if any (read consistently). */
  async nameHolder(name: string): Promise<string | undefined> {
    return (await this.names.get({ nameKey: roleNameKey(name) }))?.roleId;
  }

  /** The role and its name's reservation: the transaction fails (CONFLICT) when the name is taken. */
  createWrites(role: NewRole) {
    return [
      this.roles.createWrite(role),
      this.names.createWrite({ nameKey: roleNameKey(role.name), roleId: role.id }),
    ];
  }

  /** Replaces the role if still at `expectedVersion`; a new name moves the reservation (CONFLICT when taken). */
  updateWrites(role: NewRole, previousName: string, expectedVersion: number) {
    const renamed = roleNameKey(role.name) !== roleNameKey(previousName);
    return [
      this.roles.replaceWrite(role, expectedVersion),
      ...(renamed
        ? [
            this.names.createWrite({ nameKey: roleNameKey(role.name), roleId: role.id }),
            // Roles of before reservations existed have none to remove; a delete of nothing is no failure.
            this.names.deleteWrite({ nameKey: roleNameKey(previousName) }),
          ]
        : []),
    ];
  }

  deleteWrites(role: Pick<Role, 'id' | 'name'>, expectedVersion: number) {
    return [
      this.roles.deleteWrite({ id: role.id }, { expectedVersion }),
      this.names.deleteWrite({ nameKey: roleNameKey(role.name) }),
    ];
  }
}
