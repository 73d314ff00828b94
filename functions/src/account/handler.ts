import { createAreaHandler } from '../api/http-handler';
import { invitationOperations } from '../invitations/operations';
import { userImportOperations } from '../user-import/operations';
import { accountOperations } from './operations';

/** Area `account`: the account, invitation and user import calls (their contracts name this area). */
export const handler = createAreaHandler([
  ...accountOperations,
  ...invitationOperations,
  ...userImportOperations,
]);
