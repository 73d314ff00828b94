import * as z from 'zod';
import { defineContracts } from '../api/contract';
import { ZVersionQuery } from '../api/versions';
import {
  ZCostUnit,
  ZCostUnitCode,
  ZCostUnitCodes,
  ZCostUnitCreate,
  ZCostUnitListQuery,
  ZCostUnitPage,
  ZCostUnitUpdate,
} from './cost-unit';

const ZParams = z.object({ code: ZCostUnitCode });

/** Cost units (code, name): read by everyone signed in (time tracking books on them), kept with masterdata.edit. */
export const costUnitContracts = defineContracts('payroll-data', {
  costUnitList: {
    method: 'GET',
    path: '/api/cost-units',
    auth: 'user',
    summary: 'Cost units by code, a page at a time',
    specCalls: ['POST /api/costunits/list'],
    request: { query: ZCostUnitListQuery },
    examples: { query: { limit: '25' } },
    response: ZCostUnitPage,
  },
  costUnitsByCodes: {
    method: 'POST',
    path: '/api/cost-units/by-codes',
    auth: 'user',
    summary: 'The cost units of up to 100 codes (unknown codes are left out)',
    specCalls: ['POST /api/costunits/byCodeList'],
    request: { body: ZCostUnitCodes },
    examples: { body: { codes: ['1000', '2000'] } },
    response: z.array(ZCostUnit),
  },
  costUnitExists: {
    method: 'GET',
    path: '/api/cost-units/exists',
    auth: 'user',
    summary: 'Whether a cost unit with the code exists',
    specCalls: ['GET costunits/exists'],
    request: { query: z.object({ code: ZCostUnitCode }) },
    examples: { query: { code: '1000' } },
    response: z.boolean(),
  },
  costUnitCreate: {
    method: 'POST',
    path: '/api/cost-units',
    auth: 'user',
    summary: 'Create a cost unit (409 ALREADY_EXISTS when the code is taken)',
    specCalls: [],
    permission: 'masterdata.edit',
    successStatus: 201,
    request: { body: ZCostUnitCreate },
    examples: { body: { code: '1000', name: 'Pflege Wohnbereich 1' } },
    response: ZCostUnit,
  },
  costUnitUpdate: {
    method: 'PUT',
    path: '/api/cost-units/{code}',
    auth: 'user',
    summary: 'Rename a cost unit (its code stays; 409 CONFLICT when stale)',
    specCalls: [],
    permission: 'masterdata.edit',
    request: { params: ZParams, body: ZCostUnitUpdate },
    examples: { body: { name: 'Pflege Wohnbereich 1', version: 1 } },
    response: ZCostUnit,
  },
  costUnitDelete: {
    method: 'DELETE',
    path: '/api/cost-units/{code}',
    auth: 'user',
    summary: 'Delete a cost unit',
    specCalls: [],
    permission: 'masterdata.edit',
    successStatus: 204,
    request: { params: ZParams, query: ZVersionQuery },
    examples: { query: { version: '1' } },
  },
});
