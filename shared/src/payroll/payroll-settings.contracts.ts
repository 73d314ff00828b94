import * as z from 'zod';
import { defineContracts } from '../api/contract';
import { ZCursor, ZPageLimit } from '../api/pagination';
import {
  ZPayrollSettings,
  ZPayrollSettingsSave,
  ZPayrollSystem,
  ZPersonnelPayroll,
  ZPersonnelPayrollSave,
} from './payroll-settings';

const ZSystemParams = z.object({ system: ZPayrollSystem });

export const ZPersonnelPage = z.object({
  items: z.array(ZPersonnelPayroll),
  nextCursor: z.string().optional(),
});
export const ZPersonnelQuery = z.object({
  limit: ZPageLimit,
  cursor: ZCursor.optional(),
  /** The beginning of a name (case-insensitive). */
  search: z.string().trim().max(50).optional(),
});

/** The LuG Formatbeschreibung (INI, Windows-1252) a Kanzlei imports once, from the configured field order. */
export const ZLugFormatFile = z.object({ fileName: z.string(), contentBase64: z.string() });

/**
 * Payroll settings per system (LODAS, LuG, Sage) and the people's personnel numbers. Area `payroll-data` (one
 * Lambda with wage types and rates); everything needs `payroll.export`, the payroll office's permission.
 */
export const payrollSettingsContracts = defineContracts('payroll-data', {
  payrollSettingsList: {
    method: 'GET',
    path: '/api/payroll/settings',
    auth: 'user',
    summary:
      'The payroll settings of every system (LODAS, LuG, Sage): numbers, mappings, LuG field order, Sage template; version 0 for a system never saved',
    specCalls: [],
    permission: 'payroll.export',
    request: {},
    response: z.array(ZPayrollSettings),
  },
  payrollSettingsSave: {
    method: 'PUT',
    path: '/api/payroll/settings/{system}',
    auth: 'user',
    summary: "Save one system's payroll settings at the version read (0 the first time)",
    specCalls: [],
    permission: 'payroll.export',
    request: { params: ZSystemParams, body: ZPayrollSettingsSave },
    examples: {
      body: { consultantNumber: '1234567', clientNumber: '12345', version: 0 },
    },
    response: ZPayrollSettings,
  },
  payrollLugFormat: {
    method: 'GET',
    path: '/api/payroll/settings/lug/format',
    auth: 'user',
    summary: 'The LuG Formatbeschreibung (INI) for the configured field order, to set up the import once',
    specCalls: [],
    permission: 'payroll.export',
    request: {},
    response: ZLugFormatFile,
  },
  personnelList: {
    method: 'GET',
    path: '/api/payroll/personnel',
    auth: 'user',
    summary: 'People with their personnel number and default cost centre, by name, a page at a time',
    specCalls: [],
    permission: 'payroll.export',
    request: { query: ZPersonnelQuery },
    examples: { query: { limit: '25' } },
    response: ZPersonnelPage,
  },
  personnelSave: {
    method: 'PUT',
    path: '/api/payroll/personnel/{userId}',
    auth: 'user',
    summary:
      "Set a person's personnel number (1 to 99999, unique in the company: 409 PERSONNEL_NUMBER_TAKEN) and default cost centre",
    specCalls: [],
    permission: 'payroll.export',
    request: { params: z.object({ userId: z.uuid() }), body: ZPersonnelPayrollSave },
    examples: { body: { personnelNumber: 101, costCentre: '4711', version: 0 } },
    response: ZPersonnelPayroll,
  },
});
