/**
 * The items a request's caller is resolved from (security/caller.ts) in one BatchGet: the tenant record, the
 * identity the username leads to and, when the caller can name them, a user and roles. Every item is read fresh
 * on every request; only which user and roles to read along is a guess.
 */
import type { TenantContext } from '../tenancy/tenant-context';
import { TenantTable } from '../data/tenant-table';
import { TenantRepository, type Tenant } from './tenant.repository';
import { UserRepository, type User, type UserIdentity } from './user.repository';
import { RoleRepository, type Role } from './role.repository';

export interface CallerItems {
  tenantRecord: Tenant | undefined;
  identity: UserIdentity | undefined;
  /** The user asked for along, if asked and there. */
  user: User | undefined;
  /** The roles asked for along that are there. */
  roles: Role[];
}

export class CallerRepository {
  constructor(private readonly tenant: TenantContext) {}

  async read(username: string, along?: { userId: string; roleIds: readonly string[] }): Promise<CallerItems> {
    const users = new UserRepository(this.tenant);
    const roles = new RoleRepository(this.tenant);
    const found = await new TenantTable(this.tenant).getTogether({
      tenantRecord: new TenantRepository(this.tenant).recordRead(),
      identity: users.identityRead(username),
      users: along ? [users.userRead(along.userId)] : [],
      roles: (along?.roleIds ?? []).map((roleId) => roles.roleRead(roleId)),
    });
    return {
      tenantRecord: found.tenantRecord,
      identity: found.identity,
      user: found.users[0],
      roles: found.roles,
    };
  }
}
