import * as z from 'zod';
import { defineContracts } from '../api/contract';
import { ZUserId } from '../users/user';
import { ZInvitation, ZInvitationRequest, ZLoginProvider, ZSsoProvider } from './invitation';

/**
 * Inviting a person to sign in (wizard T_USERINVITE) and their single sign-on links. Area `account`: one
 * function serves the account, invitation and import calls (each API function reserves concurrency).
 */
export const invitationContracts = defineContracts('account', {
  providers: {
    method: 'GET',
    path: '/api/invitations/providers',
    auth: 'user',
    summary:
      'The single sign-on providers a person can be invited with (none until Microsoft sign-in exists)',
    specCalls: ['GET /api/users/sso/intivation_providers'],
    permission: 'user.edit',
    request: {},
    response: z.array(ZLoginProvider),
  },
  invite: {
    method: 'POST',
    path: '/api/invitations/{userId}',
    auth: 'user',
    summary:
      'Invite a user: a temporary password and a mail (in their language) with the sign-in link; the person sets their own password at the first sign-in',
    specCalls: ['POST /api/users/invite/{userId}'],
    permission: 'user.edit',
    request: { params: z.object({ userId: ZUserId }), body: ZInvitationRequest },
    examples: { body: { mail: 'emma@example.com' } },
    response: ZInvitation,
  },
  removeSsoLink: {
    method: 'DELETE',
    path: '/api/invitations/{userId}/sso/{provider}',
    auth: 'user',
    summary:
      "Remove a user's single sign-on link of one provider (refused with SSO_NOT_AVAILABLE until Microsoft sign-in exists)",
    specCalls: ['DELETE /api/users/sso/for_user/{userId}/{provider}'],
    permission: 'user.edit',
    successStatus: 204,
    request: { params: z.object({ userId: ZUserId, provider: ZSsoProvider }) },
  },
});
