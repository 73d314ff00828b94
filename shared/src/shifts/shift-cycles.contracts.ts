import * as z from 'zod';
import { defineContracts } from '../api/contract';
import { ZVersionQuery } from '../api/versions';
import { ZShiftCycle, ZShiftCycleCreate, ZShiftCycleId, ZShiftCycleUpdate } from './shift-cycle';

const ZCycleParams = z.object({ cycleId: ZShiftCycleId });
const exampleCycle = {
  name: 'Zwei Wochen Früh/Spät',
  period: 'weeks',
  length: 2,
  slots: [{ day: 1, shiftTemplateId: '7d1c4b0e-2f7a-4c55-9d0e-6a3b8f1c2d4e' }],
};

/** Shift cycles: rotations of templates over N days or weeks (inserting one into a plan is the calendar's). */
export const shiftCycleContracts = defineContracts('shifts', {
  cycles: {
    method: 'GET',
    path: '/api/shifts/cycles',
    auth: 'user',
    summary: 'Every shift cycle, by name',
    specCalls: [],
    request: {},
    response: z.array(ZShiftCycle),
  },
  cycle: {
    method: 'GET',
    path: '/api/shifts/cycles/{cycleId}',
    auth: 'user',
    summary: 'One shift cycle (the edit and copy dialog loads it)',
    specCalls: [],
    specForms: ['/Shifts/EditCycle/{id}?copy=true'],
    request: { params: ZCycleParams },
    response: ZShiftCycle,
  },
  createCycle: {
    method: 'POST',
    path: '/api/shifts/cycles',
    auth: 'user',
    summary: 'Create a shift cycle (also the copy of another); its templates must exist',
    specCalls: [],
    specForms: ['/Shifts/EditCycle/{id}?copy=true'],
    permission: 'masterdata.edit',
    successStatus: 201,
    request: { body: ZShiftCycleCreate },
    examples: { body: exampleCycle },
    response: ZShiftCycle,
  },
  updateCycle: {
    method: 'PUT',
    path: '/api/shifts/cycles/{cycleId}',
    auth: 'user',
    summary: 'Change a shift cycle (409 CONFLICT when stale)',
    specCalls: [],
    specForms: ['/Shifts/EditCycle/{id}?copy=true'],
    permission: 'masterdata.edit',
    request: { params: ZCycleParams, body: ZShiftCycleUpdate },
    examples: { body: { ...exampleCycle, version: 1 } },
    response: ZShiftCycle,
  },
  deleteCycle: {
    method: 'DELETE',
    path: '/api/shifts/cycles/{cycleId}',
    auth: 'user',
    // The spec's DELETE /Shifts/DeleteCycle/{id} is claimed with the plan tools (issue 12), which insert cycles.
    summary: 'Delete a shift cycle (plans made from it keep their entries)',
    specCalls: [],
    permission: 'masterdata.edit',
    successStatus: 204,
    request: { params: ZCycleParams, query: ZVersionQuery },
    examples: { query: { version: '1' } },
  },
});
