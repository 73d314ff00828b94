/**
 * A new message to a person: an in-app notification (in the same transaction as its audit entry) and, when the
 * person has an e-mail address, a mail in their language. Sending needs `user.edit` and the users area's
 * privilege rule (`assertMayActOn`), like every other action on a person. The mail is free text of the sender:
 * it needs the company's confirmed address and a mail of the day's allowance, taken before anything is written
 * (a refusal leaves no notification), and goes out as "<company> via Shiftplan" with the sender as Reply-To.
 */
import { AppError } from '@app/shared/api/errors';
import { messageReceivedKey } from '@app/shared/users/user-message';
import type { Caller } from '../security/caller';
import { commitAudited, userTarget } from '../audit/audit.service';
import { now } from '../clock';
import { mailingCompanyOf, sendMail, takeMailPermit } from '../account/mail';
import { NotificationRepository } from '../notifications/notification.repository';
import { assertMayActOn } from '../security/user-guards';
import { requireUser } from './user.service';
import { messageMailOf } from './user-message-mail';

export async function sendUserMessage(
  caller: Caller,
  userId: string,
  message: { subject: string; text: string },
): Promise<{ mailed: boolean }> {
  const user = await requireUser(caller, userId);
  await assertMayActOn(caller, user);
  if (!user.active) throw new AppError('USER_INACTIVE');
  const mailed = user.email.trim() !== '';
  const permit = mailed
    ? await takeMailPermit(mailingCompanyOf(caller), { count: 1, replyTo: caller.user.email })
    : undefined;
  const at = now();
  const from = caller.user.displayName;
  const notifications = new NotificationRepository(caller.tenant);
  const notification = notifications.build(
    user.id,
    { messageKey: messageReceivedKey, params: { from, subject: message.subject, text: message.text } },
    at,
    { mailed },
  );
  // The notice links to itself: the full list shows the message's text.
  const linked = { ...notification, link: { kind: 'message' as const, id: notification.id } };
  await commitAudited(
    caller,
    { action: 'user.message', target: userTarget(user), after: { subject: message.subject, mailed }, at: at },
    notifications.writesOf(linked),
  );
  if (permit) {
    await sendMail(
      permit,
      messageMailOf({
        to: user.email,
        language: user.language,
        name: user.displayName,
        from,
        company: caller.tenantRecord.companyName,
        subject: message.subject,
        text: message.text,
      }),
    );
  }
  return { mailed };
}
