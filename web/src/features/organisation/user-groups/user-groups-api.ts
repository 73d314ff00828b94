import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { TUserGroup, TUserGroupCreate, TUserGroupUpdate } from '@app/shared/user-groups/user-group';
import { userGroupContracts } from '@app/shared/user-groups/user-groups.contracts';
import { callApi } from '#lib/api';

export const userGroupsQueryKey = ['user-groups'] as const;

/** `GET /api/user-groups`: every user group, by name. */
export const userGroupsQuery = queryOptions({
  queryKey: userGroupsQueryKey,
  queryFn: ({ signal }) => callApi(userGroupContracts.list, {}, { signal }),
});

export const refreshUserGroups = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: userGroupsQueryKey });

export function createUserGroup(input: TUserGroupCreate): Promise<TUserGroup> {
  return callApi(userGroupContracts.create, { body: input });
}

export function updateUserGroup(id: string, input: TUserGroupUpdate): Promise<TUserGroup> {
  return callApi(userGroupContracts.update, { params: { userGroupId: id }, body: input });
}

export function deleteUserGroup(group: Pick<TUserGroup, 'id' | 'version'>): Promise<void> {
  return callApi(userGroupContracts.delete, {
    params: { userGroupId: group.id },
    query: { version: String(group.version) },
  });
}
