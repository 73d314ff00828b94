import * as z from 'zod';
import { defineContracts } from '../api/contract';
import { ZVersionQuery } from '../api/versions';
import { ZEnabledFilter } from '../absence-types/absence-type';
import { ZHourlyRate, ZHourlyRateCreate, ZHourlyRateId, ZHourlyRateUpdate } from './hourly-rate';
import { ZWageType, ZWageTypeCreate, ZWageTypeId, ZWageTypeUpdate } from './wage-type';

const ZRateParams = z.object({ hourlyRateId: ZHourlyRateId });
const ZWageParams = z.object({ wageTypeId: ZWageTypeId });
const exampleRate = {
  caption: 'Nachtzuschlag',
  days: 255,
  valueType: 0,
  value: 25,
  from: '20:00',
  to: '06:00',
};
const exampleWage = { caption: 'Urlaubsstunden', wageType: 5, calcType: 1, bookingKey: '1100' };

/** Hourly rates (extra pay, surcharges) and wage types: read by everyone signed in, kept with masterdata.edit. */
export const rateContracts = defineContracts('payroll-data', {
  rateList: {
    method: 'GET',
    path: '/api/hourly-rates',
    auth: 'user',
    summary: 'The hourly rates (surcharges) by caption; `enabled` filters (true, false, all)',
    specCalls: ['GET /api/settings/hourlyrates'],
    request: { query: z.object({ enabled: ZEnabledFilter }) },
    examples: { query: { enabled: 'all' } },
    response: z.array(ZHourlyRate),
  },
  rateCreate: {
    method: 'POST',
    path: '/api/hourly-rates',
    auth: 'user',
    summary: 'Create an hourly rate',
    specCalls: [],
    permission: 'masterdata.edit',
    successStatus: 201,
    request: { body: ZHourlyRateCreate },
    examples: { body: exampleRate },
    response: ZHourlyRate,
  },
  rateUpdate: {
    method: 'PUT',
    path: '/api/hourly-rates/{hourlyRateId}',
    auth: 'user',
    summary: 'Change an hourly rate (409 CONFLICT when stale)',
    specCalls: [],
    permission: 'masterdata.edit',
    request: { params: ZRateParams, body: ZHourlyRateUpdate },
    examples: { body: { ...exampleRate, version: 1 } },
    response: ZHourlyRate,
  },
  rateDelete: {
    method: 'DELETE',
    path: '/api/hourly-rates/{hourlyRateId}',
    auth: 'user',
    summary: 'Delete an hourly rate',
    specCalls: [],
    permission: 'masterdata.edit',
    successStatus: 204,
    request: { params: ZRateParams, query: ZVersionQuery },
    examples: { query: { version: '1' } },
  },
  wageTypeList: {
    method: 'GET',
    path: '/api/wage-types',
    auth: 'user',
    summary: 'The wage types by caption; `enabled` filters (true, false, all)',
    specCalls: ['GET /api/wages/types'],
    request: { query: z.object({ enabled: ZEnabledFilter }) },
    examples: { query: { enabled: 'all' } },
    response: z.array(ZWageType),
  },
  wageTypeCreate: {
    method: 'POST',
    path: '/api/wage-types',
    auth: 'user',
    summary: 'Create a wage type',
    specCalls: [],
    permission: 'masterdata.edit',
    successStatus: 201,
    request: { body: ZWageTypeCreate },
    examples: { body: exampleWage },
    response: ZWageType,
  },
  wageTypeUpdate: {
    method: 'PUT',
    path: '/api/wage-types/{wageTypeId}',
    auth: 'user',
    summary: 'Change a wage type (409 CONFLICT when stale)',
    specCalls: [],
    permission: 'masterdata.edit',
    request: { params: ZWageParams, body: ZWageTypeUpdate },
    examples: { body: { ...exampleWage, version: 1 } },
    response: ZWageType,
  },
  wageTypeDelete: {
    method: 'DELETE',
    path: '/api/wage-types/{wageTypeId}',
    auth: 'user',
    summary: 'Delete a wage type',
    specCalls: [],
    permission: 'masterdata.edit',
    successStatus: 204,
    request: { params: ZWageParams, query: ZVersionQuery },
    examples: { query: { version: '1' } },
  },
});
