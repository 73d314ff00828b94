import { queryOptions } from '@tanstack/react-query';
import { updatePassword } from 'aws-amplify/auth';
import { accountContracts } from '@app/shared/account/account.contracts';
import type { TProfile, TProfileUpdate } from '@app/shared/account/account';
import { callApi } from '#lib/api';

export const profileQuery = queryOptions({
  queryKey: ['account', 'profile'],
  queryFn: ({ signal }) => callApi(accountContracts.profile, {}, { signal }),
});

export function saveProfile(input: TProfileUpdate): Promise<TProfile> {
  return callApi(accountContracts.updateProfile, { body: input });
}

/** A new link to confirm the administrator's own address (until one is confirmed, the company mails nobody). */
export function resendEmailConfirmation(): Promise<void> {
  return callApi(accountContracts.resendEmailConfirmation, {});
}

/**
 * One's own password: Cognito's ChangePassword with the signed-in access token (Amplify), which checks the
 * current password; no password passes through the API.
 */
export function changeOwnPassword(currentPassword: string, newPassword: string): Promise<void> {
  return updatePassword({ oldPassword: currentPassword, newPassword });
}
