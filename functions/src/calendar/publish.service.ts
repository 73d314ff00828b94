/**
 * Publishing a unit's plan (spec `calendar/publish`, `calendar/publishedTo`): the unit's `publishedTo` day, kept
 * on the unit item (data model section 8), which the calendar reads with the unit's collection. People without
 * `calendar.plan` see a unit's entries up to that day only.
 */
import { AppError } from '@app/shared/api/errors';
import type { TPublishedTo, TPublishPreview, TPublishRequest } from '@app/shared/calendar/publish.contracts';
import { addDays, daysBetween, plainDateOf } from '@app/shared/time/tenant-time';
import { hasPermission, type Caller } from '../security/caller';
import { requireResponsibleForUnit } from '../units/responsibility-scope';
import { AuditRepository } from '../audit/audit.repository';
import { actorOf, auditEntry } from '../audit/audit.service';
import { now as clockNow } from '../clock';
import { UnitRepository, type Unit } from '../units/unit.repository';
import { unitTarget } from '../units/unit.service';
import { MembershipRepository } from '../directory/membership.repository';
import { UserRepository } from '../directory/user.repository';
import { PlanRepository } from './plan.repository';
import { NotificationRepository } from '../notifications/notification.repository';
import { logger } from '../logger';
import { mailPlanPublished } from './shift-mail';

/** A unit of the caller's tenant (404 otherwise: no existence oracle). */
async function requireUnit(caller: Caller, unitId: string): Promise<Unit> {
  const unit = await new UnitRepository(caller.tenant).get(unitId);
  if (!unit) throw new AppError('NOT_FOUND');
  return unit;
}

/**
 * Publishes the plan up to `publishTo` (earlier or later than before): TW unit at the version read + audit. Only
 * in a unit the caller is responsible for (403 NOT_RESPONSIBLE otherwise). Days published anew are told to the
 * unit's active people (in-app, and by mail as `mail.events.planPublished` and their `notify.mail` say).
 */
export async function publishPlan(
  caller: Caller,
  input: TPublishRequest,
  now = clockNow(),
  /** `mail: false`: the people are told in-app only (the demo's seed, which must not use the day's mails). */
  options: { mail?: boolean } = {},
): Promise<TPublishedTo> {
  const unit = await requireUnit(caller, input.groupId);
  await requireResponsibleForUnit(caller, unit.id);
  const { version, ...stored } = unit;
  const before = unit.publishedTo ?? null;
  await new AuditRepository(caller.tenant).commit(
    auditEntry(
      'calendar.publish',
      actorOf(caller),
      unitTarget(unit),
      { before: { publishedTo: before }, after: { publishedTo: input.publishTo } },
      now,
    ),
    [new UnitRepository(caller.tenant).updateWrite({ ...stored, publishedTo: input.publishTo }, version)],
  );
  if (input.publishTo !== null && (before === null || input.publishTo > before))
    await tellPublished(caller, unit, input.publishTo, now, options.mail ?? true);
  return { unitId: unit.id, publishedTo: input.publishTo };
}

/**
 * The unit's people learn that its plan is out up to `to`. After the commit: a notice or mail that fails is
 * logged and never undoes the publishing (docs/decisions.md, "Notifications and mail people can read and control").
 */
async function tellPublished(caller: Caller, unit: Unit, to: string, at: Date, mail: boolean): Promise<void> {
  try {
    const members = await new MembershipRepository(caller.tenant).listOf(unit.id);
    const userIds = [
      ...new Set(members.filter((m) => m.active && m.userId !== caller.user.id).map((m) => m.userId)),
    ];
    if (userIds.length === 0) return;
    const notice = {
      messageKey: 'plan.published',
      params: { actor: caller.user.displayName, unit: unit.name, to },
      link: { kind: 'calendar' as const, date: to },
    };
    await new NotificationRepository(caller.tenant).notifyMany(userIds, notice, at);
    if (mail) await mailPlanPublished(caller, userIds, notice);
  } catch (error) {
    logger.error('The unit was not told of the published plan', {
      unitId: unit.id,
      error: error instanceof Error ? error.message : String(error),
    });
  }
}

/** The day a unit is published to; people without `calendar.plan` ask only of their own units (403 otherwise). */
export async function publishedTo(caller: Caller, unitId: string): Promise<TPublishedTo> {
  const unit = await requireUnit(caller, unitId);
  const own = [caller.user.unitId ?? null, ...(caller.user.extraUnitIds ?? [])];
  if (!hasPermission(caller, 'calendar.plan') && !own.includes(unit.id))
    throw new AppError('FORBIDDEN', { details: { permission: 'calendar.plan' } });
  return { unitId: unit.id, publishedTo: unit.publishedTo ?? null };
}

/** How far back a first publishing looks for entries to list (nothing published yet: everything up to the day). */
const firstPreviewDays = 62;

/**
 * The days whose visibility publishing to `publishTo` changes: after the day published so far up to the new one,
 * or the days taken back. A first publishing lists from today (at most `firstPreviewDays` before the day).
 */
function changedDays(
  before: string | null,
  publishTo: string,
  today: string,
): Pick<TPublishPreview, 'change' | 'from' | 'to'> {
  if (before === publishTo) return { change: 'none', from: null, to: null };
  if (before !== null && publishTo < before)
    return { change: 'withdraw', from: addDays(publishTo, 1), to: before };
  const earliest = addDays(publishTo, -firstPreviewDays);
  const from = before !== null ? addDays(before, 1) : today < publishTo ? today : publishTo;
  return { change: 'publish', from: from < earliest ? earliest : from, to: publishTo };
}

/**
 * What publishing the unit up to `publishTo` would show (or take back) per person, before the planner confirms.
 * Reads the unit's entries of those days (one Query a month) and the people's names.
 */
export async function previewPublish(
  caller: Caller,
  unitId: string,
  publishTo: string,
  now = clockNow(),
): Promise<TPublishPreview> {
  const unit = await requireUnit(caller, unitId);
  await requireResponsibleForUnit(caller, unit.id);
  const before = unit.publishedTo ?? null;
  const days = changedDays(before, publishTo, plainDateOf(now, caller.tenantRecord.timeZone));
  const base = { unitId: unit.id, publishedTo: before, publishTo, ...days };
  if (days.from === null || days.to === null || daysBetween(days.from, days.to) < 0)
    return { ...base, people: [], open: 0 };
  const { entries } = await new PlanRepository(caller.tenant).unitDays(unit.id, days.from, days.to);
  const perPerson = new Map<string, { entries: number; minutes: number }>();
  let open = 0;
  for (const entry of entries) {
    if (entry.userId === null) {
      open += 1;
      continue;
    }
    const counted = perPerson.get(entry.userId) ?? { entries: 0, minutes: 0 };
    perPerson.set(entry.userId, { entries: counted.entries + 1, minutes: counted.minutes + entry.minutes });
  }
  const users = await new UserRepository(caller.tenant).getMany([...perPerson.keys()]);
  const names = new Map(users.map((user) => [user.id, user.displayName]));
  const people = [...perPerson]
    .map(([userId, counted]) => ({ userId, name: names.get(userId) ?? '', ...counted }))
    .sort((a, b) => a.name.localeCompare(b.name, 'de'));
  return { ...base, people, open };
}
