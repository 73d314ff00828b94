/**
 * Roles and their permissions. Changes take effect with the next request of each user (permissions are read
 * per request), and every change is in the audit log, written in the same transaction.
 */
import { randomUUID } from 'node:crypto';
import { administratorPermission, type PermissionName } from '@app/shared/security/permissions';
import type { TRole } from '@app/shared/security/roles';
import { AppError } from '@app/shared/api/errors';
import type { Caller } from '../security/caller';
import { UserRepository } from '../users/user.repository';
import { AuditRepository } from '../audit/audit.repository';
import { auditEntry } from '../audit/audit.service';
import { now as clockNow } from '../clock';
import { RoleRepository, type Role } from './role.repository';

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

const actorOf = (caller: Caller) => ({ id: caller.user.id, name: caller.user.username });
const snapshot = (role: Pick<Role, 'name' | 'permissions'>) => ({
  name: role.name,
  permissions: role.permissions,
});

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
  await new AuditRepository(caller.tenant).commit(
    auditEntry(
      'role.create',
      actorOf(caller),
      { type: 'role', id: role.id, name: role.name },
      { after: snapshot(role) },
      now,
    ),
    [new RoleRepository(caller.tenant).createWrite(role)],
  );
  return toRole({ ...role, version: 1 }, 0);
}

export async function updateRole(
  caller: Caller,
  roleId: string,
  input: { name: string; permissions: PermissionName[]; version: number },
  now = clockNow(),
): Promise<TRole> {
  const current = await requireRole(caller, roleId);
  const permissions = [...new Set(input.permissions)];
  // Without this, an administrator could lock every administrator out of role management.
  if (current.key === 'administrator' && !permissions.includes(administratorPermission)) {
    throw new AppError('LAST_ADMINISTRATOR');
  }
  const next = { ...current, name: input.name, permissions };
  await new AuditRepository(caller.tenant).commit(
    auditEntry(
      'role.update',
      actorOf(caller),
      { type: 'role', id: roleId, name: input.name },
      { before: snapshot(current), after: snapshot(next) },
      now,
    ),
    [new RoleRepository(caller.tenant).updateWrite(next, input.version)],
  );
  return getRole(caller, roleId);
}

export async function deleteRole(
  caller: Caller,
  roleId: string,
  version: number,
  now = clockNow(),
): Promise<void> {
  const current = await requireRole(caller, roleId);
  if (current.key === 'administrator') throw new AppError('LAST_ADMINISTRATOR');
  if ((await assignmentCounts(caller)).get(roleId)) throw new AppError('ROLE_IN_USE');
  await new AuditRepository(caller.tenant).commit(
    auditEntry(
      'role.delete',
      actorOf(caller),
      { type: 'role', id: roleId, name: current.name },
      { before: snapshot(current) },
      now,
    ),
    [new RoleRepository(caller.tenant).deleteWrite(roleId, version)],
  );
}
