/**
 * Inviting a person to sign in (wizard T_USERINVITE): the user's sign-in gets a temporary password, and a mail
 * in the user's language brings customer number, username, that password and the sign-in link. At the first
 * sign-in Cognito asks for their own password. Acting on a user follows the users area's privilege rule. The
 * mail needs the company's confirmed address and a mail of the day's allowance, taken before anything changes.
 */
import {
  ZInvitationMail,
  type TBulkInvitationResult,
  type TInvitation,
  type TInvitationSkipReason,
  type TInvitationState,
  type TLoginProvider,
} from '@app/shared/invitations/invitation';
import { AppError } from '@app/shared/api/errors';
import type { MessageKey } from '@app/shared/i18n/messages.en';
import type { Language } from '@app/shared/i18n/languages';
import { administratorPermission } from '@app/shared/security/permissions';
import { plainDateOf } from '@app/shared/time/tenant-time';
import { hasPermission, type Caller } from '../security/caller';
import { permissionsBeyond } from '../security/user-guards';
import { commitAudited, userTarget } from '../audit/audit.service';
import { now as clockNow } from '../clock';
import { logger } from '../logger';
import { messageText, plainDateText } from '../api/messages';
import { UserRepository, type SignInFacts, type User } from '../directory/user.repository';
import { RoleRepository } from '../directory/role.repository';
import { identityStatus, setIdentityEmail } from '../directory/identity';
import { resetSignIn, userToActOn } from '../account/sign-in-reset';
import { mailingCompanyOf, sendMail, takeMailPermit, type MailPermit } from '../account/mail';
import { temporaryPassword } from '../account/temporary-password';
import { invitationMailOf } from './invitation-mail';

/** Invitations offer no single sign-on provider yet: they send a password (docs/sso.md, "Not built yet"). */
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
  // No invitation names a provider yet (docs/sso.md, "Not built yet").
  if (input.provider !== undefined) throw new AppError('SSO_INVITATION_NOT_AVAILABLE');
  if (!user.active) throw new AppError('USER_INACTIVE');
  const permit = await takeMailPermit(mailingCompanyOf(caller), { count: 1, replyTo: caller.user.email });
  const next = { ...user, email: input.mail };
  // The address invited to becomes the user's (the same transaction as the audit entry; a concurrent edit
  // of the user is a 409 and nothing was sent).
  const users = new UserRepository(caller.tenant);
  await commitAudited(
    caller,
    {
      action: 'user.invite',
      target: userTarget(user),
      before: { email: user.email },
      after: { email: input.mail },
      at: now,
    },
    [users.updateWrite(next, user.version), users.invitedWrite(user.username, now)],
  );
  await sendInvitation(caller, permit, next, input.mail);
  return { userId: user.id, mail: input.mail, invitedAt: now.toISOString() };
}

/** A new temporary password for the person's sign-in (made when there is none) and the mail that brings it. */
async function sendInvitation(caller: Caller, permit: MailPermit, user: User, mail: string): Promise<void> {
  const password = temporaryPassword();
  await resetSignIn(caller, user, password);
  // Signing in with what reaches this address proves it, so Cognito may mail forgotten-password codes there.
  await setIdentityEmail(caller.tenant.customerNo, user.username, mail, true);
  await sendMail(
    permit,
    invitationMailOf({
      to: mail,
      language: user.language,
      name: user.displayName,
      company: caller.tenantRecord.companyName,
      customerNo: caller.tenant.customerNo,
      username: user.username,
      temporaryPassword: password,
    }),
  );
}

/** Where a person stands with their sign-in, from what their username reservation keeps. */
function stateOf(facts: SignInFacts | undefined): TInvitationState['state'] {
  if (facts?.signedInAt) return 'signedIn';
  if (facts?.invitedAt) return 'invited';
  return facts?.sub === null ? 'none' : 'account';
}

/** Every person's sign-in state (1 Q gsi1 `USERS`, BG of their username reservations). */
export async function invitationStates(caller: Caller): Promise<TInvitationState[]> {
  const users = new UserRepository(caller.tenant);
  const everyone = await users.list();
  const facts = await users.signInFacts(everyone.map((user) => user.username));
  return everyone.map((user) => {
    const known = facts.get(user.username);
    return { userId: user.id, state: stateOf(known), invitedAt: known?.invitedAt ?? null };
  });
}

/** People invited at the same time (the table's and Cognito's request rates, the Lambda's sockets). */
const invitingAtOnce = 4;

/** Runs `work` over `items` with at most `limit` at a time. */
async function inParallel<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const runners = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await work(items[next++] as T);
  });
  await Promise.all(runners);
}

interface Skip {
  userId: string;
  name: string | null;
  reason: TInvitationSkipReason;
  params?: Record<string, string>;
}

const skipKeys: Record<TInvitationSkipReason, MessageKey> = {
  notFound: 'invitations.skipped.notFound',
  inactive: 'invitations.skipped.inactive',
  noEmail: 'invitations.skipped.noEmail',
  notAllowed: 'invitations.skipped.notAllowed',
  signedIn: 'invitations.skipped.signedIn',
  alreadyInvited: 'invitations.skipped.alreadyInvited',
  changed: 'invitations.skipped.changed',
  failed: 'invitations.skipped.failed',
};

/**
 * Invites the chosen people at once (docs/decisions.md, "Inviting everyone at once"): each active person with a
 * valid address whom the caller may act on and who has not signed in yet gets the invitation mail to their
 * address, as `inviteUser` sends it, with its own audit entry `user.invite`. Skipped with a reason: unknown
 * people, deactivated ones, those without a valid address, those with rights beyond the caller's, those who have
 * signed in, and (unless `resend`) those invited before. The mails of all of them are taken from the day's
 * allowance before anything changes, so that `429 MAIL_LIMIT_REACHED` leaves everything as it was.
 */
export async function inviteMany(
  caller: Caller,
  input: { userIds: readonly string[]; resend: boolean },
  language: Language,
  now = clockNow(),
): Promise<TBulkInvitationResult> {
  const users = new UserRepository(caller.tenant);
  const found = await users.getMany(input.userIds);
  const facts = await users.signInFacts(found.map((user) => user.username));
  const roleIds = [...new Set(found.flatMap((user) => user.roleIds))];
  const roles = new Map(
    (await new RoleRepository(caller.tenant).getMany(roleIds)).map((role) => [role.id, role]),
  );
  const administrates = hasPermission(caller, administratorPermission);
  const mayActOn = (user: User) =>
    administrates ||
    permissionsBeyond(
      caller,
      user.roleIds.flatMap((roleId) => roles.get(roleId)?.permissions ?? []),
    ).length === 0;
  const { timeZone } = caller.tenantRecord;
  const skipped: Skip[] = [];
  const candidates: User[] = [];
  const byId = new Map(found.map((user) => [user.id, user]));
  for (const userId of input.userIds) {
    const user = byId.get(userId);
    const known = user && facts.get(user.username);
    const skip = (reason: TInvitationSkipReason, params?: Record<string, string>) =>
      skipped.push({ userId, name: user?.displayName ?? null, reason, ...(params ? { params } : {}) });
    if (!user) skip('notFound');
    else if (!user.active) skip('inactive');
    else if (!ZInvitationMail.safeParse(user.email).success) skip('noEmail');
    else if (!mayActOn(user)) skip('notAllowed');
    else if (known?.signedInAt) skip('signedIn');
    else if (known?.invitedAt && !input.resend)
      skip('alreadyInvited', { date: plainDateText(plainDateOf(new Date(known.invitedAt), timeZone)) });
    else candidates.push(user);
  }
  // Someone with a sign-in may have used it before these states were kept: Cognito knows (reads only).
  const toInvite: User[] = [];
  await inParallel(candidates, invitingAtOnce, async (user) => {
    const sub = facts.get(user.username)?.sub;
    const status = sub === null ? 'none' : await identityStatus(caller.tenant.customerNo, user.username);
    if (status === 'used') skipped.push({ userId: user.id, name: user.displayName, reason: 'signedIn' });
    else toInvite.push(user);
  });
  const invited: TBulkInvitationResult['invited'] = [];
  if (toInvite.length) {
    const permit = await takeMailPermit(mailingCompanyOf(caller), {
      count: toInvite.length,
      replyTo: caller.user.email,
    });
    await inParallel(toInvite, invitingAtOnce, async (user) => {
      const mail = user.email.trim();
      try {
        // The person as read, still at that version (a concurrent change or deactivation: nothing is sent).
        await commitAudited(
          caller,
          {
            action: 'user.invite',
            target: userTarget(user),
            before: { email: user.email },
            after: { email: mail, bulk: true },
            at: now,
          },
          [users.unchangedWrite(user.id, user.version), users.invitedWrite(user.username, now)],
        );
      } catch (error) {
        if (!(error instanceof AppError) || error.code !== 'CONFLICT') throw error;
        skipped.push({ userId: user.id, name: user.displayName, reason: 'changed' });
        return;
      }
      try {
        await sendInvitation(caller, permit, user, mail);
        invited.push({ userId: user.id, name: user.displayName, mail });
      } catch (error) {
        logger.error('An invitation of several could not be sent', { error, userId: user.id });
        skipped.push({ userId: user.id, name: user.displayName, reason: 'failed' });
      }
    });
  }
  // In the order chosen.
  const order = new Map(input.userIds.map((userId, index) => [userId, index]));
  const byChoice = (a: { userId: string }, b: { userId: string }) =>
    (order.get(a.userId) ?? 0) - (order.get(b.userId) ?? 0);
  return {
    counts: { invited: invited.length, skipped: skipped.length },
    invited: invited.sort(byChoice),
    skipped: skipped.sort(byChoice).map(({ params, ...skip }) => ({
      ...skip,
      messageKey: skipKeys[skip.reason],
      message: messageText(skipKeys[skip.reason], language, { name: skip.name ?? '', ...params }),
    })),
    summary: summaryOf(invited.length, skipped.length, language),
  };
}

function summaryOf(invited: number, skipped: number, language: Language) {
  const key: MessageKey =
    invited === 0
      ? 'invitations.bulk.nobody'
      : invited === 1
        ? skipped
          ? 'invitations.bulk.oneSkipped'
          : 'invitations.bulk.one'
        : skipped
          ? 'invitations.bulk.manySkipped'
          : 'invitations.bulk.many';
  return { messageKey: key, message: messageText(key, language, { count: invited, skipped }) };
}
