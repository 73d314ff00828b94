import * as z from 'zod';
import { defineContracts } from '../api/contract';
import { ZVersionQuery } from '../api/versions';
import { ZRemoval } from '../resources/resource';
import { ZPlainDate } from '../time/time-schemas';
import {
  ZShiftTemplate,
  ZShiftTemplateCreate,
  ZShiftTemplateId,
  ZShiftTemplateListRequest,
  ZShiftTemplateStatistics,
  ZShiftTemplateUpdate,
} from './shift-template';

const ZTemplateParams = z.object({ templateId: ZShiftTemplateId });
const exampleTemplate = {
  name: 'Frühdienst',
  shortName: 'F',
  resourceId: '7d1c4b0e-2f7a-4c55-9d0e-6a3b8f1c2d4e',
  itemClass: 10,
  begin: '06:00',
  end: '14:00',
  pause1: { mode: 1, begin: '10:00', end: '10:30' },
};

/**
 * Shift templates: what a planner puts into the plan (early, late, night ... shifts of a resource). Reading needs
 * a sign-in; changing needs masterdata.edit. Used templates are deactivated, never deleted.
 */
export const shiftContracts = defineContracts('shifts', {
  list: {
    method: 'POST',
    path: '/api/shifts/list',
    auth: 'user',
    summary: 'Shift templates by name, filtered by enabled, class 99, resources and a part of the name',
    specCalls: ['POST shifts/list'],
    request: { body: ZShiftTemplateListRequest },
    examples: { body: { enabled: true } },
    response: z.array(ZShiftTemplate),
  },
  get: {
    method: 'GET',
    path: '/api/shifts/{templateId}',
    auth: 'user',
    summary: 'One shift template (the edit and copy dialog loads it)',
    specCalls: ['GET /api/shifts/{id}'],
    specForms: ['/Shifts/Edit/{id}?copy=1'],
    request: { params: ZTemplateParams },
    response: ZShiftTemplate,
  },
  name: {
    method: 'GET',
    path: '/api/shifts/{templateId}/name',
    auth: 'user',
    summary: 'The display name of a shift template',
    specCalls: ['GET /Shifts/GetName?Id'],
    request: { params: ZTemplateParams },
    response: z.object({ id: ZShiftTemplateId, name: z.string() }),
  },
  hours: {
    method: 'GET',
    path: '/api/shifts/{templateId}/hours',
    auth: 'user',
    summary: "Paid minutes of the template on a day, in the tenant's time zone (clock changes counted)",
    specCalls: [],
    request: { params: ZTemplateParams, query: z.object({ date: ZPlainDate }) },
    examples: { query: { date: '2026-03-29' } },
    response: z.object({ id: ZShiftTemplateId, date: z.string(), minutes: z.number().int() }),
  },
  create: {
    method: 'POST',
    path: '/api/shifts',
    auth: 'user',
    summary: 'Create a shift template (also the copy of another); its resource must exist',
    specCalls: [],
    specForms: ['/Shifts/Edit/{id}?copy=1'],
    permission: 'masterdata.edit',
    successStatus: 201,
    request: { body: ZShiftTemplateCreate },
    examples: { body: exampleTemplate },
    response: ZShiftTemplate,
  },
  update: {
    method: 'PUT',
    path: '/api/shifts/{templateId}',
    auth: 'user',
    summary: 'Change a shift template (409 CONFLICT when stale)',
    specCalls: [],
    specForms: ['/Shifts/Edit/{id}?copy=1'],
    permission: 'masterdata.edit',
    request: { params: ZTemplateParams, body: ZShiftTemplateUpdate },
    examples: { body: { ...exampleTemplate, version: 1 } },
    response: ZShiftTemplate,
  },
  setEnabled: {
    method: 'POST',
    path: '/api/shifts/{templateId}/enabled',
    auth: 'user',
    summary: 'Deactivate (or activate again) a shift template',
    specCalls: ['POST /api/shifts/setenabled/{id}/?value=false'],
    permission: 'masterdata.edit',
    request: {
      params: ZTemplateParams,
      body: z.strictObject({ enabled: z.boolean(), version: z.number().int().positive() }),
    },
    examples: { body: { enabled: false, version: 1 } },
    response: ZShiftTemplate,
  },
  statistics: {
    method: 'GET',
    path: '/api/shifts/{templateId}/statistics',
    auth: 'user',
    summary: 'How many plan entries use the template (PlanCount)',
    specCalls: ['GET /api/shifts/statisticsOf/{id}'],
    request: { params: ZTemplateParams },
    response: ZShiftTemplateStatistics,
  },
  delete: {
    method: 'DELETE',
    path: '/api/shifts/{templateId}',
    auth: 'user',
    summary: 'Delete an unused template; one in use (PlanCount above 0 or in a cycle) is deactivated instead',
    specCalls: ['DELETE /Shifts/Delete/{id}'],
    permission: 'masterdata.edit',
    request: { params: ZTemplateParams, query: ZVersionQuery },
    examples: { query: { version: '1' } },
    response: ZRemoval,
  },
});
