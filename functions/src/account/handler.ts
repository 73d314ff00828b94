import { createAreaHandler } from '../api/http-handler';
import { invitationOperations } from '../invitations/operations';
import { accountOperations } from './operations';

/** Area `account`: the account and invitation calls (their contracts name this area). */
export const handler = createAreaHandler([...accountOperations, ...invitationOperations]);
