import { bulkToolContracts as contracts } from '@app/shared/plan-tools/bulk-tool.contracts';
import { implement } from '../api/operation';
import { bulkTargets, listBulkShifts, startBulkCommand } from './bulk-tool.service';

/** The bulk shift tool: its grid, the targets of copy and move, and the command (area `plan-tools`). */
export const bulkToolOperations = [
  implement(contracts.bulkToolShifts, { handler: ({ caller, body }) => listBulkShifts(caller, body) }),
  implement(contracts.bulkToolTargets, { handler: ({ caller }) => bulkTargets(caller) }),
  implement(contracts.bulkToolRun, {
    handler: ({ caller, body, language }) => startBulkCommand(caller, body, language),
  }),
];
