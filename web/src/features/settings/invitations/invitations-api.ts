import { queryOptions } from '@tanstack/react-query';
import { accountContracts } from '@app/shared/account/account.contracts';
import { invitationContracts } from '@app/shared/invitations/invitations.contracts';
import type { TInvitation, TInvitationRequest } from '@app/shared/invitations/invitation';
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
