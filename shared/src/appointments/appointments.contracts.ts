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
/** A plain date in a query string: `ZPlainDate` (its pattern lets clients and the harness see the shape). */
const ZQueryDate = ZPlainDate;

/**
 * Common appointments (issue 11, COMMON_APP): served by the absences function. Everyone with `calendar.view`
 * creates their own; a planner (`calendar.plan`) also for others and edits anyone's (docs/decisions.md, "Common
 * appointments").
 */
const defined = defineContracts('absences', {
  appointmentSave: {
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
  appointmentGet: {
    method: 'GET',
    path: '/api/appointments/{appointmentId}',
    auth: 'user',
    summary: 'One common appointment (private ones: their user only)',
    specCalls: ['GET /api/appointment/GetEntryCommonById?id'],
    permission: 'calendar.view',
    request: { params: ZParams },
    response: ZAppointment,
  },
  appointmentDetails: {
    method: 'GET',
    path: '/api/appointments/{appointmentId}/details',
    auth: 'user',
    summary: 'DetailsModalCommon: the appointment as seen from one occurrence',
    specCalls: [],
    specForms: ['/Appointment/DetailsModalCommon?id&beginDate'],
    permission: 'calendar.view',
    request: { params: ZParams, query: z.object({ beginDate: ZQueryDate.optional() }) },
    response: ZAppointmentDetails,
  },
  appointmentDelete: {
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

/**
 * The appointment operations by short name. Their ids (`absences.appointmentSave`, ...) carry the prefix because
 * they share the area `absences` with the absences' own `absences.get`, `absences.delete` and `absences.details`,
 * and operation ids are unique (the OpenAPI operationId).
 */
export const appointmentContracts = {
  save: defined.appointmentSave,
  get: defined.appointmentGet,
  details: defined.appointmentDetails,
  delete: defined.appointmentDelete,
};
