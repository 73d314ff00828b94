/**
 * Publishing a unit's plan (spec `calendar/publish`, `calendar/publishedTo`): the unit's `publishedTo` day, kept
 * on the unit item (data model section 8), which the calendar reads with the unit's collection. People without
 * `calendar.plan` see a unit's entries up to that day only.
 */
import { AppError } from '@app/shared/api/errors';
import type { TPublishedTo, TPublishRequest } from '@app/shared/calendar/publish.contracts';
import { hasPermission, type Caller } from '../security/caller';
import { requireResponsibleForUnit } from '../units/responsibility-scope';
import { AuditRepository } from '../audit/audit.repository';
import { actorOf, auditEntry } from '../audit/audit.service';
import { now as clockNow } from '../clock';
import { UnitRepository, type Unit } from '../units/unit.repository';
import { unitTarget } from '../units/unit.service';
import { MembershipRepository } from '../directory/membership.repository';
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
