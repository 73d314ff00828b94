/**
 * Who is calling, with what rights: the tenant record, the user behind the token and the union of the
 * permissions of the user's roles. Resolved once per request.
 */
import { grants, type PermissionName } from '@app/shared/security/permissions';
import { editionAllows, isTrialExpired, type EditionFeature } from '@app/shared/tenants/editions';
import { AppError } from '@app/shared/api/errors';
import type { TenantContext } from '../tenancy/tenant-context';
import { TenantRepository, type Tenant } from '../directory/tenant.repository';
import { UserRepository, type User } from '../directory/user.repository';
import { RoleRepository } from '../directory/role.repository';

export interface Caller {
  tenant: TenantContext;
  /** The company's settings, edition and trial (a domain object; the name is kept for the routes). */
  tenantRecord: Tenant;
  user: User;
  permissions: ReadonlySet<string>;
}

export async function resolveCaller(tenant: TenantContext): Promise<Caller> {
  const users = new UserRepository(tenant);
  const [tenantRecord, identity] = await Promise.all([
    new TenantRepository(tenant).get(),
    users.identityOf(tenant.username),
  ]);
  // The token must be of the identity the username leads to now: a token of a deleted `jdoe` is no token of a
  // new `jdoe` (`null`: the identity is still being created; `undefined`: a user of before identities were kept).
  const sameIdentity =
    identity !== undefined && (identity.sub === undefined || identity.sub === tenant.userSub);
  const user = sameIdentity ? await users.get(identity.userId) : undefined;
  // A deleted or deactivated user's token still verifies until it expires; it opens nothing.
  if (!tenantRecord || !user) throw new AppError('UNAUTHORIZED');
  // Its own code, so that the web tells the person their access is deactivated, not that it expired.
  if (!user.active) throw new AppError('USER_DEACTIVATED');
  // One BatchGet for all of the user's roles; a role deleted meanwhile simply grants nothing.
  const roles = await new RoleRepository(tenant).getMany(user.roleIds);
  const permissions = new Set(roles.flatMap((role) => role.permissions));
  return { tenant, tenantRecord, user, permissions };
}

export function hasPermission(caller: Caller, permission: PermissionName): boolean {
  return grants(caller.permissions, permission);
}

/** 403 with the spec's `access-deny` message unless the caller has the permission. */
export function requirePermission(caller: Caller, permission: PermissionName): void {
  if (!hasPermission(caller, permission)) throw new AppError('FORBIDDEN', { details: { permission } });
}

/** 402 EDITION_LIMIT unless the tenant's edition includes the feature. */
export function requireFeature(caller: Caller, feature: EditionFeature): void {
  const { edition } = caller.tenantRecord;
  if (editionAllows(edition, feature)) return;
  // The spec's text speaks of the Free Edition; a paid edition that lacks a feature is named as such.
  const messageKey = edition === 'free' ? 'error.EDITION_LIMIT' : 'error.EDITION_LIMIT_PAID';
  throw new AppError('EDITION_LIMIT', { messageKey, details: { feature, edition } });
}

/** An expired trial is read-only: every change answers 402 until an edition is chosen. */
export function requireWritable(caller: Caller, now: Date): void {
  if (isTrialExpired(caller.tenantRecord.edition, caller.tenantRecord.trialEndsAt, now)) {
    throw new AppError('TRIAL_EXPIRED');
  }
}
