import * as z from 'zod';
import { defineContracts } from '../api/contract';
import { ZVersionQuery } from '../api/versions';
import { ZTag, ZTagCategory, ZTagCreate, ZTagId, ZTagUpdate } from './tag';

const ZParams = z.object({ tagId: ZTagId });

/** Tags by category. Reading needs a sign-in (pickers show them); changing masterdata.edit. */
export const tagContracts = defineContracts('tags', {
  list: {
    method: 'GET',
    path: '/api/tags',
    auth: 'user',
    summary: 'The tags of a category, by name',
    specCalls: ['POST lists/tags/{x}'],
    request: { query: z.object({ category: ZTagCategory }) },
    examples: { query: { category: 'APPOINTMENT' } },
    response: z.array(ZTag),
  },
  get: {
    method: 'GET',
    path: '/api/tags/{tagId}',
    auth: 'user',
    summary: 'One tag',
    specCalls: ['GET lists/tag/{id}'],
    request: { params: ZParams },
    response: ZTag,
  },
  create: {
    method: 'POST',
    path: '/api/tags',
    auth: 'user',
    summary: 'Add a tag to a category (name 1 to 50 characters, colour)',
    specCalls: ['POST lists/tag'],
    permission: 'masterdata.edit',
    successStatus: 201,
    request: { body: ZTagCreate },
    examples: { body: { name: 'Teambesprechung', color: '#43a047', category: 'APPOINTMENT' } },
    response: ZTag,
  },
  update: {
    method: 'PUT',
    path: '/api/tags/{tagId}',
    auth: 'user',
    summary: 'Rename or recolour a tag (409 CONFLICT when stale)',
    specCalls: ['POST lists/tag'],
    permission: 'masterdata.edit',
    request: { params: ZParams, body: ZTagUpdate },
    examples: { body: { name: 'Teambesprechung', color: '#43a047', version: 1 } },
    response: ZTag,
  },
  delete: {
    method: 'DELETE',
    path: '/api/tags/{tagId}',
    auth: 'user',
    summary: 'Delete a tag',
    specCalls: ['DELETE lists/tag/{id}'],
    permission: 'masterdata.edit',
    successStatus: 204,
    request: { params: ZParams, query: ZVersionQuery },
    examples: { query: { version: '1' } },
  },
});
