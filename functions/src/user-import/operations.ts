import { userImportContracts as contracts } from '@app/shared/user-import/user-import.contracts';
import { implement } from '../api/operation';
import { startUserImport } from './user-import.service';

export const userImportOperations = [
  implement(contracts.importUsers, {
    handler: ({ caller, body, language }) => startUserImport(caller, body, language),
  }),
];
