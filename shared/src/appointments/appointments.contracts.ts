import * as z from 'zod';
import { defineContracts } from '../api/contract';
import { ZPlainDate } from '../time/time-schemas';
import {
  ZAppointment,
  ZAppointmentDelete,
  ZAppointmentDetails,
  ZAppointmentId,
  ZAppointmentSave,
} from './appointment';

const ZParams = z.object({ appointmentId: ZAppointmentId });
const exampleUserId = '7d1c4b0e-2f7a-4c55-9d0e-6a3b8f1c2d4e';

/**
 * Common appointments (issue 11, COMMON_APP): served by the absences function. Everyone with `calendar.view`
 * creates their own; a planner (`calendar.plan`) also for others and edits anyone's (docs/decisions.md, "Common
 * appointments").
 */
export const appointmentContracts = defineContracts('absences', {
  save: {
    method: 'POST',
    path: '/api/appointments',
    auth: 'user',
    summary: 'Create or edit a common appointment, a series, or one occurrence of a series',
    specCalls: ['POST /api/appointment/common/save'],
    permission: 'calendar.view',
    request: { body: ZAppointmentSave },
    examples: {
      body: {
        subject: 'Team meeting',
        begin: '2026-12-01',
        end: '2026-12-01',
        beginTime: '09:00',
        endTime: '10:00',
        userId: exampleUserId,
      },
    },
    response: ZAppointment,
  },
  get: {
    method: 'GET',
    path: '/api/appointments/{appointmentId}',
    auth: 'user',
    summary: 'One common appointment (private ones: their user only)',
    specCalls: ['GET /api/appointment/GetEntryCommonById?id'],
    permission: 'calendar.view',
    request: { params: ZParams },
    response: ZAppointment,
  },
  details: {
    method: 'GET',
    path: '/api/appointments/{appointmentId}/details',
    auth: 'user',
    summary: 'DetailsModalCommon: the appointment as seen from one occurrence',
    specCalls: [],
    specForms: ['/Appointment/DetailsModalCommon?id&beginDate'],
    permission: 'calendar.view',
    request: { params: ZParams, query: z.object({ beginDate: ZPlainDate.optional() }) },
    response: ZAppointmentDetails,
  },
  delete: {
    method: 'DELETE',
    path: '/api/appointments/{appointmentId}',
    auth: 'user',
    summary: 'Delete an appointment or a whole series, or one occurrence (a break; failure: serial-msg2)',
    specCalls: [],
    permission: 'calendar.view',
    request: { params: ZParams, query: ZAppointmentDelete },
    examples: { query: { version: '1' } },
    successStatus: 204,
  },
});
