import * as z from 'zod';
import { defineContracts } from '../api/contract';
import { ZVersionQuery } from '../api/versions';
import { withDateRange, ZPlainDate } from '../time/time-schemas';
import {
  ZAbsence,
  ZAbsenceCreate,
  ZAbsenceDetails,
  ZAbsenceId,
  ZAbsenceInbox,
  ZAbsenceResult,
  ZAbsenceStateChange,
  ZAbsenceStateInfo,
  ZAbsenceUpdate,
  ZRecipient,
  ZRecipientsQuery,
} from './absence';
import { ZFastAbsence, ZFastAbsenceResult } from './fast-absence';

const ZParams = z.object({ absenceId: ZAbsenceId });
/** A plain date in a query string: `ZPlainDate` (its pattern lets clients and the harness see the shape). */
const ZQueryDate = ZPlainDate;
/** The longest range of a person's absence list: two years. */
const maxPersonListDays = 2 * 366 + 1;
const exampleUserId = '7d1c4b0e-2f7a-4c55-9d0e-6a3b8f1c2d4e';
const exampleTypeId = '3f0c2a51-7d4e-4b8a-9c61-2e5f7a9b0d13';
const exampleAbsence = {
  absenceTypeId: exampleTypeId,
  begin: '2026-12-21',
  end: '2026-12-31',
  notes: 'Christmas',
};

/**
 * Absences (issue 11): a person's leave, sickness and other events with their approval states. Every call needs
 * `calendar.view`; the service decides the rest by role, ownership and state (docs/decisions.md, "Absences: states
 * and who may change them"): `absences.request` for one's own, `absences.approve` for people of units one plans.
 */
export const absenceContracts = defineContracts('absences', {
  create: {
    method: 'POST',
    path: '/api/absences',
    auth: 'user',
    summary: 'Create an absence (requested, planned, or approved by an approver for someone else)',
    specCalls: [],
    specForms: ['/Appointment/Create', '/Appointment/CreateEx'],
    permission: 'calendar.view',
    request: { body: ZAbsenceCreate },
    examples: { body: { userId: exampleUserId, ...exampleAbsence } },
    response: ZAbsenceResult,
    successStatus: 201,
  },
  get: {
    method: 'GET',
    path: '/api/absences/{absenceId}',
    auth: 'user',
    summary: 'One absence with its approvals and substitutes',
    specCalls: ['GET /api/appointment/GetEntryById?id'],
    specForms: ['/Appointment/DetailsModal?id&clickDate'],
    permission: 'calendar.view',
    request: { params: ZParams },
    response: ZAbsence,
  },
  update: {
    method: 'PUT',
    path: '/api/absences/{absenceId}',
    auth: 'user',
    summary: 'Edit an absence at the version read (its state stays)',
    specCalls: [],
    specForms: ['/Appointment/Edit/{id}?contentId'],
    permission: 'calendar.view',
    request: { params: ZParams, body: ZAbsenceUpdate },
    examples: { body: { ...exampleAbsence, version: 1 } },
    response: ZAbsenceResult,
  },
  delete: {
    method: 'DELETE',
    path: '/api/absences/{absenceId}',
    auth: 'user',
    summary: 'Delete an absence at the version read',
    specCalls: ['DELETE /Api/Time/DeleteAbsencePlanned'],
    permission: 'calendar.view',
    request: { params: ZParams, query: ZVersionQuery },
    examples: { query: { version: '1' } },
    successStatus: 204,
  },
  changeState: {
    method: 'POST',
    path: '/api/absences/state',
    auth: 'user',
    summary:
      'Request, approve, deny or cancel an absence (a reason on deny and on cancelling an approved one)',
    specCalls: ['POST /Appointment/UpdateApproval'],
    permission: 'calendar.view',
    request: { body: ZAbsenceStateChange },
    examples: { body: { appointmentId: exampleUserId, state: 'Approve' } },
    response: ZAbsenceResult,
  },
  stateInfo: {
    method: 'GET',
    path: '/api/absences/{absenceId}/state-info',
    auth: 'user',
    summary: 'Which state changes the caller may make on an absence now',
    specCalls: ['GET /appointment/GetAppointmentStateChangeInfo?appId'],
    permission: 'calendar.view',
    request: { params: ZParams },
    response: ZAbsenceStateInfo,
  },
  ofPerson: {
    method: 'GET',
    path: '/api/absences/by-person/{userId}',
    auth: 'user',
    summary: "A person's absences overlapping the days from..to (at most 2 years)",
    specCalls: [],
    permission: 'calendar.view',
    request: {
      params: z.object({ userId: z.uuid() }),
      query: withDateRange(z.object({ from: ZQueryDate, to: ZQueryDate }), { maxDays: maxPersonListDays }),
    },
    examples: { query: { from: '2026-01-01', to: '2026-12-31' } },
    response: z.array(ZAbsence),
  },
  details: {
    method: 'GET',
    path: '/api/absences/{absenceId}/details',
    auth: 'user',
    summary: 'DetailsModal: the absence, names, what the caller may do, conflicts with shifts and staffing',
    specCalls: [],
    specForms: ['/Appointment/DetailsModalSub/{id}'],
    permission: 'calendar.view',
    request: { params: ZParams },
    response: ZAbsenceDetails,
  },
  recipients: {
    method: 'GET',
    path: '/api/absences/{absenceId}/recipients',
    auth: 'user',
    summary: 'The notifier dialog: who would be told of a state change, ticked by default or not',
    specCalls: [],
    permission: 'calendar.view',
    request: { params: ZParams, query: ZRecipientsQuery },
    examples: { query: { state: 'Approve' } },
    response: z.array(ZRecipient),
  },
  inbox: {
    method: 'GET',
    path: '/api/absences/inbox',
    auth: 'user',
    summary: 'Absences waiting for the caller: approvals of their stage and substitutions to agree to',
    specCalls: [],
    permission: 'calendar.view',
    request: {},
    response: ZAbsenceInbox,
  },
  createQuick: {
    method: 'POST',
    path: '/api/absences/quick',
    auth: 'user',
    summary: 'FAST_ABSENCE: one absence for several people (Virtual: a dry run that writes nothing)',
    specCalls: ['POST appointment/createquick'],
    permission: 'absences.approve',
    request: { body: ZFastAbsence },
    examples: {
      body: {
        UserIdList: [exampleUserId],
        Template: { absenceTypeId: exampleTypeId, begin: '2026-12-21', end: '2026-12-22', state: 3 },
        Virtual: true,
      },
    },
    response: ZFastAbsenceResult,
  },
});
