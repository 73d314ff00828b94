import * as z from 'zod';
import { defineContracts } from '../api/contract';
import {
  ZAbsenceSeriesDelete,
  ZAbsenceSeriesDetails,
  ZAbsenceSeriesResult,
  ZAbsenceSeriesStateChange,
  ZAbsenceSeriesUpdate,
} from './absence-series';
import { ZAbsenceSeriesId } from './absence-repeat';

const ZParams = z.object({ seriesId: ZAbsenceSeriesId });
const exampleTypeId = '3f0c2a51-7d4e-4b8a-9c61-2e5f7a9b0d13';

/**
 * Serial absences (issue 30): a series is created by `POST /api/absences` with `serial`; these calls read it and
 * change "all" or "all following" occurrences at once ("this one" is the single absence's call). Same rights as
 * for each occurrence (docs/absences.md, "Serial absences").
 */
export const absenceSeriesContracts = defineContracts('absences', {
  seriesGet: {
    method: 'GET',
    path: '/api/absences/series/{seriesId}',
    auth: 'user',
    summary: 'A series of absences with its occurrences (colleagues see them redacted)',
    specCalls: [],
    permission: 'calendar.view',
    request: { params: ZParams },
    response: ZAbsenceSeriesDetails,
  },
  seriesUpdate: {
    method: 'PUT',
    path: '/api/absences/series/{seriesId}',
    auth: 'user',
    summary:
      'Edit all occurrences of a series, or all from one occurrence on (the rest becomes a new series)',
    specCalls: [],
    permission: 'calendar.view',
    request: { params: ZParams, body: ZAbsenceSeriesUpdate },
    examples: {
      body: {
        absenceTypeId: exampleTypeId,
        begin: '2026-09-01',
        end: '2026-09-01',
        serial: {
          rule: { type: 'weekly', every: 1, weekdays: ['Tu'] },
          end: { type: 2, date: '2027-07-13' },
        },
        version: 1,
      },
    },
    response: ZAbsenceSeriesResult,
  },
  seriesDelete: {
    method: 'DELETE',
    path: '/api/absences/series/{seriesId}',
    auth: 'user',
    summary: 'Delete all occurrences of a series, or all from one day on',
    specCalls: [],
    permission: 'calendar.view',
    request: { params: ZParams, query: ZAbsenceSeriesDelete },
    examples: { query: { version: '1' } },
    response: ZAbsenceSeriesResult,
  },
  seriesChangeState: {
    method: 'POST',
    path: '/api/absences/series/{seriesId}/state',
    auth: 'user',
    summary: 'Request, approve, deny or cancel a series as a whole (or from one day on)',
    specCalls: [],
    permission: 'calendar.view',
    request: { params: ZParams, body: ZAbsenceSeriesStateChange },
    examples: { body: { state: 'Approve' } },
    response: ZAbsenceSeriesResult,
  },
});
