import { confirmResetPassword, resetPassword } from 'aws-amplify/auth';
import type { UiKey } from '@app/shared/i18n/resources';
import { cognitoUsername } from '#lib/session';

/** Asks Cognito to mail a code; answers where it went (masked, as Cognito says it). */
export async function requestCode(customerNo: string, username: string): Promise<string> {
  const result = await resetPassword({ username: cognitoUsername(customerNo, username) });
  const details = result.nextStep.codeDeliveryDetails;
  return details.destination ?? '';
}

export async function setPasswordWithCode(
  customerNo: string,
  username: string,
  code: string,
  newPassword: string,
): Promise<void> {
  await confirmResetPassword({
    username: cognitoUsername(customerNo, username),
    confirmationCode: code,
    newPassword,
  });
}

/** The text for a failed step, by Cognito's error name. */
export function resetErrorKey(error: unknown): UiKey {
  const name = error instanceof Error ? error.name : '';
  if (name === 'CodeMismatchException' || name === 'ExpiredCodeException') return 'account.codeWrong';
  if (name === 'InvalidPasswordException') return 'login.newPasswordInvalid';
  return 'account.failed';
}
