import * as z from 'zod';
import { ZRole, ZRoleId, ZRoleInput, ZRoleUpdate } from '@app/shared/security/roles';
import { permissionAreas, permissionDefinitions, permissionNames } from '@app/shared/security/permissions';
import { defineOperation } from '../api/operation';
import { createRole, deleteRole, getRole, listRoles, updateRole } from './role.service';

const ZRoleParams = z.object({ roleId: ZRoleId });

const list = defineOperation({
  id: 'roles.list',
  area: 'roles',
  method: 'GET',
  path: '/api/roles',
  auth: 'user',
  summary: 'All roles with their permissions and how many users have each',
  specCalls: [],
  permission: 'user.show',
  request: {},
  response: z.array(ZRole),
  handler: ({ caller }) => listRoles(caller!),
});

const get = defineOperation({
  id: 'roles.get',
  area: 'roles',
  method: 'GET',
  path: '/api/roles/{roleId}',
  auth: 'user',
  summary: 'One role (name, permissions, version) for the edit dialog',
  specCalls: ['GET /Roles/GetName?Id'],
  tenantScoped: true,
  permission: 'roles.manage',
  request: { params: ZRoleParams },
  response: ZRole,
  handler: ({ caller, params }) => getRole(caller!, params.roleId),
});

const create = defineOperation({
  id: 'roles.create',
  area: 'roles',
  method: 'POST',
  path: '/api/roles',
  auth: 'user',
  summary: 'Create a role',
  specCalls: [],
  permission: 'roles.manage',
  successStatus: 201,
  request: { body: ZRoleInput },
  examples: { body: { name: 'Shift leads', permissions: ['calendar.view', 'calendar.plan'] } },
  response: ZRole,
  handler: ({ caller, body }) => createRole(caller!, body),
});

const update = defineOperation({
  id: 'roles.update',
  area: 'roles',
  method: 'PUT',
  path: '/api/roles/{roleId}',
  auth: 'user',
  summary: 'Rename a role or change its permissions (409 when changed meanwhile)',
  specCalls: [],
  tenantScoped: true,
  permission: 'roles.manage',
  request: { params: ZRoleParams, body: ZRoleUpdate },
  examples: { body: { name: 'Shift leads', permissions: ['calendar.view', 'calendar.plan'], version: 1 } },
  response: ZRole,
  handler: ({ caller, params, body }) => updateRole(caller!, params.roleId, body),
});

const remove = defineOperation({
  id: 'roles.delete',
  area: 'roles',
  method: 'DELETE',
  path: '/api/roles/{roleId}',
  auth: 'user',
  summary: 'Delete a role that no user has',
  specCalls: [],
  tenantScoped: true,
  permission: 'roles.manage',
  successStatus: 204,
  request: { params: ZRoleParams, query: z.object({ version: z.coerce.number().int().positive() }) },
  examples: { query: { version: '1' } },
  handler: async ({ caller, params, query }) => {
    await deleteRole(caller!, params.roleId, query.version);
    return null;
  },
});

const catalog = defineOperation({
  id: 'roles.permissionCatalog',
  area: 'roles',
  method: 'GET',
  path: '/api/security/permissions',
  auth: 'user',
  summary: 'Every permission name with its area (labels are i18n keys permission.<name>)',
  specCalls: [],
  request: {},
  response: z.object({
    areas: z.array(z.enum(permissionAreas)),
    permissions: z.array(z.object({ name: z.string(), area: z.enum(permissionAreas) })),
  }),
  handler: () =>
    Promise.resolve({
      areas: [...permissionAreas],
      permissions: permissionNames.map((name) => ({ name, area: permissionDefinitions[name].area })),
    }),
});

export const roleOperations = [list, get, create, update, remove, catalog];
