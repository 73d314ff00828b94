/** A user's sign-in set back to a temporary password (invitations, an administrator's password reset). */
import type { Caller } from '../security/caller';
import { UserRepository, type User } from '../directory/user.repository';
import { createUserIdentity, IdentityNotFound, setTemporaryPassword } from '../directory/identity';
import { assertMayActOn } from '../security/user-guards';
import { AppError } from '@app/shared/api/errors';

/** The user the caller may act on: 404 for none (also another tenant's), 403 by the privilege rule. */
export async function userToActOn(caller: Caller, userId: string): Promise<User> {
  const user = await new UserRepository(caller.tenant).get(userId);
  if (!user) throw new AppError('NOT_FOUND');
  await assertMayActOn(caller, user);
  return user;
}

/**
 * Gives the user's sign-in a new temporary password, creating the sign-in when there is none (a user whose
 * identity was lost); answers nothing, the password is the caller's to pass on.
 */
export async function resetSignIn(caller: Caller, user: User, password: string): Promise<void> {
  const { customerNo } = caller.tenant;
  try {
    await setTemporaryPassword(customerNo, user.username, password);
  } catch (error) {
    if (!(error instanceof IdentityNotFound)) throw error;
    const { sub } = await createUserIdentity({
      customerNo,
      username: user.username,
      email: user.email,
      name: user.displayName,
      temporaryPassword: password,
    });
    await new UserRepository(caller.tenant).recordIdentity(user.username, sub);
  }
}
