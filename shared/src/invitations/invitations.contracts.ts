import * as z from 'zod';
import { defineContracts } from '../api/contract';
import { ZUserId } from '../users/user';
import {
  ZBulkInvitationRequest,
  ZBulkInvitationResult,
  ZInvitation,
  ZInvitationRequest,
  ZInvitationState,
  ZLoginProvider,
  ZSsoProvider,
} from './invitation';

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
      'The single sign-on providers a person can be invited with (none yet: an invitation sends a password, docs/sso.md)',
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
  states: {
    method: 'GET',
    path: '/api/invitations',
    auth: 'user',
    summary:
      'Where each person of the company stands with their sign-in: none yet, invited (and when), signed in, or a sign-in from before',
    specCalls: [],
    permission: 'user.edit',
    request: {},
    response: z.array(ZInvitationState),
  },
  inviteMany: {
    method: 'POST',
    path: '/api/invitations/bulk',
    auth: 'user',
    summary:
      'Invite several people at once (at most 100): each chosen person with a valid address who has not signed in yet gets the invitation mail; the others are skipped with a reason. The mails of the day are taken for all first: 429 MAIL_LIMIT_REACHED sends none',
    specCalls: [],
    permission: 'user.edit',
    request: { body: ZBulkInvitationRequest },
    examples: { body: { userIds: ['029856bc-b976-4d04-b264-509b5e908076'] } },
    response: ZBulkInvitationResult,
  },
  removeSsoLink: {
    method: 'DELETE',
    path: '/api/invitations/{userId}/sso/{provider}',
    auth: 'user',
    summary:
      "Remove a user's Microsoft link (409 SSO_NOT_AVAILABLE without one, SSO_LAST_LOGIN when it is their last way to sign in)",
    specCalls: ['DELETE /api/users/sso/for_user/{userId}/{provider}'],
    permission: 'user.edit',
    successStatus: 204,
    request: { params: z.object({ userId: ZUserId, provider: ZSsoProvider }) },
  },
});
