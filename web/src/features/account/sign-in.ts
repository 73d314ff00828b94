import { confirmSignIn, signIn, signOut, type SignInOutput } from 'aws-amplify/auth';
import type { UiKey } from '@app/shared/i18n/resources';
import type { SignInFlow } from '@app/shared/system/public-config';
import { cognitoUsername } from '#lib/session';

/** Where a sign-in attempt stands: done, or Cognito wants a new password first (first sign-in). */
export type SignInOutcome = 'DONE' | 'NEW_PASSWORD_REQUIRED';

/** Cognito asked for a step this app does not offer (MFA, custom challenge, ...). */
export class UnsupportedSignInStepError extends Error {
  constructor(readonly step: string) {
    super(`Unsupported sign-in step ${step}`);
    this.name = 'UnsupportedSignInStepError';
  }
}

/**
 * Signs in with username and password through the flow the public config names: SRP in AWS (the password
 * never leaves the browser), USER_PASSWORD_AUTH against the local stand-in, which knows no SRP. A leftover
 * session of someone else is signed out first.
 */
export async function signInWithPassword(
  customerNo: string,
  username: string,
  password: string,
  flow: SignInFlow,
): Promise<SignInOutcome> {
  const input = {
    username: cognitoUsername(customerNo, username),
    password,
    options: { authFlowType: flow },
  };
  let result: SignInOutput;
  try {
    result = await signIn(input);
  } catch (error) {
    if (errorName(error) !== 'UserAlreadyAuthenticatedException') throw error;
    await signOut();
    result = await signIn(input);
  }
  return outcome(result);
}

/**
 * Signs in to the user pool with the one-time answer of a verified Microsoft sign-in (custom challenge, no
 * password). As with a password, a leftover session of someone else is signed out first.
 */
export async function signInWithChallengeAnswer(username: string, answer: string): Promise<void> {
  const input = { username, options: { authFlowType: 'CUSTOM_WITHOUT_SRP' as const } };
  let result: SignInOutput;
  try {
    result = await signIn(input);
  } catch (error) {
    if (errorName(error) !== 'UserAlreadyAuthenticatedException') throw error;
    await signOut();
    result = await signIn(input);
  }
  const step = result.nextStep.signInStep;
  if (step !== 'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE') throw new UnsupportedSignInStepError(step);
  const confirmed = await confirmSignIn({ challengeResponse: answer });
  // A refused answer comes back as another challenge (or an exception), never as DONE.
  if (confirmed.nextStep.signInStep !== 'DONE') {
    throw new UnsupportedSignInStepError(confirmed.nextStep.signInStep);
  }
}

/** Answers Cognito's new-password challenge of the sign-in under way. */
export async function submitNewPassword(newPassword: string): Promise<SignInOutcome> {
  return outcome(await confirmSignIn({ challengeResponse: newPassword }));
}

function outcome(result: SignInOutput): SignInOutcome {
  const step = result.nextStep.signInStep;
  if (step === 'DONE') return 'DONE';
  if (step === 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED') return 'NEW_PASSWORD_REQUIRED';
  throw new UnsupportedSignInStepError(step);
}

function errorName(error: unknown): string {
  return error instanceof Error ? error.name : '';
}

/** The text to show for a failed `signInWithPassword`. */
export function signInErrorKey(error: unknown): UiKey {
  // A refusal of the user pool's triggers reaches the browser only as the exception's message: a company that
  // signs its people in through Microsoft only is named by its error code there.
  if (error instanceof Error && error.message.includes('SSO_PASSWORD_NOT_ALLOWED')) {
    return 'error.SSO_PASSWORD_NOT_ALLOWED';
  }
  switch (errorName(error)) {
    case 'NotAuthorizedException':
      // Cognito answers several failures with this exception and tells them apart by the message only.
      if (error instanceof Error && /attempts exceeded/i.test(error.message))
        return 'login.errorTooManyAttempts';
      // A deactivated user with the right password (a wrong one gets the wrong-credentials message).
      if (error instanceof Error && /user is disabled/i.test(error.message))
        return 'login.errorUserDeactivated';
      return 'login.errorWrongCredentials';
    // cognito-local answers a wrong password with InvalidPasswordException instead of NotAuthorizedException.
    case 'UserNotFoundException':
    case 'InvalidPasswordException':
      return 'login.errorWrongCredentials';
    case 'PasswordResetRequiredException':
      return 'login.errorPasswordResetRequired';
    case 'UserNotConfirmedException':
      return 'login.errorNotConfirmed';
    case 'TooManyRequestsException':
    case 'LimitExceededException':
    case 'TooManyFailedAttemptsException':
      return 'login.errorTooManyAttempts';
    case 'NetworkError':
      return 'login.errorNetwork';
    case 'UnsupportedSignInStepError':
      return 'login.errorUnsupportedStep';
    default:
      return 'login.errorGeneric';
  }
}

/** The text to show for a failed `submitNewPassword`; `restart` when the user must sign in again. */
export function newPasswordErrorKey(error: unknown): { key: UiKey; restart: boolean } {
  switch (errorName(error)) {
    case 'InvalidPasswordException':
      return { key: 'login.newPasswordInvalid', restart: false };
    case 'NotAuthorizedException':
    case 'SignInException':
    case 'ExpiredCodeException':
      // The challenge session lasts a few minutes; after that only a fresh sign-in helps.
      return { key: 'login.errorSessionExpired', restart: true };
    default:
      return { key: signInErrorKey(error), restart: false };
  }
}
