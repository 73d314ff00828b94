import * as z from 'zod';
import { defineContracts } from '../api/contract';
import { ZVersionQuery } from '../api/versions';
import { permissionAreas } from '../security/permissions';
import { ZRole, ZRoleId, ZRoleInput, ZRoleUpdate } from '../security/roles';

const ZRoleParams = z.object({ roleId: ZRoleId });

export const ZPermissionCatalog = z.object({
  areas: z.array(z.enum(permissionAreas)),
  permissions: z.array(z.object({ name: z.string(), area: z.enum(permissionAreas) })),
});

export const roleContracts = defineContracts('roles', {
  list: {
    method: 'GET',
    path: '/api/roles',
    auth: 'user',
    summary: 'All roles with their permissions and how many users have each',
    specCalls: [],
    permission: 'user.show',
    request: {},
    response: z.array(ZRole),
  },
  get: {
    method: 'GET',
    path: '/api/roles/{roleId}',
    auth: 'user',
    summary: 'One role (name, permissions, version) for the edit dialog',
    specCalls: ['GET /Roles/GetName?Id'],
    specForms: ['/Roles/Edit/{id}'],
    permission: 'roles.manage',
    request: { params: ZRoleParams },
    response: ZRole,
  },
  create: {
    method: 'POST',
    path: '/api/roles',
    auth: 'user',
    summary: 'Create a role',
    specCalls: [],
    specForms: ['/Roles/Edit/{id}'],
    permission: 'roles.manage',
    successStatus: 201,
    request: { body: ZRoleInput },
    examples: { body: { name: 'Shift leads', permissions: ['calendar.view', 'calendar.plan'] } },
    response: ZRole,
  },
  update: {
    method: 'PUT',
    path: '/api/roles/{roleId}',
    auth: 'user',
    summary: 'Rename a role or change its permissions (409 when changed meanwhile)',
    specCalls: [],
    specForms: ['/Roles/Edit/{id}'],
    permission: 'roles.manage',
    request: { params: ZRoleParams, body: ZRoleUpdate },
    examples: { body: { name: 'Shift leads', permissions: ['calendar.view', 'calendar.plan'], version: 1 } },
    response: ZRole,
  },
  delete: {
    method: 'DELETE',
    path: '/api/roles/{roleId}',
    auth: 'user',
    summary: 'Delete a role that no user has',
    specCalls: [],
    permission: 'roles.manage',
    successStatus: 204,
    request: { params: ZRoleParams, query: ZVersionQuery },
    examples: { query: { version: '1' } },
  },
  permissionCatalog: {
    method: 'GET',
    path: '/api/security/permissions',
    auth: 'user',
    summary: 'Every permission name with its area (labels are i18n keys permission.<name>)',
    specCalls: [],
    request: {},
    response: ZPermissionCatalog,
  },
});
