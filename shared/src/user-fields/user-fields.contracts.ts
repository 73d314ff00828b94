import * as z from 'zod';
import { defineContracts } from '../api/contract';
import { ZVersionQuery } from '../api/versions';
import { ZUserField, ZUserFieldCreate, ZUserFieldId, ZUserFieldUpdate } from './user-field';

const ZParams = z.object({ fieldId: ZUserFieldId });

export const userFieldContracts = defineContracts('user-fields', {
  list: {
    method: 'GET',
    path: '/api/user-fields',
    auth: 'user',
    summary: 'The custom user fields, in their order',
    specCalls: ['GET /api/customfields/list/USER'],
    permission: 'user.show',
    request: {},
    response: z.array(ZUserField),
  },
  get: {
    method: 'GET',
    path: '/api/user-fields/{fieldId}',
    auth: 'user',
    summary: 'One custom user field (also its name)',
    specCalls: ['GET /UserFields/GetName'],
    specForms: ['/UserFields/Edit/{id}'],
    permission: 'user.show',
    request: { params: ZParams },
    response: ZUserField,
  },
  create: {
    method: 'POST',
    path: '/api/user-fields',
    auth: 'user',
    summary: 'Define a custom user field (TXT, CUR, INT, MEM, LST, DRP, BIT, DAT)',
    specCalls: [],
    specForms: ['/UserFields/Edit/{id}'],
    permission: 'user.edit',
    successStatus: 201,
    request: { body: ZUserFieldCreate },
    examples: { body: { caption: 'Schuhgröße', fieldType: 'INT' } },
    response: ZUserField,
  },
  update: {
    method: 'PUT',
    path: '/api/user-fields/{fieldId}',
    auth: 'user',
    summary: 'Change a custom user field (its type stays)',
    specCalls: [],
    specForms: ['/UserFields/Edit/{id}'],
    permission: 'user.edit',
    request: { params: ZParams, body: ZUserFieldUpdate },
    examples: { body: { caption: 'Schuhgröße', fieldType: 'INT', version: 1 } },
    response: ZUserField,
  },
  delete: {
    method: 'DELETE',
    path: '/api/user-fields/{fieldId}',
    auth: 'user',
    summary: 'Delete a custom user field (its values are no longer shown)',
    specCalls: ['DELETE /UserFields/Delete/{id}'],
    permission: 'user.edit',
    successStatus: 204,
    request: { params: ZParams, query: ZVersionQuery },
    examples: { query: { version: '1' } },
  },
});
