/**
 * Mails about absences: the approvers asked and the requester told of a decision also get the notification by
 * e-mail, in their language, with a link to the calendar on the absence's first day (account/notice-mail.ts). A
 * person who switched notification mails off (`notify.mail`) gets none, and a company that does not send decision
 * mails (`mail.events.absenceDecided`) sends only the requests that ask someone to act.
 */
import { absenceMail } from '@app/shared/absences/absence-mail';
import type { TNotice } from '@app/shared/notifications/notification';
import type { Caller } from '../security/caller';
import { mailNotices } from '../account/notice-mail';
import { wantingMail } from '../settings/settings.service';
import { logger } from '../logger';

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

/** Sends the groups' mails to those who want them (never the caller); failures are logged, not thrown. */
export async function mailAbsence(
  caller: Caller,
  personName: string,
  groups: readonly MailGroup[],
): Promise<void> {
  const ids = [...new Set(groups.flatMap((group) => group.userIds))];
  let asked: Set<string>;
  let told: Set<string>;
  try {
    [asked, told] = await Promise.all([
      wantingMail(caller, null, ids),
      wantingMail(caller, 'absenceDecided', ids),
    ]);
  } catch (error) {
    // The change is committed: without the people's choices no mail goes out, and the change stands.
    logger.error('Absence mails not sent: the mail settings could not be read', {
      error: error instanceof Error ? error.message : String(error),
    });
    return;
  }
  const mails = groups.map((group) => {
    const wanting = asksToAct.has(group.notice.messageKey) ? asked : told;
    return { notice: group.notice, userIds: group.userIds.filter((id) => wanting.has(id)) };
  });
  await mailNotices(caller, 'absence', mails, absenceMail, { person: personName });
}
