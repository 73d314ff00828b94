/**
 * Users of a tenant: creation within the edition's user limit, deactivation, deletion, role assignment. Each
 * change is audited in the same transaction, and the sign-in identity follows the user's state. Who may act
 * on whom, and the atomic guards, are in `user-guards.ts`.
 */
import { randomUUID } from 'node:crypto';
import type { TUser } from '@app/shared/users/user';
import { AppError } from '@app/shared/api/errors';
import { hasPermission, type Caller } from '../security/caller';
import { responsibleScope } from '../units/responsibility-scope';
import { commitAudited, userTarget } from '../audit/audit.service';
import { now as clockNow } from '../clock';
import type * as z from 'zod';
import { assertUnitsExist, rootUnitId } from './user-units';
import { createUserIdentity, deleteIdentity, disableIdentity, enableIdentity } from '../directory/identity';
import { UserRepository, type User } from '../directory/user.repository';
import { withPhotoUrls } from './user-photo-urls';
import { deletePhoto } from './photo.store';
import { checkedFieldValues } from '../user-fields/user-field.service';
import { assertUserGroupsExist } from '../user-groups/user-group.service';
import { checkedQualificationIds } from './user-qualifications';
import {
  assertAssignableRoles,
  assertMayActOn,
  final,
  guardWrites,
  mayActOn,
  retryOnConflict,
} from '../security/user-guards';

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
    unitId: user.unitId ?? null,
    extraUnitIds: user.extraUnitIds ?? [],
    responsibleUnitIds: user.responsibleUnitIds ?? null,
    userGroupIds: user.userGroupIds ?? [],
    fields: user.fields ?? {},
    qualificationIds: user.qualificationIds ?? [],
    version: user.version,
  };
}

export const snapshot = (
  user: Pick<
    User,
    | 'displayName'
    | 'email'
    | 'roleIds'
    | 'active'
    | 'unitId'
    | 'extraUnitIds'
    | 'userGroupIds'
    | 'fields'
    | 'qualificationIds'
  >,
) => ({
  displayName: user.displayName,
  email: user.email,
  roleIds: user.roleIds,
  active: user.active,
  unitId: user.unitId ?? null,
  extraUnitIds: user.extraUnitIds ?? [],
  userGroupIds: user.userGroupIds ?? [],
  fields: user.fields ?? {},
  qualificationIds: user.qualificationIds ?? [],
});

export async function requireUser(caller: Caller, userId: string): Promise<User> {
  const user = await new UserRepository(caller.tenant).get(userId);
  if (!user) throw new AppError('NOT_FOUND');
  return user;
}

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item) => b.includes(item));

export async function listUsers(caller: Caller): Promise<TUser[]> {
  const users = await new UserRepository(caller.tenant).list();
  return withPhotoUrls(
    caller.tenant,
    users.map((stored) => ({ stored, user: toUser(stored) })),
  );
}

export async function getUser(caller: Caller, userId: string): Promise<TUser> {
  const stored = await requireUser(caller, userId);
  const [user] = await withPhotoUrls(caller.tenant, [{ stored, user: toUser(stored) }]);
  return user ?? toUser(stored);
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
    /** The primary unit; left out: the root unit (the organisation's top). */
    unitId?: string;
    /** What a copy takes over from its source (`copyUser`). */
    extraUnitIds?: string[];
    userGroupIds?: string[];
    fields?: Record<string, z.core.util.JSONType>;
    qualificationIds?: string[] | undefined;
  },
  now = clockNow(),
): Promise<TUser> {
  const repository = new UserRepository(caller.tenant);
  const unitId = input.unitId ?? (await rootUnitId(caller));
  await assertUnitsExist(caller, [unitId, ...(input.extraUnitIds ?? [])]);
  const qualificationIds = await checkedQualificationIds(caller, input.qualificationIds ?? []);
  // A new person is responsible for every unit (unset) when someone responsible for every unit creates them,
  // otherwise for the creator's own units: nobody hands out more than they have (docs/decisions.md 33).
  const scope = await responsibleScope(caller);
  const responsibility = scope.all ? {} : { responsibleUnitIds: [...(caller.user.responsibleUnitIds ?? [])] };
  const user = {
    id: randomUUID(),
    username: input.username,
    displayName: input.displayName,
    email: input.email,
    roleIds: [...new Set(input.roleIds)],
    active: true,
    language: input.language,
    unitId,
    extraUnitIds: (input.extraUnitIds ?? []).filter((extra) => extra !== unitId),
    userGroupIds: input.userGroupIds ?? [],
    fields: input.fields ?? {},
    qualificationIds,
    ...responsibility,
    createdAt: now.toISOString(),
  };
  await assertAssignableRoles(caller, user.roleIds);
  await retryOnConflict(async () => {
    if (await repository.findByUsername(input.username)) throw final(new AppError('USERNAME_TAKEN'));
    // The edition's active-user limit, atomically with the creation.
    const guard = await guardWrites(caller, user.id, undefined, user);
    await commitAudited(
      caller,
      { action: 'user.create', target: userTarget(user), after: snapshot(user), at: now },
      [...repository.createWrites(user), ...guard],
    );
  });
  let identityCreated = false;
  try {
    const { sub } = await createUserIdentity({
      customerNo: caller.tenant.customerNo,
      username: user.username,
      email: user.email,
      name: user.displayName,
      temporaryPassword: input.password,
    });
    identityCreated = true;
    await repository.recordIdentity(user.username, sub);
  } catch (error) {
    // Without a sign-in the user must not exist either: undo, so that the administrator can simply retry (the
    // error above is theirs to see; a leftover identity is replaced by the retry's createUserIdentity).
    if (identityCreated) await deleteIdentity(caller.tenant.customerNo, user.username).catch(() => undefined);
    await retryOnConflict(async () =>
      repository.removeUnfinished(user, await guardWrites(caller, user.id, user, undefined, false)),
    );
    throw error;
  }
  return toUser({ ...user, version: 1 });
}

export async function updateUser(
  caller: Caller,
  userId: string,
  input: {
    displayName: string;
    email: string;
    roleIds: string[];
    version: number;
    /** Left out: unchanged. */
    fields?: Record<string, z.core.util.JSONType> | undefined;
    userGroupIds?: string[] | undefined;
    qualificationIds?: string[] | undefined;
  },
  now = clockNow(),
): Promise<TUser> {
  const roleIds = [...new Set(input.roleIds)];
  const fields = input.fields && (await checkedFieldValues(caller, input.fields));
  if (input.userGroupIds) await assertUserGroupsExist(caller, input.userGroupIds);
  return retryOnConflict(async () => {
    const current = await requireUser(caller, userId);
    if (current.version !== input.version) throw final(new AppError('CONFLICT'));
    await assertMayActOn(caller, current);
    const rolesChange = !sameSet(roleIds, current.roleIds);
    // Giving a role and taking one away need the same right: every permission in it.
    const changedRoles = [
      ...roleIds.filter((roleId) => !current.roleIds.includes(roleId)),
      ...current.roleIds.filter((roleId) => !roleIds.includes(roleId)),
    ];
    if (rolesChange) await assertAssignableRoles(caller, changedRoles);
    const qualificationIds =
      input.qualificationIds &&
      (await checkedQualificationIds(caller, input.qualificationIds, current.qualificationIds));
    const next = {
      ...current,
      displayName: input.displayName,
      email: input.email,
      roleIds,
      ...(fields ? { fields } : {}),
      ...(input.userGroupIds ? { userGroupIds: [...new Set(input.userGroupIds)] } : {}),
      ...(qualificationIds ? { qualificationIds } : {}),
    };
    // Losing the last administrator role is checked atomically with the change.
    const guard = rolesChange ? await guardWrites(caller, userId, current, next) : [];
    await commitAudited(
      caller,
      {
        action: 'user.update',
        target: userTarget(current),
        before: snapshot(current),
        after: snapshot(next),
        at: now,
      },
      [...new UserRepository(caller.tenant).updateWrites(current, next, current.version), ...guard],
    );
    return toUser({ ...next, version: current.version + 1 });
  });
}

export async function setUserActive(
  caller: Caller,
  userId: string,
  active: boolean,
  now = clockNow(),
): Promise<TUser> {
  const user = await retryOnConflict(async () => {
    const current = await requireUser(caller, userId);
    await assertMayActOn(caller, current);
    if (current.active === active) return toUser(current);
    const next = { ...current, active };
    // The edition's limit (activating) and the last administrator (deactivating), atomically with the change.
    const guard = await guardWrites(caller, userId, current, next);
    await commitAudited(
      caller,
      {
        action: active ? 'user.activate' : 'user.deactivate',
        target: userTarget(current),
        before: { active: current.active },
        after: { active },
        at: now,
      },
      [...new UserRepository(caller.tenant).updateWrites(current, next, current.version), ...guard],
    );
    return toUser({ ...next, version: current.version + 1 });
  });
  // Also when the user was in that state already: a sign-in that failed to follow last time follows now.
  if (active) await enableIdentity(caller.tenant.customerNo, user.username);
  else await disableIdentity(caller.tenant.customerNo, user.username);
  return user;
}

export async function deleteUser(
  caller: Caller,
  userId: string,
  version: number,
  now = clockNow(),
): Promise<void> {
  const current = await retryOnConflict(async () => {
    const current = await requireUser(caller, userId);
    if (current.version !== version) throw final(new AppError('CONFLICT'));
    await assertMayActOn(caller, current);
    const guard = await guardWrites(caller, userId, current, undefined);
    await commitAudited(
      caller,
      { action: 'user.delete', target: userTarget(current), before: snapshot(current), at: now },
      [...new UserRepository(caller.tenant).deleteWrites(current, version), ...guard],
    );
    return current;
  });
  // The photo goes with its person (personal data): deleted after the commit, like the identity.
  if (current.photo) await deletePhoto(caller.tenant, current.photo.key);
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
  const target = userId === undefined ? undefined : await requireUser(caller, userId);
  const self = userId !== undefined && userId === caller.user.id;
  // Editing or deleting a user also needs every permission of the user's roles.
  const mayActOnTarget = target === undefined || (await mayActOn(caller, target));
  switch (check) {
    case 'group-edit':
      return hasPermission(caller, 'group.edit');
    case 'group-delete':
      return hasPermission(caller, 'group.delete');
    case 'user-edit':
      return hasPermission(caller, 'user.edit') && mayActOnTarget;
    case 'user-show':
      return self || hasPermission(caller, 'user.show');
    case 'user-delete':
      return !self && hasPermission(caller, 'user.delete') && mayActOnTarget;
    case 'year-table-edit':
      return hasPermission(caller, 'yeartable.edit');
    case 'access-for-user':
      return self || hasPermission(caller, 'user.show');
  }
}
