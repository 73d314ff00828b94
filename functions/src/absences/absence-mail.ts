/**
 * Mails about absences: the approvers asked and the requester told of a decision also get the notification by
 * e-mail, in their language, with a link to the calendar on the absence's first day. Sent after the change is
 * committed: a mail that fails is logged and never undoes the change. Like every mail of the company they need
 * its confirmed address and room in the day's allowance (mail.ts); without, the notifications stay in-app. A person
 * who switched notification mails off (`notify.mail`) gets none, and a company that does not send decision mails
 * (`mail.events.absenceDecided`) sends only the requests that ask someone to act.
 */
import { absenceMail } from '@app/shared/absences/absence-mail';
import { fillIn } from '@app/shared/account/mail-texts';
import { AppError } from '@app/shared/api/errors';
import { pickLanguage, type Language } from '@app/shared/i18n/languages';
import { notificationsDe } from '@app/shared/i18n/notifications.de';
import { notificationsEn } from '@app/shared/i18n/notifications.en';
import type { TNotice } from '@app/shared/notifications/notification';
import { readableNoticeParams } from '@app/shared/notifications/notice-params';
import type { Caller } from '../security/caller';
import { UserRepository, type User } from '../directory/user.repository';
import { htmlMail, mailingCompanyOf, sendMail, takeMailPermit, type Mail } from '../account/mail';
import { wantingMail } from '../settings/settings.service';
import { config } from '../config';
import { logger } from '../logger';

const notificationTexts: Record<Language, Record<string, string>> = {
  de: notificationsDe,
  en: notificationsEn,
};

/** The notices that ask their reader to do something (approve, agree to substitute). */
const asksToAct: ReadonlySet<string> = new Set([
  'absence.requested',
  'absence.awaitsSecondStage',
  'absence.substituteAsked',
]);

/** Who is mailed what: the same notice the bell shows. */
export interface MailGroup {
  userIds: readonly string[];
  notice: TNotice;
}

function mailOf(caller: Caller, recipient: User, notice: TNotice, personName: string): Mail {
  const language = pickLanguage(recipient.language, caller.tenantRecord.language);
  const texts = absenceMail[language];
  const params = Object.fromEntries(
    Object.entries(readableNoticeParams(notice.params ?? {}, language)).map(([name, value]) => [
      name,
      String(value),
    ]),
  );
  const values = {
    ...params,
    name: recipient.displayName,
    person: personName,
    company: caller.tenantRecord.companyName,
  };
  const message = fillIn(notificationTexts[language][`notification.${notice.messageKey}`] ?? '', values);
  const date = notice.link?.date;
  const link = `${config.appUrl}/calendar${date ? `?date=${date}` : ''}`;
  const greeting = fillIn(texts.greeting, values);
  const footer = fillIn(texts.footer, values);
  return {
    to: recipient.email,
    subject: fillIn(texts.subject, values),
    text: [greeting, '', message, '', `${texts.action}: ${link}`, '', footer].join('\n'),
    html: htmlMail({
      lang: language,
      paragraphs: [greeting, message],
      action: { label: texts.action, url: link },
      footer,
    }),
  };
}

/** Sends the groups' mails to those with an address (never the caller); failures are logged, not thrown. */
export async function mailAbsence(
  caller: Caller,
  personName: string,
  groups: readonly MailGroup[],
): Promise<void> {
  try {
    const ids = [...new Set(groups.flatMap((group) => group.userIds))].filter((id) => id !== caller.user.id);
    if (!ids.length) return;
    // A request asks the approvers and substitutes to act: only their own switch stops it. What tells of a
    // decision is also one of the company's mail kinds (`mail.events.absenceDecided`).
    const [asked, told] = await Promise.all([
      wantingMail(caller, null, ids),
      wantingMail(caller, 'absenceDecided', ids),
    ]);
    const wants = (group: MailGroup, id: string) =>
      (asksToAct.has(group.notice.messageKey) ? asked : told).has(id);
    const users = new Map(
      (await new UserRepository(caller.tenant).getMany(ids)).map((user) => [user.id, user]),
    );
    const mails = groups.flatMap((group) =>
      group.userIds.flatMap((id) => {
        const user = users.get(id);
        return user?.active && user.email.trim() !== '' && id !== caller.user.id && wants(group, id)
          ? [mailOf(caller, user, group.notice, personName)]
          : [];
      }),
    );
    if (!mails.length) return;
    const permit = await takeMailPermit(mailingCompanyOf(caller), {
      count: mails.length,
      replyTo: caller.user.email,
    });
    const sent = await Promise.allSettled(mails.map((mail) => sendMail(permit, mail)));
    const failed = sent.filter((outcome) => outcome.status === 'rejected');
    if (failed.length)
      logger.error('Absence mails failed', { failed: failed.length, of: mails.length, error: failed[0] });
  } catch (error) {
    if (
      error instanceof AppError &&
      (error.code === 'EMAIL_NOT_CONFIRMED' || error.code === 'MAIL_LIMIT_REACHED')
    ) {
      logger.warn('Absence mails not sent', { reason: error.code });
      return;
    }
    logger.error('Absence mails failed', { error: error instanceof Error ? error.message : String(error) });
  }
}
