import { queryOptions } from '@tanstack/react-query';
import type * as z from 'zod';
import type { TRole, ZRoleInput } from '@app/shared/security/roles';
import { roleContracts, type ZPermissionCatalog } from '@app/shared/roles/roles.contracts';
import { callApi } from '#lib/api';

export const rolesQueryKey = ['roles'] as const;

/** `GET /api/roles` (roles.manage): every role with its permissions and number of users. */
export const rolesQuery = queryOptions({
  queryKey: rolesQueryKey,
  queryFn: ({ signal }) => callApi(roleContracts.list, {}, { signal }),
});

/** `GET /api/roles/{id}`: one role as stored now (after a conflict). */
export function roleQuery(roleId: string) {
  return queryOptions({
    queryKey: [...rolesQueryKey, roleId],
    queryFn: ({ signal }) => callApi(roleContracts.get, { params: { roleId } }, { signal }),
    staleTime: 0,
  });
}

export type TPermissionCatalog = z.infer<typeof ZPermissionCatalog>;

/** `GET /api/security/permissions`: every permission name with its area, for the checklist. */
export const permissionCatalogQuery = queryOptions({
  queryKey: ['permission-catalog'],
  queryFn: ({ signal }) => callApi(roleContracts.permissionCatalog, {}, { signal }),
  staleTime: Infinity,
});

export type RoleInput = z.input<typeof ZRoleInput>;

export function createRole(input: RoleInput): Promise<TRole> {
  return callApi(roleContracts.create, { body: input });
}

export function updateRole(roleId: string, input: RoleInput & { version: number }): Promise<TRole> {
  return callApi(roleContracts.update, { params: { roleId }, body: input });
}

export function deleteRole(role: Pick<TRole, 'id' | 'version'>): Promise<void> {
  return callApi(roleContracts.delete, { params: { roleId: role.id }, query: { version: role.version } });
}
