/**
 * The rules that keep privileges inside a tenant: who may act on whom, who may hand out which role, and the
 * atomic guards (the edition's active-user limit, at least one active administrator) kept in the tenant's
 * `COUNTS` item, which every guarded change writes in its own transaction at the version it read.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { administratorPermission, type PermissionName } from '@app/shared/security/permissions';
import { editionRules } from '@app/shared/tenants/editions';
import { AppError } from '@app/shared/api/errors';
import { hasPermission, type Caller } from './caller';
import { RoleRepository, type Role } from '../directory/role.repository';
import {
  TenantCountsRepository,
  type NewTenantCounts,
  type TenantCounts,
} from '../directory/tenant-counts.repository';
import { UserRepository, type User } from '../directory/user.repository';

/** Those of `permissions` the caller does not hold (administrators hold all). */
export function permissionsBeyond(caller: Caller, permissions: readonly PermissionName[]): PermissionName[] {
  return [...new Set(permissions)].filter((permission) => !hasPermission(caller, permission));
}

/**
 * Acting on a user (edit, activate, deactivate, delete, a password reset) needs every permission of that user's
 * roles, or `access.administrator`: a planner cannot touch an administrator, nor anyone stronger than a planner.
 */
export async function assertMayActOn(caller: Caller, target: Pick<User, 'roleIds'>): Promise<void> {
  if (hasPermission(caller, administratorPermission)) return;
  const roles = await new RoleRepository(caller.tenant).getMany(target.roleIds);
  const beyond = permissionsBeyond(
    caller,
    roles.flatMap((role) => role.permissions),
  );
  if (beyond.length) throw new AppError('FORBIDDEN', { details: { permissions: beyond } });
}

/** Whether the caller may act on the user (for the spec's permission checks). */
export async function mayActOn(caller: Caller, target: Pick<User, 'roleIds'>): Promise<boolean> {
  try {
    await assertMayActOn(caller, target);
    return true;
  } catch (error) {
    if (error instanceof AppError && error.code === 'FORBIDDEN') return false;
    throw error;
  }
}

/**
 * The roles must exist, and the caller may give or take each only when holding every permission in it: a
 * holder of `roles.manage` cannot give themselves the Administrator role, only administrators hand it out.
 */
export async function assertAssignableRoles(caller: Caller, roleIds: readonly string[]): Promise<Role[]> {
  const found = await new RoleRepository(caller.tenant).getMany(roleIds);
  const missing = roleIds.filter((roleId) => !found.some((role) => role.id === roleId));
  if (missing.length) {
    throw AppError.validation(
      missing.map((roleId) => ({ path: 'body.roleIds', code: 'unknown_role', message: roleId })),
    );
  }
  const beyondOwn = found.filter((role) => permissionsBeyond(caller, role.permissions).length);
  if (beyondOwn.length)
    throw new AppError('FORBIDDEN', { details: { roles: beyondOwn.map((role) => role.name) } });
  return found;
}

export const grantsAdministrator = (role: Pick<Role, 'permissions'>) =>
  role.permissions.includes(administratorPermission);

/** Whether a user, in the state given, is an active administrator by these roles. */
export function isActiveAdministrator(
  user: Pick<User, 'active' | 'roleIds'>,
  roles: ReadonlyMap<string, Pick<Role, 'permissions'>>,
): boolean {
  return (
    user.active &&
    user.roleIds.some((roleId) => roles.get(roleId)?.permissions.includes(administratorPermission) ?? false)
  );
}

/** The counts as they are, or computed from the users and roles for a tenant that has none yet. */
export async function currentCounts(caller: Caller): Promise<{ counts: NewTenantCounts; version?: number }> {
  const stored: TenantCounts | undefined = await new TenantCountsRepository(caller.tenant).get();
  if (stored) {
    const { version, ...counts } = stored;
    return { counts, version };
  }
  const [users, roles] = await Promise.all([
    new UserRepository(caller.tenant).list(),
    new RoleRepository(caller.tenant).list(),
  ]);
  const byId = new Map(roles.map((role) => [role.id, role]));
  return {
    counts: {
      activeUsers: users.filter((user) => user.active).length,
      activeAdministratorIds: users
        .filter((user) => isActiveAdministrator(user, byId))
        .map((user) => user.id),
    },
  };
}

/** A user's state before and after a change, as far as the guards care (undefined: not there). */
export interface GuardedState {
  active: boolean;
  administrator: boolean;
}

/**
 * The counts after one user's change, or the error that refuses it: over the edition's active-user limit
 * (402 EDITION_LIMIT), or the last active administrator leaving (409 LAST_ADMINISTRATOR).
 */
export function countsAfter(
  caller: Caller,
  counts: NewTenantCounts,
  userId: string,
  before: GuardedState | undefined,
  after: GuardedState | undefined,
  enforce = true,
): NewTenantCounts {
  const activeUsers = counts.activeUsers + Number(after?.active ?? false) - Number(before?.active ?? false);
  const limit = editionRules[caller.tenantRecord.edition].maxActiveUsers;
  if (enforce && after?.active && !before?.active && limit !== null && activeUsers > limit) {
    throw new AppError('EDITION_LIMIT', { details: { limit: 'maxActiveUsers', value: limit } });
  }
  const others = counts.activeAdministratorIds.filter((id) => id !== userId);
  const activeAdministratorIds = after?.active && after.administrator ? [...others, userId] : others;
  const leaves = before?.active && before.administrator && !(after?.active && after.administrator);
  if (enforce && leaves && activeAdministratorIds.length === 0) throw new AppError('LAST_ADMINISTRATOR');
  return { ...counts, activeUsers: Math.max(0, activeUsers), activeAdministratorIds };
}

type UserState = Pick<User, 'active' | 'roleIds'>;

/**
 * The counts write of one user's change (create: no `before`; delete: no `after`), checked by `countsAfter`;
 * none when the change moves nothing the guards count. A change of roles that involves an administrator role
 * writes the counts even when they stay the same, so that it cannot interleave with a change of that role's
 * permissions (which writes them too) and leave an administrator counted who no longer is one.
 * `enforce: false` takes back a change that could not be finished.
 */
export async function guardWrites(
  caller: Caller,
  userId: string,
  before: UserState | undefined,
  after: UserState | undefined,
  enforce = true,
): Promise<ReturnType<TenantCountsRepository['write']>[]> {
  const roleIds = [...new Set([...(before?.roleIds ?? []), ...(after?.roleIds ?? [])])];
  const roles = new Map(
    (await new RoleRepository(caller.tenant).getMany(roleIds)).map((role) => [role.id, role]),
  );
  const involvesAdministrator = [...roles.values()].some(grantsAdministrator);
  if ((before?.active ?? false) === (after?.active ?? false) && !involvesAdministrator) return [];
  const state = (user: UserState | undefined) =>
    user && { active: user.active, administrator: isActiveAdministrator(user, roles) };
  const { counts, version } = await currentCounts(caller);
  const next = countsAfter(caller, counts, userId, state(before), state(after), enforce);
  return [new TenantCountsRepository(caller.tenant).write(next, version)];
}

/** Attempts of a guarded change that lost a race on the counts before it gives up with 409 CONFLICT. */
const maxAttempts = 10;

/**
 * Runs a guarded change; when its transaction fails because a concurrent change wrote the counts (or another
 * item it read) first, it is run again from its reads, so its checks see the winner's result. `change` must
 * throw `final(error)` for conflicts that a retry cannot cure (a stale version the client sent).
 */
export async function retryOnConflict<T>(change: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await change();
    } catch (error) {
      if (error instanceof FinalError) throw error.error;
      const conflict = error instanceof AppError && error.code === 'CONFLICT';
      if (!conflict || attempt >= maxAttempts) throw error;
      // Jittered, growing pause, so that racing requests do not collide again in lockstep.
      await sleep(Math.random() * 20 * attempt);
    }
  }
}

class FinalError extends Error {
  constructor(readonly error: AppError) {
    super(error.message);
  }
}

/** An error `retryOnConflict` passes on at once. */
export function final(error: AppError): Error {
  return new FinalError(error);
}
