/**
 * Notifications that also go out by e-mail (absences, shift requests): the bell's text in the recipient's
 * language inside a frame of the area (subject, greeting, button, footer), with a link into the calendar. Sent
 * after the change is committed: a mail that fails is logged and never undoes the change. Like every mail of the
 * company they need its confirmed address and room in the day's allowance (mail.ts); without, the notifications
 * stay in-app. Who wants which mail (`notify.mail`, `mail.events`) the caller decides (settings' `wantingMail`).
 */
import { fillIn, type NoticeMailTexts } from '@app/shared/account/mail-texts';
import { AppError } from '@app/shared/api/errors';
import { pickLanguage, type Language } from '@app/shared/i18n/languages';
import { notificationsDe } from '@app/shared/i18n/notifications.de';
import { notificationsEn } from '@app/shared/i18n/notifications.en';
import { readableNoticeParams } from '@app/shared/notifications/notice-params';
import type { TNotice } from '@app/shared/notifications/notification';
import type { Caller } from '../security/caller';
import { UserRepository, type User } from '../directory/user.repository';
import { config } from '../config';
import { logger } from '../logger';
import { htmlMail, mailingCompanyOf, sendMail, takeMailPermit, type Mail } from './mail';

const notificationTexts: Record<Language, Record<string, string>> = {
  de: notificationsDe,
  en: notificationsEn,
};

/** One notice and the people it is mailed to (already narrowed to those who want it). */
export interface NoticeMail {
  userIds: readonly string[];
  notice: TNotice;
}

function mailOf(
  caller: Caller,
  recipient: User,
  notice: TNotice,
  frames: Record<Language, NoticeMailTexts>,
  extra: Record<string, string>,
): Mail {
  const language = pickLanguage(recipient.language, caller.tenantRecord.language);
  const frame = frames[language];
  const params = Object.fromEntries(
    Object.entries(readableNoticeParams(notice.params ?? {}, language)).map(([name, value]) => [
      name,
      String(value),
    ]),
  );
  const values = {
    ...params,
    ...extra,
    name: recipient.displayName,
    company: caller.tenantRecord.companyName,
  };
  const message = fillIn(notificationTexts[language][`notification.${notice.messageKey}`] ?? '', values);
  const date = notice.link?.date;
  const link = `${config.appUrl}/calendar${date ? `?date=${date}` : ''}`;
  const greeting = fillIn(frame.greeting, values);
  const footer = fillIn(frame.footer, values);
  return {
    to: recipient.email,
    subject: fillIn(frame.subject, values),
    text: [greeting, '', message, '', `${frame.action}: ${link}`, '', footer].join('\n'),
    html: htmlMail({
      lang: language,
      paragraphs: [greeting, message],
      action: { label: frame.action, url: link },
      footer,
    }),
  };
}

/**
 * Mails the notices to their people who are active and have an address (never the caller); `kind` names them in
 * the log. Failures are logged, not thrown.
 */
export async function mailNotices(
  caller: Caller,
  kind: string,
  mails: readonly NoticeMail[],
  frames: Record<Language, NoticeMailTexts>,
  extra: Record<string, string> = {},
): Promise<void> {
  try {
    const ids = [...new Set(mails.flatMap((mail) => mail.userIds))].filter((id) => id !== caller.user.id);
    if (!ids.length) return;
    const users = new Map(
      (await new UserRepository(caller.tenant).getMany(ids)).map((user) => [user.id, user]),
    );
    const outgoing = mails.flatMap((mail) =>
      mail.userIds.flatMap((id) => {
        const user = users.get(id);
        return user?.active && user.email.trim() !== '' && id !== caller.user.id
          ? [mailOf(caller, user, mail.notice, frames, extra)]
          : [];
      }),
    );
    if (!outgoing.length) return;
    const permit = await takeMailPermit(mailingCompanyOf(caller), {
      count: outgoing.length,
      replyTo: caller.user.email,
    });
    const sent = await Promise.allSettled(outgoing.map((mail) => sendMail(permit, mail)));
    const failed = sent.filter((outcome) => outcome.status === 'rejected');
    if (failed.length)
      logger.error('Notice mails failed', {
        kind,
        failed: failed.length,
        of: outgoing.length,
        error: failed[0],
      });
  } catch (error) {
    if (
      error instanceof AppError &&
      (error.code === 'EMAIL_NOT_CONFIRMED' || error.code === 'MAIL_LIMIT_REACHED')
    ) {
      logger.warn('Notice mails not sent', { kind, reason: error.code });
      return;
    }
    logger.error('Notice mails failed', {
      kind,
      error: error instanceof Error ? error.message : String(error),
    });
  }
}
