import { queryOptions } from '@tanstack/react-query';
import { accountContracts } from '@app/shared/account/account.contracts';
import { invitationContracts } from '@app/shared/invitations/invitations.contracts';
import {
  maxBulkInvitations,
  type TBulkInvitationResult,
  type TInvitation,
  type TInvitationRequest,
} from '@app/shared/invitations/invitation';
import { userContracts } from '@app/shared/users/users.contracts';
import { callApi } from '#lib/api';

export const invitationUsersQuery = queryOptions({
  queryKey: ['users'],
  queryFn: ({ signal }) => callApi(userContracts.list, {}, { signal }),
});

export const providersQuery = queryOptions({
  queryKey: ['invitations', 'providers'],
  queryFn: ({ signal }) => callApi(invitationContracts.providers, {}, { signal }),
});

export function inviteUser(userId: string, body: TInvitationRequest): Promise<TInvitation> {
  return callApi(invitationContracts.invite, { params: { userId }, body });
}

export async function resetPassword(userId: string, temporaryPassword: string): Promise<void> {
  await callApi(accountContracts.resetPassword, { params: { userId }, body: { temporaryPassword } });
}

/** Where each person stands with their sign-in (none yet, invited, signed in, a sign-in from before). */
export const invitationStatesQuery = queryOptions({
  queryKey: ['invitations', 'states'],
  queryFn: ({ signal }) => callApi(invitationContracts.states, {}, { signal }),
});

/** What a bulk invitation did, over all its parts; `error`: why a part was refused (the rest was not sent). */
export interface InviteManyOutcome {
  result: Omit<TBulkInvitationResult, 'summary'>;
  error: unknown;
}

/**
 * Invites the people (`POST /api/invitations/bulk`), in parts of at most 100, one after the other; a refused
 * part (the mails of the day used up) ends it, with what the parts before did.
 */
export async function inviteMany(userIds: readonly string[], resend = false): Promise<InviteManyOutcome> {
  const result: InviteManyOutcome['result'] = {
    counts: { invited: 0, skipped: 0 },
    invited: [],
    skipped: [],
  };
  for (let start = 0; start < userIds.length; start += maxBulkInvitations) {
    try {
      const part = await callApi(invitationContracts.inviteMany, {
        body: { userIds: userIds.slice(start, start + maxBulkInvitations), resend },
      });
      result.counts.invited += part.counts.invited;
      result.counts.skipped += part.counts.skipped;
      result.invited.push(...part.invited);
      result.skipped.push(...part.skipped);
    } catch (error) {
      if (start === 0) throw error;
      return { result, error };
    }
  }
  return { result, error: null };
}
