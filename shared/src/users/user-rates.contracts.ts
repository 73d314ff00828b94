import * as z from 'zod';
import { defineContracts } from '../api/contract';
import { ZUserId } from './user';
import { ZAssignedIds, ZAssignedIdsSave } from './user-rates';

const ZUserParams = z.object({ userId: ZUserId });
const example = { ids: ['7d1c4b0e-2f7a-4c55-9d0e-6a3b8f1c2d4e'], version: 0 };

/** A person's extra pay (hourly rates) and wage types, chosen in the pickers CHECKRATES. */
export const userRateContracts = defineContracts('users', {
  assignedRates: {
    method: 'GET',
    path: '/api/users/{userId}/hourly-rates',
    auth: 'user',
    summary: 'The hourly rates (extra pay) of a person',
    specCalls: ['GET /api/users/assignedRatesForUser/{userId}'],
    permission: 'user.show',
    request: { params: ZUserParams },
    response: ZAssignedIds,
  },
  saveAssignedRates: {
    method: 'PUT',
    path: '/api/users/{userId}/hourly-rates',
    auth: 'user',
    summary:
      'Save the hourly rates of a person (ids of the tenant’s rates, at most 50; a stale version is 409)',
    specCalls: ['POST /api/users/assignedRatesForUser/{userId}'],
    permission: 'user.edit',
    request: { params: ZUserParams, body: ZAssignedIdsSave },
    examples: { body: example },
    response: ZAssignedIds,
  },
  assignedWageTypes: {
    method: 'GET',
    path: '/api/users/{userId}/wage-types',
    auth: 'user',
    summary: 'The wage types of a person',
    specCalls: ['GET /api/users/assignedRateTypesForUser/{userId}'],
    permission: 'user.show',
    request: { params: ZUserParams },
    response: ZAssignedIds,
  },
  saveAssignedWageTypes: {
    method: 'PUT',
    path: '/api/users/{userId}/wage-types',
    auth: 'user',
    summary:
      'Save the wage types of a person (ids of the tenant’s wage types, at most 50; a stale version is 409)',
    specCalls: ['POST /api/users/assignedRateTypesForUser/{userId}'],
    permission: 'user.edit',
    request: { params: ZUserParams, body: ZAssignedIdsSave },
    examples: { body: example },
    response: ZAssignedIds,
  },
});
