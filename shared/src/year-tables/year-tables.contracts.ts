/**
 * Year tables (issue 14): a person's leave and time account per year, its special entries, the initial tracking
 * data, the vacation account and the maintenance of all people's years. Area `year-tables`.
 *
 * Reading needs `time.track` for one's own table and `user.show` for others'; every change `yeartable.edit`.
 * A closed year refuses edits and recalculation (YEAR_CLOSED).
 */
import * as z from 'zod';
import { defineContracts } from '../api/contract';
import { ZTaskProgress } from '../tasks/task';
import {
  ZMaintenanceCommand,
  ZSpecialEntry,
  ZSpecialEntryInput,
  ZTrackingInit,
  ZTrackingInitSave,
  ZVacationAccount,
  ZYear,
  ZYearTable,
  ZYearTableSave,
} from './year-table';

const exampleUserId = '7d1c4b0e-2f7a-4c55-9d0e-6a3b8f1c2d4e';
const ZQueryYear = z.coerce.number().int().min(2000).max(2100);
const ZPersonYearQuery = z.object({ userId: z.uuid(), year: ZQueryYear });
const ZPersonYear = z.strictObject({ userId: z.uuid(), year: ZYear });

/** What the person's year table page shows in one call. */
export const ZYearTableView = z.object({
  userId: z.uuid(),
  displayName: z.string(),
  year: ZYear,
  /** null: no table for this year (yet). */
  table: ZYearTable.nullable(),
  specials: z.array(ZSpecialEntry),
  /** The years the person has tables for, ascending. */
  years: z.array(ZYear),
  /** The year to create next (after the latest, or the current one). */
  suggestedYear: ZYear,
  trackingInit: ZTrackingInit.nullable(),
  /** Whether the caller may change it (yeartable.edit). */
  editable: z.boolean(),
});
export type TYearTableView = z.infer<typeof ZYearTableView>;

export const ZSpecialEntrySave = z.strictObject({
  userId: z.uuid(),
  year: ZYear,
  /** An edit names the entry and its version; a new one has neither. */
  id: z.uuid().optional(),
  version: z.number().int().positive().optional(),
  entry: ZSpecialEntryInput,
});
export type TSpecialEntrySave = z.input<typeof ZSpecialEntrySave>;

export const yearTableContracts = defineContracts('year-tables', {
  getYearTable: {
    method: 'GET',
    path: '/api/year-tables',
    auth: 'user',
    summary: "A person's year table of a year with its special entries, the person's years and initial data",
    specCalls: ['POST /User/GetYearTable'],
    specForms: [],
    permission: 'time.track',
    request: { query: ZPersonYearQuery },
    examples: { query: { userId: exampleUserId, year: '2026' } },
    response: ZYearTableView,
  },
  saveYearTable: {
    method: 'PUT',
    path: '/api/year-tables',
    auth: 'user',
    summary:
      'Edit a year table (entitlement, carry-over override and expiry, opening, payouts) at its version',
    specCalls: ['POST /User/YearTable'],
    permission: 'yeartable.edit',
    request: { body: ZYearTableSave },
    examples: {
      body: {
        id: `${exampleUserId}.2026`,
        entitlementDays: 30,
        carryOverOverrideDays: null,
        carryOverExpiresOn: null,
        openingMinutes: 0,
        payoutMinutes: 0,
        version: 1,
      },
    },
    response: ZYearTable,
  },
  suggestNextYear: {
    method: 'GET',
    path: '/api/year-tables/suggest-next',
    auth: 'user',
    summary: 'The year to create next for a person: after their latest table, or the current year',
    specCalls: ['GET /User/SuggestNextYearFor'],
    permission: 'yeartable.edit',
    request: { query: z.object({ userId: z.uuid() }) },
    examples: { query: { userId: exampleUserId } },
    response: z.object({ year: ZYear }),
  },
  createYear: {
    method: 'POST',
    path: '/api/year-tables',
    auth: 'user',
    summary:
      "Create a person's year (2000 to 2100): carry-over and opening from the year before's closing, then calculate",
    specCalls: ['GET /User/CreateYear'],
    permission: 'yeartable.edit',
    successStatus: 201,
    request: { body: ZPersonYear },
    examples: { body: { userId: exampleUserId, year: 2026 } },
    response: ZYearTable,
  },
  deleteYearTable: {
    method: 'DELETE',
    path: '/api/year-tables',
    auth: 'user',
    summary: 'Delete a year table (at its version) with its special entries; a closed year is refused',
    specCalls: ['DELETE /User/DeleteYearTable/{id}'],
    permission: 'yeartable.edit',
    successStatus: 204,
    request: {
      query: ZPersonYearQuery.extend({ version: z.coerce.number().int().positive() }),
    },
    examples: { query: { userId: exampleUserId, year: '2026', version: '1' } },
  },
  requestCalculation: {
    method: 'POST',
    path: '/api/year-tables/calculate',
    auth: 'user',
    summary: "Recalculate a person's open year from the month summaries, the leave and the special entries",
    specCalls: ['POST /User/RequestCalculation'],
    permission: 'yeartable.edit',
    request: { body: ZPersonYear },
    examples: { body: { userId: exampleUserId, year: 2026 } },
    response: ZYearTable,
  },
  recalculateTimeAccount: {
    method: 'POST',
    path: '/api/year-tables/recalculate-time-account',
    auth: 'user',
    summary: "Recalculate a person's current year (created when missing)",
    specCalls: ['POST /api/users/RecalculateTimeAccount'],
    permission: 'yeartable.edit',
    request: { body: z.strictObject({ userId: z.uuid() }) },
    examples: { body: { userId: exampleUserId } },
    response: ZYearTable,
  },
  vacationAccount: {
    method: 'GET',
    path: '/api/year-tables/vacation-account/{userId}',
    auth: 'user',
    summary:
      "A person's leave of the current year: entitlement, carry-over, taken, planned, remaining (own, or user.show)",
    specCalls: ['GET /api/vacationaccounts/UserAccount/{id}'],
    permission: 'time.track',
    request: { params: z.object({ userId: z.uuid() }) },
    response: ZVacationAccount,
  },
  saveSpecialEntry: {
    method: 'POST',
    path: '/api/year-tables/specials',
    auth: 'user',
    summary:
      'Create or edit (id and version) a special entry of an open year: leave days, time or payout minutes',
    specCalls: [],
    permission: 'yeartable.edit',
    request: { body: ZSpecialEntrySave },
    examples: {
      body: {
        userId: exampleUserId,
        year: 2026,
        entry: { account: 'payout', date: '2026-06-30', value: 600, note: 'Payout' },
      },
    },
    response: ZSpecialEntry,
  },
  deleteSpecialEntry: {
    method: 'DELETE',
    path: '/api/year-tables/specials/{specialId}',
    auth: 'user',
    summary: 'Delete a special entry of an open year at its version',
    specCalls: [],
    permission: 'yeartable.edit',
    successStatus: 204,
    request: {
      params: z.object({ specialId: z.uuid() }),
      query: ZPersonYearQuery.extend({ version: z.coerce.number().int().positive() }),
    },
    examples: { query: { userId: exampleUserId, year: '2026', version: '1' } },
  },
  saveTrackingInit: {
    method: 'PUT',
    path: '/api/year-tables/tracking-init/{userId}',
    auth: 'user',
    summary:
      "A person's initial tracking data (start date, opening minutes, opening leave days); an open year of the start recalculates",
    specCalls: [],
    specForms: ['/Time/EditUserInitTrackingData?userId&startDate'],
    permission: 'yeartable.edit',
    request: { params: z.object({ userId: z.uuid() }), body: ZTrackingInitSave },
    examples: {
      body: { startDate: '2026-01-01', openingMinutes: 0, openingLeaveDays: 0, version: null },
    },
    response: ZTrackingInit,
  },
  maintenanceCreateNewYear: {
    method: 'POST',
    path: '/api/year-tables/maintenance/create',
    auth: 'user',
    summary:
      'Create the year for every active person who has none (idempotent), from the year before: a background task',
    specCalls: ['GET /YearTables/MaintenanceCreateNewYear?year='],
    specForms: ['/YearTables/ManageYears/'],
    permission: 'yeartable.edit',
    successStatus: 202,
    request: { body: z.strictObject({ year: ZYear }) },
    examples: { body: { year: 2027 } },
    response: ZTaskProgress,
  },
  maintenanceCommand: {
    method: 'POST',
    path: '/api/year-tables/maintenance/command',
    auth: 'user',
    summary:
      "Every person's table of a year: 0 open, 1 close, 2 recalculate, 3 delete, 4 check (a background task)",
    specCalls: ['GET /YearTables/MaintenanceCommand?year=&command='],
    permission: 'yeartable.edit',
    successStatus: 202,
    request: {
      body: z.strictObject({
        year: ZYear,
        command: ZMaintenanceCommand,
        /** Delete only: the year typed again. */
        confirmation: z.number().int().optional(),
      }),
    },
    examples: { body: { year: 2026, command: 4 } },
    response: ZTaskProgress,
  },
});
