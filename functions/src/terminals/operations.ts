import { terminalContracts as contracts } from '@app/shared/time-tracking/terminals.contracts';
import { implement } from '../api/operation';
import { clientAddress } from '../api/client-address';
import {
  createTerminal,
  deleteTerminal,
  listTerminals,
  terminalNotes,
  uploadTerminalBookings,
} from './terminal.service';

export const terminalOperations = [
  implement(contracts.terminals, { handler: ({ caller }) => listTerminals(caller) }),
  implement(contracts.createTerminal, { handler: ({ caller, body }) => createTerminal(caller, body) }),
  implement(contracts.deleteTerminal, {
    handler: ({ caller, params }) => deleteTerminal(caller, params.terminalId),
  }),
  implement(contracts.terminalNotes, {
    handler: ({ caller, params, body }) => terminalNotes(caller, params.terminalId, body.notes),
  }),
  // Public: the terminal's own credentials are checked by the service (the tenant comes from them).
  implement(contracts.uploadTerminalBookings, {
    handler: (input) => uploadTerminalBookings(input.headers.authorization, clientAddress(input), input.body),
  }),
];
