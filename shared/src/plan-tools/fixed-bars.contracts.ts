import * as z from 'zod';
import { defineContracts } from '../api/contract';
import { ZVersionQuery } from '../api/versions';
import { ZPlainDate } from '../time/time-schemas';
import {
  ZFixedBar,
  ZFixedBarEntry,
  ZFixedBarEntryDetails,
  ZFixedBarEntryId,
  ZFixedBarEntrySave,
  ZFixedBarId,
  ZFixedBarListRequest,
  ZFixedBarSave,
  ZFixedBarSerialBreak,
  ZFixedBarTooltip,
  ZFixedBarWithEntries,
} from './fixed-bar';

const ZBarParams = z.object({ fixedBarId: ZFixedBarId });
const ZEntryParams = z.object({ fixedBarEntryId: ZFixedBarEntryId });
/** A plain date in a query string: `ZPlainDate` (its pattern lets clients and the harness see the shape). */
const ZQueryDate = ZPlainDate;
const exampleBarId = '5b0f3c1e-8a2d-4e6f-9b1c-0d2e3f4a5b6c';
const exampleEntryId = '6c1a4d2f-9b3e-4f70-8c2d-1e3f4a5b6c7d';

/**
 * Fixed bars and their entries (issue 12 deliverables 4 and 6), area `plan-tools`. Everyone who sees the calendar
 * reads them (the calendar draws them); planners (`calendar.plan`) keep them.
 */
export const fixedBarContracts = defineContracts('plan-tools', {
  fixedBarList: {
    method: 'POST',
    path: '/api/fixedbars/list',
    auth: 'user',
    summary: "The tenant's fixed bars in their order",
    specCalls: ['POST fixedbars/list'],
    specForms: ['/fixedbars'],
    permission: 'calendar.view',
    request: { body: ZFixedBarListRequest },
    examples: { body: { includeDisabled: true } },
    response: z.array(ZFixedBar),
  },
  fixedBarSave: {
    method: 'POST',
    path: '/api/fixedbars',
    auth: 'user',
    summary: 'Create a fixed bar (no id) or change one (id and version)',
    specCalls: [],
    specForms: ['/FixedBars/Edit/{id}'],
    permission: 'calendar.plan',
    request: { body: ZFixedBarSave },
    examples: { body: { name: 'Inventory' } },
    response: ZFixedBar,
  },
  fixedBarEntries: {
    method: 'GET',
    path: '/api/fixedbars/{fixedBarId}',
    auth: 'user',
    summary: 'One fixed bar with its entries (the manage page)',
    specCalls: [],
    specForms: ['/FixedBars/Manage?id={id}'],
    permission: 'calendar.view',
    request: { params: ZBarParams },
    response: ZFixedBarWithEntries,
  },
  fixedBarDelete: {
    method: 'DELETE',
    path: '/api/fixedbars/{fixedBarId}',
    auth: 'user',
    summary: 'Delete a fixed bar with its entries',
    specCalls: ['DELETE /FixedBars/Delete/{id}'],
    permission: 'calendar.plan',
    request: { params: ZBarParams, query: ZVersionQuery },
    examples: { query: { version: '1' } },
    successStatus: 204,
  },
  fixedBarEntryLoad: {
    method: 'GET',
    path: '/api/fixedbar-entries/{fixedBarEntryId}',
    auth: 'user',
    summary: 'One fixed-bar entry with names, seen from one occurrence (editor and details dialog)',
    specCalls: ['GET fixedbars/loadentry/{id}?start='],
    specForms: ['/Appointment/DetailsModalFixedBarEntry'],
    permission: 'calendar.view',
    request: { params: ZEntryParams, query: z.object({ start: ZQueryDate.optional() }) },
    response: ZFixedBarEntryDetails,
  },
  fixedBarEntryTooltip: {
    method: 'GET',
    path: '/api/fixedbar-entries/{fixedBarEntryId}/tooltip',
    auth: 'user',
    summary: 'The tooltip of a fixed-bar entry (an occurrence of a series with `start`)',
    specCalls: ['GET /api/fixedbars/EntryToolTip?Id&type&parentId&start'],
    permission: 'calendar.view',
    request: { params: ZEntryParams, query: z.object({ start: ZQueryDate.optional() }) },
    response: ZFixedBarTooltip,
  },
  fixedBarEntrySave: {
    method: 'POST',
    path: '/api/fixedbar-entries',
    auth: 'user',
    summary: 'Create or change a fixed-bar entry (single or serial)',
    specCalls: ['POST fixedbars/saveentry'],
    permission: 'calendar.plan',
    request: { body: ZFixedBarEntrySave },
    examples: {
      body: {
        fixedBarId: exampleBarId,
        caption: 'Inventory',
        startDate: '2026-12-30',
        endDate: '2026-12-30',
      },
    },
    response: ZFixedBarEntry,
  },
  fixedBarEntryDelete: {
    method: 'DELETE',
    path: '/api/fixedbar-entries/{fixedBarEntryId}',
    auth: 'user',
    summary: 'Delete a fixed-bar entry (a whole series)',
    specCalls: ['DELETE /FixedBars/DeleteEntry/{id}'],
    permission: 'calendar.plan',
    request: { params: ZEntryParams, query: ZVersionQuery },
    examples: { query: { version: '1' } },
    successStatus: 204,
  },
  fixedBarSerialBreak: {
    method: 'POST',
    path: '/api/fixedbars/serialbreak',
    auth: 'user',
    summary: 'Delete one occurrence of a serial fixed-bar entry (a break; failure: serial-msg2)',
    specCalls: ['POST /api/fixedbars/serialbreak'],
    permission: 'calendar.plan',
    request: { body: ZFixedBarSerialBreak },
    examples: { body: { id: exampleEntryId, version: 1, beginDate: '2026-12-30' } },
    response: ZFixedBarEntry,
  },
});
