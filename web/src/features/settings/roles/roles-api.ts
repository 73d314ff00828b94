import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod';
import { permissionAreas, type PermissionName } from '@app/shared/security/permissions';
import { ZRole, type TRole } from '@app/shared/security/roles';
import { apiFetch } from '../../../lib/api';

export const rolesQueryKey = ['roles'] as const;

/** `GET /api/roles` (roles.manage): every role with its permissions and number of users. */
export const rolesQuery = queryOptions({
  queryKey: rolesQueryKey,
  queryFn: ({ signal }) => apiFetch('/api/roles', { schema: z.array(ZRole), signal }),
});

/** `GET /api/roles/{id}`: one role as stored now (after a conflict). */
export function roleQuery(roleId: string) {
  return queryOptions({
    queryKey: [...rolesQueryKey, roleId],
    queryFn: ({ signal }) => apiFetch(`/api/roles/${roleId}`, { schema: ZRole, signal }),
    staleTime: 0,
  });
}

const ZPermissionCatalog = z.object({
  areas: z.array(z.enum(permissionAreas)),
  permissions: z.array(z.object({ name: z.string(), area: z.enum(permissionAreas) })),
});
export type TPermissionCatalog = z.infer<typeof ZPermissionCatalog>;

/** `GET /api/security/permissions`: every permission name with its area, for the checklist. */
export const permissionCatalogQuery = queryOptions({
  queryKey: ['permission-catalog'],
  queryFn: ({ signal }) => apiFetch('/api/security/permissions', { schema: ZPermissionCatalog, signal }),
  staleTime: Infinity,
});

export interface RoleInput {
  name: string;
  permissions: PermissionName[];
}

export function createRole(input: RoleInput): Promise<TRole> {
  return apiFetch('/api/roles', { method: 'POST', body: input, schema: ZRole });
}

export function updateRole(roleId: string, input: RoleInput & { version: number }): Promise<TRole> {
  return apiFetch(`/api/roles/${roleId}`, { method: 'PUT', body: input, schema: ZRole });
}

export function deleteRole(role: Pick<TRole, 'id' | 'version'>): Promise<void> {
  return apiFetch(`/api/roles/${role.id}`, { method: 'DELETE', query: { version: role.version } });
}
