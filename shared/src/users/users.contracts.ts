import * as z from 'zod';
import { defineContracts } from '../api/contract';
import { ZVersionQuery } from '../api/versions';
import { permissionNames, type PermissionName } from '../security/permissions';
import {
  securityChecks,
  ZResponsibleUnits,
  ZSecurityCheckResult,
  ZUser,
  ZUserCreate,
  ZUserId,
  ZUserUpdate,
} from './user';

const ZUserParams = z.object({ userId: ZUserId });

export const userContracts = defineContracts('users', {
  list: {
    method: 'GET',
    path: '/api/users',
    auth: 'user',
    summary: 'All users of the tenant, by display name',
    specCalls: ['GET users/all', 'GET users/all/simple?purpose='],
    permission: 'user.show',
    request: {},
    response: z.array(ZUser),
  },
  get: {
    method: 'GET',
    path: '/api/users/{userId}',
    auth: 'user',
    summary: 'One user (also the display name lookups of the spec)',
    specCalls: ['GET /User/GetName', 'GET /api/users/name/{id}', 'GET users/nameof/{id}'],
    specForms: ['/User/Edit/{id}?readonly=1'],
    permission: 'user.show',
    request: { params: ZUserParams },
    response: ZUser,
  },
  create: {
    method: 'POST',
    path: '/api/users',
    auth: 'user',
    summary: "Create a user with sign-in in a unit (402 EDITION_LIMIT over the edition's active-user limit)",
    specCalls: [],
    specForms: ['/User/Create?groupId'],
    permission: 'user.edit',
    successStatus: 201,
    request: { body: ZUserCreate },
    examples: {
      body: {
        username: 'emma.example',
        displayName: 'Emma Example',
        email: 'emma@example.com',
        password: 'Example-Passw0rd',
        roleIds: ['7d1c4b0e-2f7a-4c55-9d0e-6a3b8f1c2d4e'],
        unitId: '7d1c4b0e-2f7a-4c55-9d0e-6a3b8f1c2d4e',
      },
    },
    response: ZUser,
  },
  update: {
    method: 'PUT',
    path: '/api/users/{userId}',
    auth: 'user',
    summary: 'Change name, e-mail, roles, groups or custom fields of a user (roles need roles.manage)',
    specCalls: [],
    specForms: ['/User/Edit/{id}?readonly=1'],
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
  },
  saveResponsibleUnits: {
    method: 'PUT',
    path: '/api/users/{userId}/responsible-units',
    auth: 'user',
    summary:
      'The units a person is responsible for (plans and decides on, with every unit below): all, or a list. ' +
      "Only within the caller's own responsibility, never one's own (administrators excepted)",
    specCalls: [],
    specForms: [],
    permission: 'user.edit',
    request: { params: ZUserParams, body: ZResponsibleUnits },
    examples: { body: { all: false, unitIds: ['7d1c4b0e-2f7a-4c55-9d0e-6a3b8f1c2d4e'], version: 1 } },
    response: ZUser,
  },
  deactivate: {
    method: 'POST',
    path: '/api/users/{userId}/deactivate',
    auth: 'user',
    summary: 'Deactivate a user: sign-in blocked, sessions ended, data kept',
    specCalls: ['POST /api/users/disable/{id}'],
    permission: 'user.edit',
    request: { params: ZUserParams },
    response: ZUser,
  },
  activate: {
    method: 'POST',
    path: '/api/users/{userId}/activate',
    auth: 'user',
    summary: "Activate a user again (within the edition's active-user limit)",
    specCalls: [],
    permission: 'user.edit',
    request: { params: ZUserParams },
    response: ZUser,
  },
  delete: {
    method: 'DELETE',
    path: '/api/users/{userId}',
    auth: 'user',
    summary: 'Delete a user and their sign-in',
    specCalls: ['DELETE /User/Delete/{id}'],
    permission: 'user.delete',
    successStatus: 204,
    request: { params: ZUserParams, query: ZVersionQuery },
    examples: { query: { version: '1' } },
  },
  securityCheck: {
    method: 'GET',
    path: '/api/security/checks/{check}',
    auth: 'user',
    summary:
      'A permission check the client asks before opening a dialog (group/user edit, delete, show, ...)',
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
  },
  hasClaim: {
    method: 'GET',
    path: '/api/security/claims/{name}',
    auth: 'user',
    summary: 'Whether the caller has a permission (claim check by name)',
    specCalls: ['GET /api/users/hasclaim?name={name}'],
    request: {
      params: z.object({ name: z.enum(permissionNames as [PermissionName, ...PermissionName[]]) }),
    },
    response: z.object({ allowed: z.boolean() }),
  },
});
