/**
 * Roles and their permissions. Changes take effect with the next request of each user (permissions are read
 * per request), and every change is in the audit log, written in the same transaction.
 */
import { randomUUID } from 'node:crypto';
import { administratorPermission, type PermissionName } from '@app/shared/security/permissions';
import type { TRole } from '@app/shared/security/roles';
import { ConflictError, HttpError, NotFoundError } from '../api/errors';
import type { Caller } from '../security/caller';
import { TenantTable } from '../data/tenant-table';
import { UserRepository } from '../users/user.repository';
import { auditEntry, auditWrite } from '../audit/audit.service';
import { RoleRepository, type RoleRecord } from './role.repository';

function toRole(role: RoleRecord, assignedUsers: number): TRole {
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

const actorOf = (caller: Caller) => ({ id: caller.user.id, name: caller.user.username });
const snapshot = (role: Pick<RoleRecord, 'name' | 'permissions'>) => ({
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
  const role = await new RoleRepository(caller.tenant).get(roleId);
  if (!role) throw new NotFoundError();
  return toRole(role, (await assignmentCounts(caller)).get(role.id) ?? 0);
}

export async function createRole(
  caller: Caller,
  input: { name: string; permissions: PermissionName[] },
  now = new Date(),
): Promise<TRole> {
  const repository = new RoleRepository(caller.tenant);
  const role = {
    id: randomUUID(),
    name: input.name,
    key: null,
    permissions: [...new Set(input.permissions)],
    createdAt: now.toISOString(),
  };
  await new TenantTable(caller.tenant).transact([
    repository.createWrite(role),
    auditWrite(
      caller.tenant,
      auditEntry(
        'role.create',
        actorOf(caller),
        { type: 'role', id: role.id, name: role.name },
        { after: snapshot(role) },
        now,
      ),
    ),
  ]);
  return toRole((await repository.get(role.id))!, 0);
}

export async function updateRole(
  caller: Caller,
  roleId: string,
  input: { name: string; permissions: PermissionName[]; version: number },
  now = new Date(),
): Promise<TRole> {
  const repository = new RoleRepository(caller.tenant);
  const current = await repository.get(roleId);
  if (!current) throw new NotFoundError();
  const permissions = [...new Set(input.permissions)];
  // Without this, an administrator could lock every administrator out of role management.
  if (current.key === 'administrator' && !permissions.includes(administratorPermission)) {
    throw new HttpError(409, 'LAST_ADMINISTRATOR', 'error.LAST_ADMINISTRATOR');
  }
  const next = { ...current, name: input.name, permissions };
  const { version: _version, ...record } = next;
  await new TenantTable(caller.tenant).transact([
    { put: { ...record, gsi1sk: input.name.toLowerCase() }, expectedVersion: input.version },
    auditWrite(
      caller.tenant,
      auditEntry(
        'role.update',
        actorOf(caller),
        { type: 'role', id: roleId, name: input.name },
        { before: snapshot(current), after: snapshot(next) },
        now,
      ),
    ),
  ]);
  return getRole(caller, roleId);
}

export async function deleteRole(
  caller: Caller,
  roleId: string,
  version: number,
  now = new Date(),
): Promise<void> {
  const repository = new RoleRepository(caller.tenant);
  const current = await repository.get(roleId);
  if (!current) throw new NotFoundError();
  if (current.key === 'administrator')
    throw new HttpError(409, 'LAST_ADMINISTRATOR', 'error.LAST_ADMINISTRATOR');
  if ((await assignmentCounts(caller)).get(roleId))
    throw new ConflictError('ROLE_IN_USE', 'error.ROLE_IN_USE');
  await new TenantTable(caller.tenant).transact([
    { delete: { pk: current.pk, sk: current.sk }, expectedVersion: version },
    auditWrite(
      caller.tenant,
      auditEntry(
        'role.delete',
        actorOf(caller),
        { type: 'role', id: roleId, name: current.name },
        { before: snapshot(current) },
        now,
      ),
    ),
  ]);
}
