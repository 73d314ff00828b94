/**
 * Who is calling, with what rights: the tenant record, the user behind the token and the union of the
 * permissions of the user's roles. Resolved once per request.
 */
import { grants, type PermissionName } from '@app/shared/security/permissions';
import { editionAllows, isTrialExpired, type EditionFeature } from '@app/shared/tenants/editions';
import { AppError } from '@app/shared/api/errors';
import type { TenantContext } from '../tenancy/tenant-context';
import type { Tenant } from '../directory/tenant.repository';
import { UserRepository, type User } from '../directory/user.repository';
import { RoleRepository } from '../directory/role.repository';
import { CallerRepository } from '../directory/caller.repository';

export interface Caller {
  tenant: TenantContext;
  /** The company's settings, edition and trial (a domain object; the name is kept for the routes). */
  tenantRecord: Tenant;
  user: User;
  permissions: ReadonlySet<string>;
}

/**
 * Whom each username led to at its last request in this container (customer number and username -> user and
 * role ids), so that the next request reads the user and roles along with the tenant and the identity: one
 * BatchGet instead of three reads one after another. Only which items to read is remembered, never their content.
 */
const readAlong = new Map<string, { userId: string; roleIds: readonly string[] }>();
const readAlongLimit = 1000;

export async function resolveCaller(tenant: TenantContext): Promise<Caller> {
  const person = `${tenant.customerNo}#${tenant.username}`;
  const along = readAlong.get(person);
  const read = await new CallerRepository(tenant).read(tenant.username, along);
  const { tenantRecord, identity } = read;
  // The token must be of the identity the username leads to now: a token of a deleted `jdoe` is no token of a
  // new `jdoe` (`null`: the identity is still being created; `undefined`: a user of before identities were kept).
  const sameIdentity =
    identity !== undefined && (identity.sub === undefined || identity.sub === tenant.userSub);
  const user = !sameIdentity
    ? undefined
    : read.user?.id === identity.userId
      ? read.user
      : await new UserRepository(tenant).get(identity.userId);
  // A deleted or deactivated user's token still verifies until it expires; it opens nothing.
  if (!tenantRecord || !user) throw new AppError('UNAUTHORIZED');
  // Its own code, so that the web tells the person their access is deactivated, not that it expired.
  if (!user.active) throw new AppError('USER_DEACTIVATED');
  // The user's roles as they are now: those read along, the rest in one BatchGet; a role deleted meanwhile
  // simply grants nothing.
  const readRoles = read.roles.filter((role) => user.roleIds.includes(role.id));
  const missing = user.roleIds.filter((roleId) => !readRoles.some((role) => role.id === roleId));
  const roles = missing.length
    ? [...readRoles, ...(await new RoleRepository(tenant).getMany(missing))]
    : readRoles;
  remember(person, { userId: user.id, roleIds: user.roleIds });
  const permissions = new Set(roles.flatMap((role) => role.permissions));
  return { tenant, tenantRecord, user, permissions };
}

function remember(person: string, items: { userId: string; roleIds: readonly string[] }): void {
  readAlong.delete(person);
  readAlong.set(person, items);
  // The oldest entry goes first (a Map keeps insertion order).
  if (readAlong.size > readAlongLimit) readAlong.delete(readAlong.keys().next().value ?? '');
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
