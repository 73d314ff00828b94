/**
 * Clock terminals (issue 14): register, list, annotate and delete terminals (`settings.manage`), and the
 * terminals' own upload (public route, authenticated by the terminal's secret). All need the edition feature
 * `clockTerminals` (402 in the Free Edition). Area `terminals`.
 */
import * as z from 'zod';
import { defineContracts } from '../api/contract';
import {
  ZTerminal,
  ZTerminalCreate,
  ZTerminalCreated,
  ZTerminalId,
  ZTerminalNotes,
  ZTerminalUpload,
  ZTerminalUploadResult,
} from './terminal';

const ZParams = z.object({ terminalId: ZTerminalId });

export const terminalContracts = defineContracts('terminals', {
  terminals: {
    method: 'GET',
    path: '/api/terminals',
    auth: 'user',
    summary: "The tenant's clock terminals by name, with last upload and bookings delivered",
    specCalls: ['GET terminals'],
    permission: 'settings.manage',
    feature: 'clockTerminals',
    request: {},
    response: z.array(ZTerminal),
  },
  createTerminal: {
    method: 'POST',
    path: '/api/terminals',
    auth: 'user',
    summary: 'Register a terminal: answers its secret once (only its hash is stored)',
    specCalls: [],
    permission: 'settings.manage',
    feature: 'clockTerminals',
    request: { body: ZTerminalCreate },
    examples: { body: { name: 'Entrance', notes: 'Datafox EVO, by the staff door' } },
    response: ZTerminalCreated,
    successStatus: 201,
  },
  deleteTerminal: {
    method: 'DELETE',
    path: '/api/terminals/{terminalId}',
    auth: 'user',
    summary: 'Delete a terminal: its secret stops working at once; its bookings stay',
    specCalls: ['DELETE terminals/{id}'],
    permission: 'settings.manage',
    feature: 'clockTerminals',
    request: { params: ZParams },
    successStatus: 204,
  },
  terminalNotes: {
    method: 'POST',
    path: '/api/terminals/{terminalId}/notes',
    auth: 'user',
    summary: "Change a terminal's notes",
    specCalls: ['POST terminals/{id}/notes'],
    permission: 'settings.manage',
    feature: 'clockTerminals',
    request: { params: ZParams, body: ZTerminalNotes },
    examples: { body: { notes: 'Moved to the warehouse' } },
    response: ZTerminal,
  },
  uploadTerminalBookings: {
    method: 'POST',
    path: '/api/public/terminals/bookings',
    auth: 'public',
    summary:
      'A terminal uploads card readings (header `Authorization: Terminal <customerNo>.<terminalId>.<secret>`); ' +
      'each is accepted, duplicate (already uploaded), unknownCard or rejected',
    specCalls: [],
    request: { body: ZTerminalUpload },
    examples: {
      body: {
        bookings: [{ bookingId: '000123', cardId: '4711', at: '2026-11-02T06:58:00Z', kind: 'in' }],
      },
    },
    response: ZTerminalUploadResult,
  },
});
