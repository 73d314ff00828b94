import * as z from 'zod';
import { defineContracts } from '../api/contract';
import { ZVersionQuery } from '../api/versions';
import { ZCalendarData, ZCalendarRequest } from './calendar-view';
import { ZEntryId } from './entry-id';
import { ZShiftEntry, ZShiftEntrySave } from './shift-entry';
import { validatorResult } from './validator';
import { ZPlainDate } from '../time/time-schemas';

const ZEntryParams = z.object({ entryId: ZEntryId });
/** `?force=true` repeats a save or drop that the validator refused with `allowForce` (at most 100 a day). */
export const ZForceQuery = z.object({ force: z.enum(['true', 'false']).default('false') });
export const ZEntryResult = validatorResult(ZShiftEntry);
export type TEntryResult = z.infer<typeof ZEntryResult>;
export const ZEntryDeleteResult = validatorResult(z.object({ id: ZEntryId, deleted: z.literal(true) }));
export type TEntryDeleteResult = z.infer<typeof ZEntryDeleteResult>;

/** The spec's drop payload (sourceEntryId ... targetEntry), camel-cased. */
export const ZDropData = z.strictObject({
  sourceEntryId: ZEntryId.optional(),
  sourceUserId: z.uuid().nullable().optional(),
  targetEntryId: ZEntryId.optional(),
  targetTemplateId: z.uuid().optional(),
  targetGroupId: z.uuid(),
  targetUserId: z.uuid().nullable(),
  targetDate: ZPlainDate,
  targetResourceId: z.uuid().optional(),
  /** Version of the source entry (moves) or of the target entry (an open slot being filled). */
  version: z.number().int().positive().optional(),
});
export type TDropData = z.infer<typeof ZDropData>;

export const dropCommands = ['DROP_SETUSER', 'DROP_MOVEUSER', 'DROP_COPY'] as const;
export const ZActionExecute = z.strictObject({
  command: z.enum(dropCommands),
  source: z.literal('CALITEM').default('CALITEM'),
  force: z.boolean().default(false),
  data: ZDropData,
});
export type TActionExecute = z.input<typeof ZActionExecute>;

const uuidA = '7d1c4b0e-2f7a-4c55-9d0e-6a3b8f1c2d4e';
const uuidB = '3f2a9c1d-8e4b-4a6f-b2c7-1d9e0f3a5b6c';
const exampleEntryId = `${uuidA}.2026-12-07.${uuidB}`;

/**
 * The planning calendar (issue 10): its data call, shift entries and the drop actions. Viewing needs
 * `calendar.view` (an employee's own plan: see the person-month calls); planning needs `calendar.plan`.
 */
export const calendarContracts = defineContracts('calendar', {
  list: {
    method: 'POST',
    path: '/api/calendar/data',
    auth: 'user',
    summary:
      'Calendar data for a range (at most 385 days) of units (optionally with sub-units) or people: rows G, F, U and their slots',
    specCalls: ['POST /api/appointment/list/shift'],
    permission: 'calendar.view',
    request: { body: ZCalendarRequest },
    examples: { body: { from: '2026-12-01', to: '2026-12-31', unitIds: [uuidA], withSubUnits: true } },
    response: ZCalendarData,
  },
  entry: {
    method: 'GET',
    path: '/api/calendar/entries/{entryId}',
    auth: 'user',
    summary: 'One shift entry with its requests (quick info, the edit dialog, details)',
    specCalls: ['POST /api/shifts/QuickInfo'],
    specForms: ['/Appointment/DetailsModalShift/{id}'],
    permission: 'calendar.view',
    request: { params: ZEntryParams },
    response: ZShiftEntry,
  },
  save: {
    method: 'POST',
    path: '/api/calendar/entries',
    auth: 'user',
    summary:
      'Create or change a shift entry; answers the validator result (nothing written unless success), force repeats',
    specCalls: ['POST /api/shifts/SaveEntry?force={bool}', 'POST appointment/shift/save'],
    specForms: [
      '/Appointment/CreateShift',
      '/Appointment/EditShiftEntry?id&copy=true',
      '/Appointment/CreateShiftEntryFast',
      '/Appointment/EditShiftEntryByTemplate?id&groupId&date&app',
    ],
    permission: 'calendar.plan',
    request: { query: ZForceQuery, body: ZShiftEntrySave },
    examples: {
      query: { force: 'false' },
      body: { unitId: uuidA, date: '2026-12-07', userId: null, templateId: uuidB },
    },
    response: ZEntryResult,
  },
  delete: {
    method: 'DELETE',
    path: '/api/calendar/entries/{entryId}',
    auth: 'user',
    summary:
      'Delete a shift entry (409 CONFLICT when stale); its requests go with it. Checked like a save: a day that ' +
      'drops below its minimum staffing is refused with the findings unless forced',
    specCalls: [],
    permission: 'calendar.plan',
    request: { params: ZEntryParams, query: ZVersionQuery.extend(ZForceQuery.shape) },
    examples: { query: { version: '1', force: 'false' } },
    response: ZEntryDeleteResult,
  },
  deleteSerial: {
    method: 'POST',
    path: '/api/calendar/entries/{entryId}/delete-serial',
    auth: 'user',
    summary:
      'Delete the series of an entry from that entry on (virtual: only count); answers Count, Resource, MultiResource',
    specCalls: ['DELETE /Shifts/DeleteSerial?serialId&startId&source&virtual&sourceResourceOnly'],
    permission: 'calendar.plan',
    request: {
      params: ZEntryParams,
      body: z.strictObject({
        virtual: z.boolean().default(false),
        sourceResourceOnly: z.boolean().default(false),
      }),
    },
    examples: { body: { virtual: true } },
    response: z.object({ count: z.number().int(), resource: z.string(), multiResource: z.boolean() }),
  },
  execute: {
    method: 'POST',
    path: '/api/actions/execute',
    auth: 'user',
    summary: 'Run a drop action (DROP_SETUSER, DROP_MOVEUSER, DROP_COPY); answers the validator result',
    specCalls: ['POST /api/actions/execute'],
    permission: 'calendar.plan',
    request: { body: ZActionExecute },
    examples: {
      body: {
        command: 'DROP_MOVEUSER',
        data: {
          sourceEntryId: exampleEntryId,
          targetGroupId: uuidA,
          targetUserId: uuidB,
          targetDate: '2026-12-08',
          version: 1,
        },
      },
    },
    response: validatorResult(z.array(ZShiftEntry)),
  },
});
export { exampleEntryId };
