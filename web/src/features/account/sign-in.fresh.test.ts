import { describe, expect, it, vi } from 'vitest';

const amplify = vi.hoisted(() => ({
  signIn: vi.fn(),
  confirmSignIn: vi.fn(),
  signOut: vi.fn(() => Promise.resolve()),
  fetchAuthSession: vi.fn(),
}));
vi.mock('aws-amplify/auth', () => amplify);

const { newPasswordErrorKey, signInErrorKey, signInWithChallengeAnswer, signInWithPassword } =
  await import('./sign-in');

const named = (name: string, message = '') => Object.assign(new Error(message), { name });

describe('signInWithPassword', () => {
  it('uses the given flow with the tenant-scoped username', async () => {
    amplify.signIn.mockResolvedValue({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });
    await expect(signInWithPassword('10001', 'Planner', 'pw', 'USER_SRP_AUTH')).resolves.toBe('DONE');
    expect(amplify.signIn).toHaveBeenCalledWith({
      username: '10001#planner',
      password: 'pw',
      options: { authFlowType: 'USER_SRP_AUTH' },
    });
    await signInWithPassword('10001', 'Planner', 'pw', 'USER_PASSWORD_AUTH');
    expect(amplify.signIn).toHaveBeenLastCalledWith(
      expect.objectContaining({ options: { authFlowType: 'USER_PASSWORD_AUTH' } }),
    );
  });

  it('signs out a leftover session and tries again', async () => {
    amplify.signIn.mockRejectedValueOnce(named('UserAlreadyAuthenticatedException')).mockResolvedValueOnce({
      isSignedIn: false,
      nextStep: { signInStep: 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED' },
    });
    await expect(signInWithPassword('10001', 'a', 'pw', 'USER_SRP_AUTH')).resolves.toBe(
      'NEW_PASSWORD_REQUIRED',
    );
    expect(amplify.signOut).toHaveBeenCalled();
  });

  it('refuses steps the app does not offer', async () => {
    amplify.signIn.mockResolvedValue({
      isSignedIn: false,
      nextStep: { signInStep: 'CONFIRM_SIGN_IN_WITH_TOTP_CODE' },
    });
    const error = await signInWithPassword('10001', 'a', 'pw', 'USER_SRP_AUTH').catch((e: unknown) => e);
    expect(signInErrorKey(error)).toBe('login.errorUnsupportedStep');
  });
});

describe('signInWithChallengeAnswer (Microsoft sign-in)', () => {
  const challenge = {
    isSignedIn: false,
    nextStep: { signInStep: 'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE' },
  };

  it('answers the custom challenge without a password, after signing out a leftover session', async () => {
    amplify.signIn.mockReset().mockRejectedValueOnce(named('UserAlreadyAuthenticatedException'));
    amplify.signIn.mockResolvedValueOnce(challenge);
    amplify.confirmSignIn
      .mockReset()
      .mockResolvedValue({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });
    await signInWithChallengeAnswer('10001#anna', 'answer');
    expect(amplify.signOut).toHaveBeenCalled();
    expect(amplify.signIn).toHaveBeenLastCalledWith({
      username: '10001#anna',
      options: { authFlowType: 'CUSTOM_WITHOUT_SRP' },
    });
    expect(amplify.confirmSignIn).toHaveBeenCalledWith({ challengeResponse: 'answer' });
  });

  it('refuses a pool that asks for anything but the custom challenge, or asks again', async () => {
    amplify.signIn.mockReset().mockResolvedValue({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });
    const unexpected = await signInWithChallengeAnswer('10001#anna', 'a').catch((e: unknown) => e);
    expect(signInErrorKey(unexpected)).toBe('login.errorUnsupportedStep');
    amplify.signIn.mockResolvedValue(challenge);
    amplify.confirmSignIn.mockReset().mockResolvedValue(challenge);
    const again = await signInWithChallengeAnswer('10001#anna', 'wrong').catch((e: unknown) => e);
    expect(signInErrorKey(again)).toBe('login.errorUnsupportedStep');
  });
});

describe('error texts', () => {
  it('maps Cognito errors of the sign-in', () => {
    expect(signInErrorKey(named('NotAuthorizedException', 'Incorrect username or password.'))).toBe(
      'login.errorWrongCredentials',
    );
    expect(signInErrorKey(named('NotAuthorizedException', 'Password attempts exceeded'))).toBe(
      'login.errorTooManyAttempts',
    );
    expect(signInErrorKey(named('NotAuthorizedException', 'User is disabled.'))).toBe(
      'login.errorUserDeactivated',
    );
    expect(signInErrorKey(named('InvalidPasswordException'))).toBe('login.errorWrongCredentials');
    expect(signInErrorKey(named('PasswordResetRequiredException'))).toBe('login.errorPasswordResetRequired');
    expect(signInErrorKey(named('NetworkError'))).toBe('login.errorNetwork');
    expect(
      signInErrorKey(
        named(
          'UserLambdaValidationException',
          'PreAuthentication failed with error SSO_PASSWORD_NOT_ALLOWED.',
        ),
      ),
    ).toBe('error.SSO_PASSWORD_NOT_ALLOWED');
    expect(signInErrorKey(new Error('?'))).toBe('login.errorGeneric');
  });

  it('maps errors of the new-password step', () => {
    expect(newPasswordErrorKey(named('InvalidPasswordException'))).toEqual({
      key: 'login.newPasswordInvalid',
      restart: false,
    });
    expect(newPasswordErrorKey(named('NotAuthorizedException'))).toEqual({
      key: 'login.errorSessionExpired',
      restart: true,
    });
  });
});
