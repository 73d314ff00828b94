/**
 * Mails about shift requests: the notices of a change also go out by e-mail (account/notice-mail.ts) to the
 * people who want them. A notice that asks its reader to answer (a swap or a shift offered to them, a request
 * for the planners) follows only the person's own switch (`notify.mail`); what tells of an answer or a decision
 * is also one of the company's mail kinds (`mail.events.shiftChanged`). A shift offered to a whole unit is told
 * in-app only: a unit may have hundreds of people.
 */
import { planPublishedMail, shiftMail } from '@app/shared/calendar/shift-mail';
import type { TNotice } from '@app/shared/notifications/notification';
import type { Caller } from '../security/caller';
import { mailNotices } from '../account/notice-mail';
import { wantingMail } from '../settings/settings.service';
import { logger } from '../logger';

const asksToAnswer: ReadonlySet<string> = new Set([
  'shift.swapRequested',
  'shift.shared',
  'shift.applied',
  'shift.slotRequested',
  'shift.swapAgreed',
  'shift.shareAgreed',
]);

/** Mails the notices of a committed change; failures are logged, never thrown (the change stands). */
export async function mailShiftNotices(
  caller: Caller,
  told: readonly { userId: string; notice: TNotice }[],
): Promise<void> {
  const ids = [...new Set(told.map((one) => one.userId))];
  let asked: Set<string>;
  let informed: Set<string>;
  try {
    [asked, informed] = await Promise.all([
      wantingMail(caller, null, ids),
      wantingMail(caller, 'shiftChanged', ids),
    ]);
  } catch (error) {
    logger.error('Shift mails not sent: the mail settings could not be read', {
      error: error instanceof Error ? error.message : String(error),
    });
    return;
  }
  const mails = told.flatMap(({ userId, notice }) =>
    (asksToAnswer.has(notice.messageKey) ? asked : informed).has(userId)
      ? [{ userIds: [userId], notice }]
      : [],
  );
  await mailNotices(caller, 'shift', mails, shiftMail);
}

/** Mails that a unit's plan is published to the people who want the company's `planPublished` mails. */
export async function mailPlanPublished(
  caller: Caller,
  userIds: readonly string[],
  notice: TNotice,
): Promise<void> {
  const wanting = await wantingMail(caller, 'planPublished', userIds);
  await mailNotices(
    caller,
    'planPublished',
    [{ userIds: userIds.filter((id) => wanting.has(id)), notice }],
    planPublishedMail,
  );
}
