import * as z from 'zod';
import { defineContracts } from '../api/contract';
import { ZVersionQuery } from '../api/versions';
import { ZEnabledFilter } from '../absence-types/absence-type';
import {
  ZQualification,
  ZQualificationCreate,
  ZQualificationId,
  ZQualificationUpdate,
} from './qualification';

const ZParams = z.object({ qualificationId: ZQualificationId });
const example = { name: 'Pflegefachkraft', shortName: 'PFK' };

/** Qualifications: assigned to people, required by shifts and rules. Reading needs a sign-in; changing masterdata.edit. */
export const qualificationContracts = defineContracts('qualifications', {
  list: {
    method: 'GET',
    path: '/api/qualifications',
    auth: 'user',
    summary: 'The qualifications by name; `enabled` filters (true, false, all)',
    specCalls: [],
    request: { query: z.object({ enabled: ZEnabledFilter }) },
    examples: { query: { enabled: 'all' } },
    response: z.array(ZQualification),
  },
  get: {
    method: 'GET',
    path: '/api/qualifications/{qualificationId}',
    auth: 'user',
    summary: 'One qualification',
    specCalls: [],
    specForms: ['/Qualifications/Edit/{id}'],
    request: { params: ZParams },
    response: ZQualification,
  },
  name: {
    method: 'GET',
    path: '/api/qualifications/{qualificationId}/name',
    auth: 'user',
    summary: 'The display name of a qualification',
    specCalls: ['GET /Qualifications/GetName?Id'],
    request: { params: ZParams },
    response: z.object({ id: ZQualificationId, name: z.string() }),
  },
  create: {
    method: 'POST',
    path: '/api/qualifications',
    auth: 'user',
    summary: 'Create a qualification',
    specCalls: [],
    specForms: ['/Qualifications/Edit/{id}'],
    permission: 'masterdata.edit',
    successStatus: 201,
    request: { body: ZQualificationCreate },
    examples: { body: example },
    response: ZQualification,
  },
  update: {
    method: 'PUT',
    path: '/api/qualifications/{qualificationId}',
    auth: 'user',
    summary: 'Change a qualification (409 CONFLICT when stale); `enabled: false` deactivates it',
    specCalls: [],
    specForms: ['/Qualifications/Edit/{id}'],
    permission: 'masterdata.edit',
    request: { params: ZParams, body: ZQualificationUpdate },
    examples: { body: { ...example, version: 1 } },
    response: ZQualification,
  },
  delete: {
    method: 'DELETE',
    path: '/api/qualifications/{qualificationId}',
    auth: 'user',
    summary: 'Delete a qualification',
    specCalls: [],
    permission: 'masterdata.edit',
    successStatus: 204,
    request: { params: ZParams, query: ZVersionQuery },
    examples: { query: { version: '1' } },
  },
});
