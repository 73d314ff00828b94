import { createAreaHandler } from '../../api/http-handler';
import { invitationOperations } from '../../invitations/operations';
import { userMessageOperations } from '../../users/user-message.operations';
import { accountOperations } from '../../account/operations';
import { ssoOperations } from '../../sso/operations';

/** Area `account`: the account, invitation, message and Microsoft sign-in calls (their contracts name this area). */
export const handler = createAreaHandler([
  ...accountOperations,
  ...invitationOperations,
  ...userMessageOperations,
  ...ssoOperations,
]);
