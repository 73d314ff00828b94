/**
 * Roles and their permissions. Changes take effect with the next request of each user (permissions are read
 * per request), and every change is in the audit log, written in the same transaction. A role change may add
 * or take away only permissions the caller holds (so only administrators hand out `access.administrator`);
 * names are unique per tenant; and a change that takes `access.administrator` from the last active
 * administrators is refused atomically (the tenant's counts, see `security/user-guards.ts`).
 */
import { randomUUID } from 'node:crypto';
import { administratorPermission, type PermissionName } from '@app/shared/security/permissions';
import type { TRole } from '@app/shared/security/roles';
import { AppError } from '@app/shared/api/errors';
import type { Caller } from '../security/caller';
import { UserRepository } from '../directory/user.repository';
import { TenantCountsRepository } from '../directory/tenant-counts.repository';
import {
  currentCounts,
  final,
  isActiveAdministrator,
  permissionsBeyond,
  retryOnConflict,
} from '../security/user-guards';
import { AuditRepository } from '../audit/audit.repository';
import { actorOf, auditEntry, commitAudited } from '../audit/audit.service';
import { now as clockNow } from '../clock';
import { RoleRepository, roleNameKey, type NewRole, type Role } from '../directory/role.repository';

function toRole(role: Role, assignedUsers: number): TRole {
  return {
    id: role.id,
    name: role.name,
    key: role.key,
    permissions: role.permissions,
    assignedUsers,
    version: role.version,
  };
}

async function assignmentCounts(caller: Caller): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const user of await new UserRepository(caller.tenant).list()) {
    for (const roleId of user.roleIds) counts.set(roleId, (counts.get(roleId) ?? 0) + 1);
  }
  return counts;
}

async function requireRole(caller: Caller, roleId: string): Promise<Role> {
  const role = await new RoleRepository(caller.tenant).get(roleId);
  if (!role) throw new AppError('NOT_FOUND');
  return role;
}

const snapshot = (role: Pick<Role, 'name' | 'permissions'>) => ({
  name: role.name,
  permissions: role.permissions,
});

/** 409 with the field it concerns; the operation adds the text in the caller's language. */
const nameTaken = () =>
  new AppError('ROLE_NAME_TAKEN', {
    details: {
      issues: [{ path: 'body.name', code: 'ROLE_NAME_TAKEN', messageKey: 'error.ROLE_NAME_TAKEN' }],
    },
  });

/**
 * Refuses a name another role has. The reservation written with the role makes it atomic; the list also
 * catches the roles of before reservations existed.
 */
async function assertNameFree(caller: Caller, name: string, roleId: string): Promise<void> {
  const repository = new RoleRepository(caller.tenant);
  const [holder, roles] = await Promise.all([repository.nameHolder(name), repository.list()]);
  if (holder !== undefined && holder !== roleId) throw nameTaken();
  if (roles.some((role) => role.id !== roleId && roleNameKey(role.name) === roleNameKey(name)))
    throw nameTaken();
}

/** A role may gain or lose only permissions the caller holds: 403 naming the others. */
function assertMayChange(caller: Caller, changed: readonly PermissionName[]): void {
  const beyond = permissionsBeyond(caller, changed);
  if (beyond.length) throw new AppError('FORBIDDEN', { details: { permissions: beyond } });
}

/** Commits a role's writes; a failed condition is a taken name when the name is taken by now. */
async function commitNamed(
  caller: Caller,
  entry: Parameters<AuditRepository['commit']>[0],
  writes: Parameters<AuditRepository['commit']>[1],
  name: string,
  roleId: string,
): Promise<void> {
  try {
    await new AuditRepository(caller.tenant).commit(entry, writes);
  } catch (error) {
    if (error instanceof AppError && error.code === 'CONFLICT') await assertNameFree(caller, name, roleId);
    throw error;
  }
}

/**
 * The counts write of a change of `access.administrator` in a role (none when it stays as it was). Taking it
 * away re-checks every active administrator against the roles as they will be, and refuses to leave none;
 * granting it counts the role's active holders in.
 */
async function administratorGuard(caller: Caller, current: Role, next: NewRole) {
  const before = current.permissions.includes(administratorPermission);
  const after = next.permissions.includes(administratorPermission);
  if (before === after) return [];
  const { counts, version } = await currentCounts(caller);
  const users = new UserRepository(caller.tenant);
  const candidates = after
    ? (await users.list()).filter((user) => user.active && user.roleIds.includes(current.id))
    : await users.getMany(counts.activeAdministratorIds);
  const roles = new Map(
    (
      await new RoleRepository(caller.tenant).getMany([
        ...new Set(candidates.flatMap((user) => user.roleIds)),
      ])
    ).map((role) => [role.id, role.id === current.id ? next : role]),
  );
  const stillAdministrators = candidates
    .filter((user) => isActiveAdministrator(user, roles))
    .map((user) => user.id);
  const activeAdministratorIds = after
    ? [...new Set([...counts.activeAdministratorIds, ...stillAdministrators])]
    : stillAdministrators;
  if (!activeAdministratorIds.length) throw new AppError('LAST_ADMINISTRATOR');
  return [new TenantCountsRepository(caller.tenant).write({ ...counts, activeAdministratorIds }, version)];
}

export async function listRoles(caller: Caller): Promise<TRole[]> {
  const [roles, counts] = await Promise.all([
    new RoleRepository(caller.tenant).list(),
    assignmentCounts(caller),
  ]);
  return roles.map((role) => toRole(role, counts.get(role.id) ?? 0));
}

export async function getRole(caller: Caller, roleId: string): Promise<TRole> {
  const role = await requireRole(caller, roleId);
  return toRole(role, (await assignmentCounts(caller)).get(role.id) ?? 0);
}

export async function createRole(
  caller: Caller,
  input: { name: string; permissions: PermissionName[] },
  now = clockNow(),
): Promise<TRole> {
  const role = {
    id: randomUUID(),
    name: input.name,
    key: null,
    permissions: [...new Set(input.permissions)],
    createdAt: now.toISOString(),
  };
  assertMayChange(caller, role.permissions);
  await assertNameFree(caller, role.name, role.id);
  await commitNamed(
    caller,
    auditEntry(
      'role.create',
      actorOf(caller),
      { type: 'role', id: role.id, name: role.name },
      { after: snapshot(role) },
      now,
    ),
    new RoleRepository(caller.tenant).createWrites(role),
    role.name,
    role.id,
  );
  return toRole({ ...role, version: 1 }, 0);
}

export async function updateRole(
  caller: Caller,
  roleId: string,
  input: { name: string; permissions: PermissionName[]; version: number },
  now = clockNow(),
): Promise<TRole> {
  const permissions = [...new Set(input.permissions)];
  await retryOnConflict(async () => {
    const current = await requireRole(caller, roleId);
    if (current.version !== input.version) throw final(new AppError('CONFLICT'));
    // Without this, an administrator could lock every administrator out of role management.
    if (current.key === 'administrator' && !permissions.includes(administratorPermission)) {
      throw final(new AppError('LAST_ADMINISTRATOR'));
    }
    assertMayChange(caller, [
      ...permissions.filter((permission) => !current.permissions.includes(permission)),
      ...current.permissions.filter((permission) => !permissions.includes(permission)),
    ]);
    if (roleNameKey(input.name) !== roleNameKey(current.name))
      await assertNameFree(caller, input.name, roleId);
    const next = { ...current, name: input.name, permissions };
    const guard = await administratorGuard(caller, current, next);
    await commitNamed(
      caller,
      auditEntry(
        'role.update',
        actorOf(caller),
        { type: 'role', id: roleId, name: input.name },
        { before: snapshot(current), after: snapshot(next) },
        now,
      ),
      [...new RoleRepository(caller.tenant).updateWrites(next, current.name, current.version), ...guard],
      input.name,
      roleId,
    );
  });
  return getRole(caller, roleId);
}

export async function deleteRole(
  caller: Caller,
  roleId: string,
  version: number,
  now = clockNow(),
): Promise<void> {
  await retryOnConflict(async () => {
    const current = await requireRole(caller, roleId);
    if (current.version !== version) throw final(new AppError('CONFLICT'));
    if (current.key === 'administrator') throw final(new AppError('LAST_ADMINISTRATOR'));
    if ((await assignmentCounts(caller)).get(roleId)) throw final(new AppError('ROLE_IN_USE'));
    // An administrator role: its holders are among the counted administrators (read consistently, unlike the
    // list above), and writing the counts orders the deletion against a concurrent assignment of the role.
    const guard = [];
    if (current.permissions.includes(administratorPermission)) {
      const { counts, version: countsVersion } = await currentCounts(caller);
      const holders = await new UserRepository(caller.tenant).getMany(counts.activeAdministratorIds);
      if (holders.some((user) => user.roleIds.includes(roleId))) throw final(new AppError('ROLE_IN_USE'));
      guard.push(new TenantCountsRepository(caller.tenant).write(counts, countsVersion));
    }
    await commitAudited(
      caller,
      {
        action: 'role.delete',
        target: { type: 'role', id: roleId, name: current.name },
        before: snapshot(current),
        at: now,
      },
      [...new RoleRepository(caller.tenant).deleteWrites(current, version), ...guard],
    );
  });
}
