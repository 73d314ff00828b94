/**
 * Writing a checked user import: transactions of 30 people (each with their username and unit membership, the
 * tenant's counts and one audit entry). Should a later transaction fail, the earlier ones are taken back, so
 * that the import leaves everything or nothing. The people get no sign-in yet: an invitation creates it.
 */
import type { Caller } from '../security/caller';
import { AuditRepository } from '../audit/audit.repository';
import { auditEntry } from '../audit/audit.service';
import { UserRepository, type NewUser } from '../directory/user.repository';
import { TenantCountsRepository } from '../directory/tenant-counts.repository';
import { countsAfter, currentCounts, isActiveAdministrator } from '../security/user-guards';
import type { Role } from '../directory/role.repository';
import type { PlannedUser } from './user-import.check';

/** 30 people x 3 items + counts + audit stays within DynamoDB's 100 items of a transaction. */
const chunkSize = 30;

export async function writeUsers(
  caller: Caller,
  unit: { id: string; name: string },
  planned: readonly PlannedUser[],
  roles: ReadonlyMap<string, Role>,
  now: Date,
  onChunk: (written: number) => Promise<void>,
): Promise<void> {
  const repository = new UserRepository(caller.tenant);
  const users: NewUser[] = planned.map((user) => ({
    id: user.id,
    username: user.username,
    displayName: user.displayName,
    email: user.email,
    roleIds: user.roleIds,
    active: true,
    language: user.language,
    unitId: unit.id,
    extraUnitIds: [],
    userGroupIds: [],
    fields: {},
    createdAt: now.toISOString(),
  }));
  const written: NewUser[][] = [];
  try {
    for (let start = 0; start < users.length; start += chunkSize) {
      const chunk = users.slice(start, start + chunkSize);
      const counts = await countsWrite(caller, chunk, roles, 'add');
      await new AuditRepository(caller.tenant).commit(
        auditEntry(
          'user.import',
          { id: caller.user.id, name: caller.user.username },
          { type: 'unit', id: unit.id, name: unit.name },
          { after: { usernames: chunk.map((user) => user.username) } },
          now,
        ),
        [...chunk.flatMap((user) => repository.createWrites(user)), counts],
      );
      written.push(chunk);
      await onChunk(start + chunk.length);
    }
  } catch (error) {
    for (const chunk of written.reverse()) {
      const [first, ...rest] = chunk;
      if (!first) continue;
      const counts = await countsWrite(caller, chunk, roles, 'remove');
      await repository.removeUnfinished(first, [
        ...rest.flatMap((user) => repository.deleteWrites(user)),
        counts,
      ]);
    }
    throw error;
  }
}

async function countsWrite(
  caller: Caller,
  chunk: readonly NewUser[],
  roles: ReadonlyMap<string, Role>,
  change: 'add' | 'remove',
) {
  const { counts, version } = await currentCounts(caller);
  const state = (user: NewUser) => ({ active: true, administrator: isActiveAdministrator(user, roles) });
  const next = chunk.reduce(
    (current, user) =>
      change === 'add'
        ? countsAfter(caller, current, user.id, undefined, state(user))
        : countsAfter(caller, current, user.id, state(user), undefined, false),
    counts,
  );
  return new TenantCountsRepository(caller.tenant).write(next, version);
}
