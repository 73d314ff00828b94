/**
 * Checking every row of a user import against the tenant before anything is written: taken usernames, roles
 * (by name or key; the caller must hold every permission of a role to hand it out) and the edition's limit of
 * active users for the file as a whole.
 */
import { randomUUID } from 'node:crypto';
import { AppError } from '@app/shared/api/errors';
import type { Language } from '@app/shared/i18n/languages';
import { ZUsername } from '@app/shared/tenants/credentials';
import {
  isLanguage,
  rowProblems,
  type ImportRow,
  type RefusalReason,
} from '@app/shared/user-import/user-import';
import type { Caller } from '../security/caller';
import { RoleRepository, type Role } from '../directory/role.repository';
import { UserRepository } from '../directory/user.repository';
import {
  countsAfter,
  currentCounts,
  isActiveAdministrator,
  permissionsBeyond,
} from '../security/user-guards';

export interface PlannedUser {
  row: number;
  id: string;
  username: string;
  displayName: string;
  email: string;
  language: Language;
  roleIds: string[];
}

export interface Refusal {
  row: number;
  reason: RefusalReason;
}

export interface ImportPlan {
  users: PlannedUser[];
  refusals: Refusal[];
  /** The edition's limit of active users, when the file as a whole goes beyond it. */
  editionLimit: number | null;
  roles: ReadonlyMap<string, Role>;
}

function findRole(roles: readonly Role[], wanted: string | undefined): Role | undefined {
  const name = (wanted ?? 'employee').trim().toLowerCase();
  return roles.find((role) => role.key === name || role.name.trim().toLowerCase() === name);
}

export async function checkRows(caller: Caller, rows: readonly ImportRow[]): Promise<ImportPlan> {
  const roles = await new RoleRepository(caller.tenant).list();
  const users = new UserRepository(caller.tenant);
  const refusals: Refusal[] = [];
  const planned: PlannedUser[] = [];
  const seen = new Set<string>();
  for (const row of rows) {
    const problems = rowProblems(row);
    const username = ZUsername.safeParse(row.username);
    if (username.success) {
      if (seen.has(username.data)) problems.push('usernameTwice');
      else if (await users.findByUsername(username.data)) problems.push('usernameTaken');
      seen.add(username.data);
    }
    const role = findRole(roles, row.role);
    if (!role) problems.push('role');
    else if (permissionsBeyond(caller, role.permissions).length) problems.push('roleNotAllowed');
    refusals.push(...problems.map((reason) => ({ row: row.row, reason })));
    if (problems.length || !username.success || !role) continue;
    planned.push({
      row: row.row,
      id: randomUUID(),
      username: username.data,
      displayName: row.displayName,
      email: row.email.trim(),
      language:
        row.language !== undefined && isLanguage(row.language) ? row.language : caller.tenantRecord.language,
      roleIds: [role.id],
    });
  }
  const byId = new Map(roles.map((role) => [role.id, role]));
  return {
    users: planned,
    refusals,
    editionLimit: editionLimitOf(caller, planned, byId, await currentCounts(caller)),
    roles: byId,
  };
}

/** Whether the active users of the file would go beyond the edition's limit (the limit if so). */
function editionLimitOf(
  caller: Caller,
  planned: readonly PlannedUser[],
  roles: ReadonlyMap<string, Role>,
  { counts }: Awaited<ReturnType<typeof currentCounts>>,
): number | null {
  try {
    planned.reduce(
      (current, user) =>
        countsAfter(caller, current, user.id, undefined, {
          active: true,
          administrator: isActiveAdministrator({ active: true, roleIds: user.roleIds }, roles),
        }),
      counts,
    );
    return null;
  } catch (error) {
    if (error instanceof AppError && error.code === 'EDITION_LIMIT') {
      return (error.details as { value: number }).value;
    }
    throw error;
  }
}
