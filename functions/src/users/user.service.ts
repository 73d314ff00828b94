/**
 * Users of a tenant: creation within the edition's user limit, deactivation, deletion, role assignment. Each
 * change is audited in the same transaction, and the sign-in identity follows the user's state.
 */
import { randomUUID } from 'node:crypto';
import { editionRules } from '@app/shared/tenants/editions';
import { administratorPermission } from '@app/shared/security/permissions';
import type { TUser } from '@app/shared/users/user';
import { AppError } from '@app/shared/api/errors';
import { hasPermission, type Caller } from '../security/caller';
import { RoleRepository } from '../roles/role.repository';
import { AuditRepository } from '../audit/audit.repository';
import { auditEntry } from '../audit/audit.service';
import { now as clockNow } from '../clock';
import { createIdentity, deleteIdentity, disableIdentity, enableIdentity } from './identity';
import { UserRepository, type User } from './user.repository';

/** The API's user (without what only the server keeps). */
export function toUser(user: User): TUser {
  return {
    id: user.id,
    username: user.username,
    displayName: user.displayName,
    email: user.email,
    roleIds: user.roleIds,
    active: user.active,
    language: user.language,
    version: user.version,
  };
}

const actorOf = (caller: Caller) => ({ id: caller.user.id, name: caller.user.username });
const targetOf = (user: Pick<User, 'id' | 'username'>) => ({
  type: 'user',
  id: user.id,
  name: user.username,
});
const snapshot = (user: Pick<User, 'displayName' | 'email' | 'roleIds' | 'active'>) => ({
  displayName: user.displayName,
  email: user.email,
  roleIds: user.roleIds,
  active: user.active,
});

async function requireUser(caller: Caller, userId: string): Promise<User> {
  const user = await new UserRepository(caller.tenant).get(userId);
  if (!user) throw new AppError('NOT_FOUND');
  return user;
}

/**
 * The roles must exist, and the caller may hand them out: with `roles.manage` any role, otherwise only roles
 * whose permissions the caller holds too (a planner can add employees, not administrators).
 */
async function assertAssignableRoles(caller: Caller, roleIds: string[]): Promise<void> {
  const found = await new RoleRepository(caller.tenant).getMany(roleIds);
  const missing = roleIds.filter((roleId) => !found.some((role) => role.id === roleId));
  if (missing.length) {
    throw AppError.validation(
      missing.map((roleId) => ({ path: 'body.roleIds', code: 'unknown_role', message: roleId })),
    );
  }
  if (hasPermission(caller, 'roles.manage')) return;
  const beyondOwn = found.filter((role) =>
    role.permissions.some((permission) => !hasPermission(caller, permission)),
  );
  if (beyondOwn.length)
    throw new AppError('FORBIDDEN', { details: { roles: beyondOwn.map((role) => role.name) } });
}

/** 402 EDITION_LIMIT when one more active user would exceed the edition's limit. */
async function assertActiveUserLimit(caller: Caller): Promise<void> {
  const limit = editionRules[caller.tenantRecord.edition].maxActiveUsers;
  if (limit === null) return;
  const active = (await new UserRepository(caller.tenant).list()).filter((user) => user.active).length;
  if (active >= limit) {
    throw new AppError('EDITION_LIMIT', {
      details: {
        limit: 'maxActiveUsers',
        value: limit,
      },
    });
  }
}

/** Refuses a change that would leave the tenant without an active administrator. */
async function assertAnotherAdministrator(caller: Caller, leaving: User): Promise<void> {
  const roles = await new RoleRepository(caller.tenant).list();
  const adminRoleIds = new Set(
    roles.filter((role) => role.permissions.includes(administratorPermission)).map((role) => role.id),
  );
  if (!leaving.roleIds.some((roleId) => adminRoleIds.has(roleId))) return;
  const others = (await new UserRepository(caller.tenant).list()).filter(
    (user) =>
      user.id !== leaving.id && user.active && user.roleIds.some((roleId) => adminRoleIds.has(roleId)),
  );
  if (!others.length) throw new AppError('LAST_ADMINISTRATOR');
}

export async function listUsers(caller: Caller): Promise<TUser[]> {
  return (await new UserRepository(caller.tenant).list()).map(toUser);
}

export async function getUser(caller: Caller, userId: string): Promise<TUser> {
  return toUser(await requireUser(caller, userId));
}

export async function createUser(
  caller: Caller,
  input: {
    username: string;
    displayName: string;
    email: string;
    password: string;
    roleIds: string[];
    language: 'de' | 'en';
  },
  now = clockNow(),
): Promise<TUser> {
  await assertActiveUserLimit(caller);
  await assertAssignableRoles(caller, input.roleIds);
  const repository = new UserRepository(caller.tenant);
  if (await repository.findByUsername(input.username)) throw new AppError('USERNAME_TAKEN');
  const user = {
    id: randomUUID(),
    username: input.username,
    displayName: input.displayName,
    email: input.email,
    roleIds: [...new Set(input.roleIds)],
    active: true,
    language: input.language,
    createdAt: now.toISOString(),
  };
  try {
    await new AuditRepository(caller.tenant).commit(
      auditEntry('user.create', actorOf(caller), targetOf(user), { after: snapshot(user) }, now),
      repository.createWrites(user),
    );
  } catch (error) {
    if (error instanceof AppError && error.code === 'CONFLICT') throw new AppError('USERNAME_TAKEN');
    throw error;
  }
  try {
    await createIdentity({
      customerNo: caller.tenant.customerNo,
      username: user.username,
      email: user.email,
      name: user.displayName,
      password: input.password,
    });
  } catch (error) {
    // Without a sign-in the user must not exist either: undo, so that the administrator can simply retry.
    await repository.removeUnfinished(user);
    throw error;
  }
  return toUser({ ...user, version: 1 });
}

export async function updateUser(
  caller: Caller,
  userId: string,
  input: { displayName: string; email: string; roleIds: string[]; version: number },
  now = clockNow(),
): Promise<TUser> {
  const current = await requireUser(caller, userId);
  const roleIds = [...new Set(input.roleIds)];
  const rolesChange = roleIds.join() !== current.roleIds.join();
  if (rolesChange) {
    // Taking a role away needs the same right as giving it.
    await assertAssignableRoles(caller, [...new Set([...roleIds, ...current.roleIds])]);
    await assertAnotherAdministrator(caller, current);
  }
  const next = { ...current, displayName: input.displayName, email: input.email, roleIds };
  await new AuditRepository(caller.tenant).commit(
    auditEntry(
      'user.update',
      actorOf(caller),
      targetOf(current),
      { before: snapshot(current), after: snapshot(next) },
      now,
    ),
    [new UserRepository(caller.tenant).updateWrite(next, input.version)],
  );
  return toUser({ ...next, version: input.version + 1 });
}

export async function setUserActive(
  caller: Caller,
  userId: string,
  active: boolean,
  now = clockNow(),
): Promise<TUser> {
  const current = await requireUser(caller, userId);
  if (current.active === active) return toUser(current);
  if (active) await assertActiveUserLimit(caller);
  else await assertAnotherAdministrator(caller, current);
  const next = { ...current, active };
  await new AuditRepository(caller.tenant).commit(
    auditEntry(
      active ? 'user.activate' : 'user.deactivate',
      actorOf(caller),
      targetOf(current),
      { before: { active: current.active }, after: { active } },
      now,
    ),
    [new UserRepository(caller.tenant).updateWrite(next, current.version)],
  );
  if (active) await enableIdentity(caller.tenant.customerNo, current.username);
  else await disableIdentity(caller.tenant.customerNo, current.username);
  return toUser({ ...next, version: current.version + 1 });
}

export async function deleteUser(
  caller: Caller,
  userId: string,
  version: number,
  now = clockNow(),
): Promise<void> {
  const current = await requireUser(caller, userId);
  await assertAnotherAdministrator(caller, current);
  await new AuditRepository(caller.tenant).commit(
    auditEntry('user.delete', actorOf(caller), targetOf(current), { before: snapshot(current) }, now),
    new UserRepository(caller.tenant).deleteWrites(current, version),
  );
  await deleteIdentity(caller.tenant.customerNo, current.username);
}

/**
 * The spec's permission checks asked of the server before a dialog opens. A denied check carries the message
 * the client shows.
 */
export async function securityCheck(
  caller: Caller,
  check:
    | 'group-edit'
    | 'group-delete'
    | 'user-edit'
    | 'user-show'
    | 'user-delete'
    | 'year-table-edit'
    | 'access-for-user',
  userId: string | undefined,
): Promise<boolean> {
  if (userId !== undefined) await requireUser(caller, userId);
  const self = userId !== undefined && userId === caller.user.id;
  switch (check) {
    case 'group-edit':
      return hasPermission(caller, 'group.edit');
    case 'group-delete':
      return hasPermission(caller, 'group.delete');
    case 'user-edit':
      return hasPermission(caller, 'user.edit');
    case 'user-show':
      return self || hasPermission(caller, 'user.show');
    case 'user-delete':
      return !self && hasPermission(caller, 'user.delete');
    case 'year-table-edit':
      return hasPermission(caller, 'yeartable.edit');
    case 'access-for-user':
      return self || hasPermission(caller, 'user.show');
  }
}
