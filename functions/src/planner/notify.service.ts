/**
 * AutoNotifyPrepare and AutoNotify (spec): after a run was accepted, whom it concerns (the people of its accepted
 * proposals, with how many new shifts and from when to when) and telling the chosen ones: an in-app notification
 * and, with an address, an e-mail in their language listing their new shifts. The accepted shifts are found in
 * the audit-free way: the run keeps which slot each proposal filled, and the slots are read back.
 */
import type * as z from 'zod';
import { AppError } from '@app/shared/api/errors';
import { fillIn } from '@app/shared/account/mail-texts';
import { pickLanguage } from '@app/shared/i18n/languages';
import type { ZAutoNotifyPreview, ZAutoNotifyRequest } from '@app/shared/planner/auto-planning';
import { commitAudited } from '../audit/audit.service';
import { now } from '../clock';
import type { Caller } from '../security/caller';
import { htmlMail, mailingCompanyOf, sendMail, takeMailPermit } from '../account/mail';
import { config } from '../config';
import { logger } from '../logger';
import { NotificationRepository } from '../notifications/notification.repository';
import { UserRepository } from '../directory/user.repository';
import { CalendarReadsRepository } from '../calendar/calendar-reads.repository';
import { PlanRepository, type PlanEntry } from '../calendar/plan.repository';
import { taskText } from '../tasks/task-text';
import { requireRun } from './auto-assign.service';
import { captionOf } from './proposal-caption';

type Preview = z.output<typeof ZAutoNotifyPreview>;
type NotifyRequest = z.output<typeof ZAutoNotifyRequest>;

/** The accepted shifts of a run as they stand now (the slots it filled, still with the person proposed). */
async function acceptedShifts(caller: Caller, runId: string): Promise<Map<string, PlanEntry[]>> {
  const run = await requireRun(caller, runId);
  // A run still proposed whose planner accepted some proposals and kept the others concerns those accepted.
  const someAccepted = run.state === 'proposed' && (run.decided?.accepted ?? 0) > 0;
  if (run.state !== 'accepted' && run.state !== 'partlyAccepted' && !someAccepted)
    throw new AppError('CONFLICT', { details: { reason: 'autoPlanNotAccepted', state: run.state } });
  const plan = new PlanRepository(caller.tenant);
  const partitions = new Map<string, { unitId: string; month: string }>();
  for (const assignment of run.assignments)
    partitions.set(`${assignment.unitId}#${assignment.date.slice(0, 7)}`, {
      unitId: assignment.unitId,
      month: assignment.date.slice(0, 7),
    });
  const parts = await Promise.all([...partitions.values()].map((p) => plan.unitMonth(p.unitId, p.month)));
  const entries = new Map(parts.flatMap((part) => part.entries).map((entry) => [entry.uuid, entry]));
  const byPerson = new Map<string, PlanEntry[]>();
  for (const assignment of run.assignments) {
    const entry = entries.get(assignment.slot);
    if (!entry?.userId) continue;
    byPerson.set(entry.userId, [...(byPerson.get(entry.userId) ?? []), entry]);
  }
  for (const shifts of byPerson.values()) shifts.sort((a, b) => (a.date < b.date ? -1 : 1));
  return byPerson;
}

export async function prepareAutoNotify(caller: Caller, runId: string): Promise<Preview> {
  const byPerson = await acceptedShifts(caller, runId);
  const users = await new UserRepository(caller.tenant).getMany([...byPerson.keys()]);
  return {
    people: users
      .map((user) => {
        const shifts = byPerson.get(user.id) ?? [];
        return {
          userId: user.id,
          name: user.displayName,
          hasEmail: user.email.trim() !== '',
          shifts: shifts.length,
          first: shifts[0]?.date ?? '',
          last: shifts.at(-1)?.date ?? '',
        };
      })
      .filter((person) => person.shifts > 0)
      .sort((a, b) => a.name.localeCompare(b.name, 'de')),
  };
}

export async function autoNotify(caller: Caller, runId: string, request: NotifyRequest) {
  const byPerson = await acceptedShifts(caller, runId);
  const chosen = [...new Set(request.userIds)];
  if (chosen.some((userId) => !byPerson.has(userId)))
    throw AppError.validation([
      {
        path: 'body.userIds',
        code: 'invalid_value',
        messageKey: 'autoPlan.notConcerned',
        message: 'autoPlan.notConcerned',
      },
    ]);
  const [users, catalogue] = await Promise.all([
    new UserRepository(caller.tenant).getMany(chosen),
    new CalendarReadsRepository(caller.tenant).catalogue(),
  ]);
  // The mails (with the planner's free-text note) need the company's confirmed address and room in the day's
  // allowance: taken before anyone is notified, so that a refusal (409/429) leaves everything as it was.
  const mailCount = request.email
    ? users.filter((user) => user.active && user.email.trim() !== '' && byPerson.has(user.id)).length
    : 0;
  const permit = mailCount
    ? await takeMailPermit(mailingCompanyOf(caller), { count: mailCount, replyTo: caller.user.email })
    : undefined;
  const at = now();
  const notifications = new NotificationRepository(caller.tenant);
  let emailed = 0;
  for (const user of users) {
    const shifts = byPerson.get(user.id) ?? [];
    const first = shifts[0]?.date ?? '';
    const last = shifts.at(-1)?.date ?? '';
    const params = { actor: caller.user.displayName, count: shifts.length, first, last, note: request.note };
    await notifications.notifyMany(
      [user.id],
      { messageKey: 'plan.autoAssigned', params, link: { kind: 'calendar', date: first } },
      at,
    );
    if (!permit || !request.email || !user.active || user.email.trim() === '') continue;
    const language = pickLanguage(user.language, caller.tenantRecord.language);
    const text = (key: string, values: Record<string, string | number>) =>
      taskText({ key, params: values }, language);
    const lines = shifts.map((shift) =>
      [
        shift.date,
        captionOf({ catalogue }, shift),
        shift.begin && shift.end ? `${shift.begin}–${shift.end}` : '',
      ]
        .filter(Boolean)
        .join(' '),
    );
    const greeting = text('autoPlan.mail.greeting', { name: user.displayName });
    const intro = text('autoPlan.mail.intro', params);
    const link = `${config.appUrl}/calendar?date=${first}`;
    const paragraphs = [greeting, intro, ...(request.note ? [request.note] : []), lines.join('\n')];
    try {
      await sendMail(permit, {
        to: user.email,
        subject: text('autoPlan.mail.subject', { first: fillIn('{{first}}', { first }), last }),
        text: [...paragraphs, '', link].join('\n\n'),
        html: htmlMail({
          lang: language,
          paragraphs: [greeting, intro, ...(request.note ? [request.note] : []), ...lines],
          action: { label: text('autoPlan.mail.action', {}), url: link },
          footer: text('autoPlan.mail.footer', { company: caller.tenantRecord.companyName }),
        }),
      });
      emailed++;
    } catch (error) {
      // A mail that fails does not undo the notification.
      logger.error('Auto-planning mail failed', {
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }
  await commitAudited(
    caller,
    {
      action: 'autoPlan.notify',
      target: { type: 'autoPlanRun', id: runId, name: runId },
      after: { notified: users.length, emailed },
      at: at,
    },
    [],
  );
  return { notified: users.length, emailed };
}
