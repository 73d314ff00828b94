import * as z from 'zod';
import { defineContracts } from '../api/contract';
import { ZVersionQuery } from '../api/versions';
import { ZUserGroup, ZUserGroupCreate, ZUserGroupId, ZUserGroupUpdate } from './user-group';

const ZParams = z.object({ userGroupId: ZUserGroupId });

export const userGroupContracts = defineContracts('user-groups', {
  list: {
    method: 'GET',
    path: '/api/user-groups',
    auth: 'user',
    summary: 'The user groups of the tenant, by name',
    specCalls: [],
    permission: 'user.show',
    request: {},
    response: z.array(ZUserGroup),
  },
  get: {
    method: 'GET',
    path: '/api/user-groups/{userGroupId}',
    auth: 'user',
    summary: 'One user group (also its name)',
    specCalls: ['GET /UserGroups/GetName'],
    specForms: ['/UserGroups/Edit/{id}'],
    permission: 'user.show',
    request: { params: ZParams },
    response: ZUserGroup,
  },
  create: {
    method: 'POST',
    path: '/api/user-groups',
    auth: 'user',
    summary: 'Create a user group',
    specCalls: [],
    specForms: ['/UserGroups/Edit/{id}'],
    permission: 'user.edit',
    successStatus: 201,
    request: { body: ZUserGroupCreate },
    examples: { body: { name: 'Teilzeit' } },
    response: ZUserGroup,
  },
  update: {
    method: 'PUT',
    path: '/api/user-groups/{userGroupId}',
    auth: 'user',
    summary: 'Rename a user group',
    specCalls: [],
    specForms: ['/UserGroups/Edit/{id}'],
    permission: 'user.edit',
    request: { params: ZParams, body: ZUserGroupUpdate },
    examples: { body: { name: 'Teilzeit', version: 1 } },
    response: ZUserGroup,
  },
  delete: {
    method: 'DELETE',
    path: '/api/user-groups/{userGroupId}',
    auth: 'user',
    summary: 'Delete a user group (people keep their other groups)',
    specCalls: ['DELETE /UserGroups/Delete/{id}'],
    permission: 'user.edit',
    successStatus: 204,
    request: { params: ZParams, query: ZVersionQuery },
    examples: { query: { version: '1' } },
  },
});
