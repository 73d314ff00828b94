import * as z from 'zod';
import { defineContracts } from '../api/contract';
import { ZVersionQuery } from '../api/versions';
import {
  ZAbsenceType,
  ZAbsenceTypeCreate,
  ZAbsenceTypeId,
  ZAbsenceTypeUpdate,
  ZEnabledFilter,
} from './absence-type';

const ZParams = z.object({ absenceTypeId: ZAbsenceTypeId });
const example = {
  caption: { de: 'Fortbildung', en: 'Training' },
  shortName: 'FB',
  itemClass: 99,
  backColor: '#1e88e5',
};

/** Absence types (the spec's events). Reading needs a sign-in (every calendar draws them); changing masterdata.edit. */
export const absenceTypeContracts = defineContracts('absence-types', {
  list: {
    method: 'GET',
    path: '/api/absence-types',
    auth: 'user',
    summary: 'The absence types, by event class and caption; `enabled` filters (true, false, all)',
    specCalls: ['POST /api/events/list'],
    request: { query: z.object({ enabled: ZEnabledFilter }) },
    examples: { query: { enabled: 'all' } },
    response: z.array(ZAbsenceType),
  },
  get: {
    method: 'GET',
    path: '/api/absence-types/{absenceTypeId}',
    auth: 'user',
    summary: 'One absence type',
    specCalls: [],
    specForms: ['/Events/Edit/{id}'],
    request: { params: ZParams },
    response: ZAbsenceType,
  },
  name: {
    method: 'GET',
    path: '/api/absence-types/{absenceTypeId}/name',
    auth: 'user',
    summary: "The display name of an absence type, in the caller's language",
    specCalls: ['GET /Events/GetName?Id'],
    request: { params: ZParams },
    response: z.object({ id: ZAbsenceTypeId, name: z.string() }),
  },
  create: {
    method: 'POST',
    path: '/api/absence-types',
    auth: 'user',
    summary: 'Create an absence type',
    specCalls: [],
    specForms: ['/Events/Edit/{id}'],
    permission: 'masterdata.edit',
    successStatus: 201,
    request: { body: ZAbsenceTypeCreate },
    examples: { body: example },
    response: ZAbsenceType,
  },
  update: {
    method: 'PUT',
    path: '/api/absence-types/{absenceTypeId}',
    auth: 'user',
    summary: 'Change an absence type (409 CONFLICT when stale); `enabled: false` deactivates it',
    specCalls: [],
    specForms: ['/Events/Edit/{id}'],
    permission: 'masterdata.edit',
    request: { params: ZParams, body: ZAbsenceTypeUpdate },
    examples: { body: { ...example, version: 1 } },
    response: ZAbsenceType,
  },
  delete: {
    method: 'DELETE',
    path: '/api/absence-types/{absenceTypeId}',
    auth: 'user',
    summary: 'Delete an absence type that no absence uses (409 ABSENCE_TYPE_IN_USE: deactivate it instead)',
    specCalls: ['DELETE /Events/Delete/{id}'],
    permission: 'masterdata.edit',
    successStatus: 204,
    request: { params: ZParams, query: ZVersionQuery },
    examples: { query: { version: '1' } },
  },
});
