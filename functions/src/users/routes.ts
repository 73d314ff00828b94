import * as z from 'zod';
import {
  securityChecks,
  ZSecurityCheckResult,
  ZUser,
  ZUserCreate,
  ZUserId,
  ZUserUpdate,
} from '@app/shared/users/user';
import { permissionNames, type PermissionName } from '@app/shared/security/permissions';
import { defineOperation } from '../api/operation';
import { messageText } from '../api/messages';
import { hasPermission } from '../security/caller';
import {
  createUser,
  deleteUser,
  getUser,
  listUsers,
  securityCheck,
  setUserActive,
  updateUser,
} from './user.service';

const ZUserParams = z.object({ userId: ZUserId });

const list = defineOperation({
  id: 'users.list',
  area: 'users',
  method: 'GET',
  path: '/api/users',
  auth: 'user',
  summary: 'All users of the tenant, by display name',
  specCalls: ['GET users/all', 'GET users/all/simple?purpose='],
  permission: 'user.show',
  request: {},
  response: z.array(ZUser),
  handler: ({ caller }) => listUsers(caller!),
});

const get = defineOperation({
  id: 'users.get',
  area: 'users',
  method: 'GET',
  path: '/api/users/{userId}',
  auth: 'user',
  summary: 'One user (also the display name lookups of the spec)',
  specCalls: ['GET /User/GetName', 'GET /api/users/name/{id}', 'GET users/nameof/{id}'],
  tenantScoped: true,
  permission: 'user.show',
  request: { params: ZUserParams },
  response: ZUser,
  handler: ({ caller, params }) => getUser(caller!, params.userId),
});

const create = defineOperation({
  id: 'users.create',
  area: 'users',
  method: 'POST',
  path: '/api/users',
  auth: 'user',
  summary: "Create a user with sign-in (402 EDITION_LIMIT over the edition's active-user limit)",
  specCalls: [],
  permission: 'user.edit',
  successStatus: 201,
  request: { body: ZUserCreate },
  response: ZUser,
  handler: ({ caller, body }) => createUser(caller!, body),
});

const update = defineOperation({
  id: 'users.update',
  area: 'users',
  method: 'PUT',
  path: '/api/users/{userId}',
  auth: 'user',
  summary: 'Change name, e-mail or roles of a user (roles need roles.manage)',
  specCalls: [],
  tenantScoped: true,
  permission: 'user.edit',
  request: { params: ZUserParams, body: ZUserUpdate },
  examples: {
    body: {
      displayName: 'Emma Example',
      email: 'emma@example.com',
      roleIds: ['7d1c4b0e-2f7a-4c55-9d0e-6a3b8f1c2d4e'],
      version: 1,
    },
  },
  response: ZUser,
  handler: ({ caller, params, body }) => updateUser(caller!, params.userId, body),
});

const deactivate = defineOperation({
  id: 'users.deactivate',
  area: 'users',
  method: 'POST',
  path: '/api/users/{userId}/deactivate',
  auth: 'user',
  summary: 'Deactivate a user: sign-in blocked, sessions ended, data kept',
  specCalls: ['POST /api/users/disable/{id}'],
  tenantScoped: true,
  permission: 'user.edit',
  request: { params: ZUserParams },
  response: ZUser,
  handler: ({ caller, params }) => setUserActive(caller!, params.userId, false),
});

const activate = defineOperation({
  id: 'users.activate',
  area: 'users',
  method: 'POST',
  path: '/api/users/{userId}/activate',
  auth: 'user',
  summary: "Activate a user again (within the edition's active-user limit)",
  specCalls: [],
  tenantScoped: true,
  permission: 'user.edit',
  request: { params: ZUserParams },
  response: ZUser,
  handler: ({ caller, params }) => setUserActive(caller!, params.userId, true),
});

const remove = defineOperation({
  id: 'users.delete',
  area: 'users',
  method: 'DELETE',
  path: '/api/users/{userId}',
  auth: 'user',
  summary: 'Delete a user and their sign-in',
  specCalls: ['DELETE /User/Delete/{id}'],
  tenantScoped: true,
  permission: 'user.delete',
  successStatus: 204,
  request: { params: ZUserParams, query: z.object({ version: z.coerce.number().int().positive() }) },
  examples: { query: { version: '1' } },
  handler: async ({ caller, params, query }) => {
    await deleteUser(caller!, params.userId, query.version);
    return null;
  },
});

const check = defineOperation({
  id: 'users.securityCheck',
  area: 'users',
  method: 'GET',
  path: '/api/security/checks/{check}',
  auth: 'user',
  summary: 'A permission check the client asks before opening a dialog (group/user edit, delete, show, ...)',
  specCalls: [
    'GET /api/security/AllowUserEdit/{id}',
    'GET /api/security/AllowUserShow/{id}',
    'GET /api/security/AccessForUser/{id}',
    'GET /Security/AllowGroupEdit',
    'GET /Security/AllowGroupDelete',
    'GET /Security/AllowUserEdit',
    'GET /Security/AllowUserDelete',
    'GET /Security/EditYearTable',
  ],
  request: {
    params: z.object({ check: z.enum(securityChecks) }),
    query: z.object({ userId: ZUserId.optional() }),
  },
  response: ZSecurityCheckResult,
  handler: async ({ caller, params, query, language }) => {
    const allowed = await securityCheck(caller!, params.check, query.userId);
    return allowed
      ? { allowed }
      : { allowed, messageKey: 'access-deny', message: messageText('access-deny', language) };
  },
});

const claim = defineOperation({
  id: 'users.hasClaim',
  area: 'users',
  method: 'GET',
  path: '/api/security/claims/{name}',
  auth: 'user',
  summary: 'Whether the caller has a permission (claim check by name)',
  specCalls: ['GET /api/users/hasclaim?name={name}'],
  request: { params: z.object({ name: z.enum(permissionNames as [PermissionName, ...PermissionName[]]) }) },
  response: z.object({ allowed: z.boolean() }),
  handler: ({ caller, params }) => Promise.resolve({ allowed: hasPermission(caller!, params.name) }),
});

export const userOperations = [list, get, create, update, deactivate, activate, remove, check, claim];
