/**
 * The person's own account (profile: name, e-mail address, language) and an administrator's password reset.
 * Password changes and forgotten passwords go from the web app to Cognito directly (account.contracts.ts).
 */
import type { TProfile } from '@app/shared/account/account';
import { AppError } from '@app/shared/api/errors';
import type { Caller } from '../security/caller';
import { commitAudited, userTarget } from '../audit/audit.service';
import { now as clockNow } from '../clock';
import { UserRepository, type User } from '../directory/user.repository';
import { setIdentityEmail } from '../directory/identity';
import { resetSignIn, userToActOn } from './sign-in-reset';
import { assertCurrentVersion } from '@app/shared/api/versions';

const profileOf = (user: User): TProfile => ({
  userId: user.id,
  username: user.username,
  displayName: user.displayName,
  email: user.email,
  language: user.language,
  version: user.version,
});

export function getProfile(caller: Caller): TProfile {
  return profileOf(caller.user);
}

export async function updateProfile(
  caller: Caller,
  input: { displayName: string; email: string; language: 'de' | 'en'; version: number },
  now = clockNow(),
): Promise<TProfile> {
  const current = await new UserRepository(caller.tenant).get(caller.user.id);
  assertCurrentVersion(current, input.version);
  const next = { ...current, displayName: input.displayName, email: input.email, language: input.language };
  const snapshot = (user: User) => ({
    displayName: user.displayName,
    email: user.email,
    language: user.language,
  });
  await commitAudited(
    caller,
    {
      action: 'account.profile',
      target: userTarget(current),
      before: snapshot(current),
      after: snapshot(next),
      at: now,
    },
    [new UserRepository(caller.tenant).updateWrite(next, current.version)],
  );
  // Cognito mails forgotten-password codes to this address; a new one is not proven until it is confirmed.
  if (next.email !== current.email) {
    await setIdentityEmail(caller.tenant.customerNo, current.username, next.email, false);
  }
  return profileOf({ ...next, version: current.version + 1 });
}

export async function resetPassword(
  caller: Caller,
  userId: string,
  temporaryPassword: string,
  now = clockNow(),
): Promise<void> {
  const user = await userToActOn(caller, userId);
  if (!user.active) throw new AppError('USER_INACTIVE');
  await resetSignIn(caller, user, temporaryPassword);
  await commitAudited(caller, { action: 'user.passwordReset', target: userTarget(user), at: now }, []);
}
