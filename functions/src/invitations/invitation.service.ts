/**
 * Inviting a person to sign in (wizard T_USERINVITE): the user's sign-in gets a temporary password, and a mail
 * in the user's language brings customer number, username, that password and the sign-in link. At the first
 * sign-in Cognito asks for their own password. Acting on a user follows the users area's privilege rule. The
 * mail needs the company's confirmed address and a mail of the day's allowance, taken before anything changes.
 */
import type { TInvitation, TLoginProvider } from '@app/shared/invitations/invitation';
import { AppError } from '@app/shared/api/errors';
import type { Caller } from '../security/caller';
import { commitAudited, userTarget } from '../audit/audit.service';
import { now as clockNow } from '../clock';
import { UserRepository } from '../directory/user.repository';
import { setIdentityEmail } from '../directory/identity';
import { resetSignIn, userToActOn } from '../account/sign-in-reset';
import { mailingCompanyOf, sendMail, takeMailPermit } from '../account/mail';
import { temporaryPassword } from '../account/temporary-password';
import { invitationMailOf } from './invitation-mail';

/** No single sign-on provider exists yet (Microsoft sign-in comes with its own issue). */
export function invitationProviders(): TLoginProvider[] {
  return [];
}

export async function inviteUser(
  caller: Caller,
  userId: string,
  input: { mail: string; provider?: string | undefined },
  now = clockNow(),
): Promise<TInvitation> {
  const user = await userToActOn(caller, userId);
  // The body's provider can only name providers that exist; none does yet.
  if (input.provider !== undefined) throw new AppError('SSO_NOT_AVAILABLE');
  if (!user.active) throw new AppError('USER_INACTIVE');
  const permit = await takeMailPermit(mailingCompanyOf(caller), { count: 1, replyTo: caller.user.email });
  const next = { ...user, email: input.mail };
  // The address invited to becomes the user's (the same transaction as the audit entry; a concurrent edit
  // of the user is a 409 and nothing was sent).
  await commitAudited(
    caller,
    {
      action: 'user.invite',
      target: userTarget(user),
      before: { email: user.email },
      after: { email: input.mail },
      at: now,
    },
    [new UserRepository(caller.tenant).updateWrite(next, user.version)],
  );
  const password = temporaryPassword();
  await resetSignIn(caller, next, password);
  // Signing in with what reaches this address proves it, so Cognito may mail forgotten-password codes there.
  await setIdentityEmail(caller.tenant.customerNo, user.username, input.mail, true);
  await sendMail(
    permit,
    invitationMailOf({
      to: input.mail,
      language: user.language,
      name: user.displayName,
      company: caller.tenantRecord.companyName,
      customerNo: caller.tenant.customerNo,
      username: user.username,
      temporaryPassword: password,
    }),
  );
  return { userId: user.id, mail: input.mail, invitedAt: now.toISOString() };
}

/** Removing a single sign-on link: there are none until Microsoft sign-in exists, which is said plainly. */
export async function removeSsoLink(caller: Caller, userId: string): Promise<void> {
  await userToActOn(caller, userId);
  throw new AppError('SSO_NOT_AVAILABLE');
}
