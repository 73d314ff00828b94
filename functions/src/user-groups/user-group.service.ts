/** User groups: named, created, renamed and deleted by people with user.edit, each change audited. */
import { randomUUID } from 'node:crypto';
import { AppError } from '@app/shared/api/errors';
import { assertCurrentVersion } from '@app/shared/api/versions';
import type { TUserGroup } from '@app/shared/user-groups/user-group';
import type { Caller } from '../security/caller';
import { commitAudited } from '../audit/audit.service';
import { now as clockNow } from '../clock';
import { UserGroupRepository, type UserGroup } from './user-group.repository';

const toUserGroup = (group: UserGroup): TUserGroup => ({
  id: group.id,
  name: group.name,
  version: group.version,
});
const targetOf = (group: Pick<UserGroup, 'id' | 'name'>) => ({
  type: 'userGroup',
  id: group.id,
  name: group.name,
});

async function requireGroup(caller: Caller, id: string): Promise<UserGroup> {
  const group = await new UserGroupRepository(caller.tenant).get(id);
  if (!group) throw new AppError('NOT_FOUND');
  return group;
}

/** 400 `unknown_user_group` for ids that name no group of the tenant (a user's groups). */
export async function assertUserGroupsExist(caller: Caller, ids: readonly string[]): Promise<void> {
  if (!ids.length) return;
  const wanted = [...new Set(ids)];
  const found = await new UserGroupRepository(caller.tenant).getMany(wanted);
  const missing = wanted.filter((id) => !found.some((group) => group.id === id));
  if (missing.length) {
    throw AppError.validation(
      missing.map((id) => ({ path: 'body.userGroupIds', code: 'unknown_user_group', message: id })),
    );
  }
}

export async function listUserGroups(caller: Caller): Promise<TUserGroup[]> {
  return (await new UserGroupRepository(caller.tenant).list()).map(toUserGroup);
}

export async function getUserGroup(caller: Caller, id: string): Promise<TUserGroup> {
  return toUserGroup(await requireGroup(caller, id));
}

export async function createUserGroup(
  caller: Caller,
  input: { name: string },
  now = clockNow(),
): Promise<TUserGroup> {
  const group = { id: randomUUID(), name: input.name, createdAt: now.toISOString() };
  await commitAudited(
    caller,
    { action: 'userGroup.create', target: targetOf(group), after: { name: group.name }, at: now },
    [new UserGroupRepository(caller.tenant).createWrite(group)],
  );
  return toUserGroup({ ...group, version: 1 });
}

export async function updateUserGroup(
  caller: Caller,
  id: string,
  input: { name: string; version: number },
  now = clockNow(),
): Promise<TUserGroup> {
  const current = await new UserGroupRepository(caller.tenant).get(id);
  assertCurrentVersion(current, input.version);
  const { version, ...stored } = current;
  const next = { ...stored, name: input.name };
  await commitAudited(
    caller,
    {
      action: 'userGroup.update',
      target: targetOf(current),
      before: { name: current.name },
      after: { name: next.name },
      at: now,
    },
    [new UserGroupRepository(caller.tenant).updateWrite(next, version)],
  );
  return toUserGroup({ ...next, version: version + 1 });
}

/** Deletes a group; people who had it keep their other groups (a missing group id is ignored when read). */
export async function deleteUserGroup(caller: Caller, id: string, version: number, now = clockNow()) {
  const current = await requireGroup(caller, id);
  await commitAudited(
    caller,
    { action: 'userGroup.delete', target: targetOf(current), before: { name: current.name }, at: now },
    [new UserGroupRepository(caller.tenant).deleteWrite(id, version)],
  );
}
