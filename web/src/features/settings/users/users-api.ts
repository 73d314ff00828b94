import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type {
  SecurityCheck,
  TExtraUnits,
  TResponsibleUnits,
  TUser,
  TUserCopy,
  TUserCreate,
  TUserMove,
  TUserUpdate,
} from '@app/shared/users/user';
import { userUnitContracts } from '@app/shared/users/user-units.contracts';
import { userContracts } from '@app/shared/users/users.contracts';
import { sessionQueryKey } from '#app/session';
import { callApi } from '#lib/api';
import { rolesQueryKey } from '../roles/roles-api';
import { subscriptionQuery } from '../subscription/subscription-api';

export const usersQueryKey = ['users'] as const;

/** `GET /api/users` (user.show): every user of the tenant. */
export const usersQuery = queryOptions({
  queryKey: usersQueryKey,
  queryFn: ({ signal }) => callApi(userContracts.list, {}, { signal }),
});

/**
 * Reloads what a change of users can alter: the list, the roles' numbers of users, the subscription's number
 * of active users, and the session (the signed-in user's own roles and permissions).
 */
export async function refreshAfterUserChange(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: usersQueryKey });
  await queryClient.invalidateQueries({ queryKey: rolesQueryKey });
  await queryClient.invalidateQueries({ queryKey: subscriptionQuery.queryKey });
  await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
}

/** `GET /api/security/checks/{check}?userId=`: what the server allows for one user (before a dialog opens). */
export function securityCheckQuery(check: SecurityCheck, userId: string) {
  return queryOptions({
    queryKey: ['security-check', check, userId],
    queryFn: ({ signal }) =>
      callApi(userContracts.securityCheck, { params: { check }, query: { userId } }, { signal }),
    staleTime: 0,
  });
}

export function createUser(input: TUserCreate): Promise<TUser> {
  return callApi(userContracts.create, { body: input });
}

export function updateUser(userId: string, input: TUserUpdate): Promise<TUser> {
  return callApi(userContracts.update, { params: { userId }, body: input });
}

/** Deactivates (sign-in blocked, data kept) or activates a user again (within the edition's user limit). */
export function setUserActive(user: Pick<TUser, 'id'>, active: boolean): Promise<TUser> {
  return callApi(active ? userContracts.activate : userContracts.deactivate, { params: { userId: user.id } });
}

export function deleteUser(user: Pick<TUser, 'id' | 'version'>): Promise<void> {
  return callApi(userContracts.delete, { params: { userId: user.id }, query: { version: user.version } });
}

/** `GET /api/units/{unitId}/users`: one page (25) of a unit's people, searched by name. */
export function unitUsersQuery(unitId: string, page: number, search: string) {
  return queryOptions({
    queryKey: [...usersQueryKey, 'unit', unitId, page, search],
    queryFn: ({ signal }) =>
      callApi(
        userUnitContracts.ofUnit,
        { params: { unitId }, query: { page: String(page), ...(search ? { search } : {}) } },
        { signal },
      ),
  });
}

export function copyUser(sourceId: string, input: TUserCopy): Promise<TUser> {
  return callApi(userUnitContracts.copy, { params: { userId: sourceId }, body: input });
}

export function moveUser(userId: string, input: TUserMove): Promise<TUser> {
  return callApi(userUnitContracts.move, { params: { userId }, body: input });
}

export function saveExtraUnits(userId: string, input: TExtraUnits): Promise<TUser> {
  return callApi(userUnitContracts.saveExtraUnits, { params: { userId }, body: input });
}

/** `PUT /api/users/{id}/responsible-units`: every unit, or the listed ones with everything below them. */
export function saveResponsibleUnits(userId: string, input: TResponsibleUnits): Promise<TUser> {
  return callApi(userContracts.saveResponsibleUnits, { params: { userId }, body: input });
}
