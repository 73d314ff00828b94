/**
 * What every change of the plan (save, drop) shares: the reads of its checks, the validator run with the force
 * flow, the answer's entry with its names, and the commit with the audit entry.
 */
import { AppError } from '@app/shared/api/errors';
import type { TShiftEntry } from '@app/shared/calendar/shift-entry';
import type { TValidatorMessage } from '@app/shared/calendar/validator';
import type { Language } from '@app/shared/i18n/languages';
import type { TPause, TShiftItemType } from '@app/shared/shifts/shift-template';
import { plainDateOf } from '@app/shared/time/tenant-time';
import type { AuditAction } from '@app/shared/tenants/audit';
import type { Caller } from '../security/caller';
import { AuditRepository } from '../audit/audit.repository';
import { auditEntry } from '../audit/audit.service';
import { now } from '../clock';
import { UnitRepository } from '../units/unit.repository';
import { UserRepository } from '../directory/user.repository';
import { CalendarReadsRepository, type Catalogue } from './calendar-reads.repository';
import {
  entryIdOf,
  PlanRepository,
  type NewPlanEntry,
  type PlanChange,
  type PlanEntry,
  type PlanRequest,
} from './plan.repository';
import { changeFindings, loadChangeWorld, type ChangeToCheck } from './validator/change-world';
import { findingMessages, judge, type Verdict } from './validator/validate';
import { validatorText } from './validator/texts';

/** Forced calls a person may make a day; the next is TOO_MANY_CALLS. */
export const maxForcedCallsPerDay = 100;

export const invalid = (path: string, messageKey: string) =>
  AppError.validation([{ path, code: 'invalid_value', messageKey, message: messageKey }]);

/** The unit must be the tenant's (404 otherwise), the person too (400 at the field). */
export async function assertPlace(
  caller: Caller,
  unitId: string,
  userId: string | null,
  path = 'body.userId',
): Promise<void> {
  const [unit, user] = await Promise.all([
    new UnitRepository(caller.tenant).get(unitId),
    userId ? new UserRepository(caller.tenant).get(userId) : Promise.resolve(undefined),
  ]);
  if (!unit) throw new AppError('NOT_FOUND');
  if (userId && !user) throw invalid(path, 'calendar.entry.userUnknown');
}

export const personUnitsOf = (
  person: { unitId?: string | null; extraUnitIds?: readonly string[] } | undefined,
) =>
  person
    ? [...new Set([person.unitId ?? null, ...(person.extraUnitIds ?? [])])].filter((id) => id !== null)
    : [];

/** The person's units, or none (an open shift): the units their shift is shown in. */
export async function personUnits(caller: Caller, userId: string | null): Promise<string[]> {
  if (userId === null) return [];
  return personUnitsOf(await new UserRepository(caller.tenant).get(userId));
}

/** Counts a forced call (the `force` flag) and stops the 101st of the caller's day. */
export async function countForcedCall(caller: Caller): Promise<void> {
  const at = now();
  const today = plainDateOf(at, caller.tenantRecord.timeZone);
  const count = await new PlanRepository(caller.tenant).incrementForced(
    caller.user.id,
    today,
    Math.floor(at.getTime() / 1000),
  );
  if (count > maxForcedCallsPerDay) throw new AppError('TOO_MANY_CALLS');
}

/**
 * Checks a change of the plan against the rules (the engine over the world of the change: validator/change-world)
 * and judges it: `added` are the entries as they would be written, `removed` the stored ones the change removes or
 * replaces (a move's or change's old entry, a drag's source).
 */
export async function validateChange(
  caller: Caller,
  language: Language,
  catalogue: Catalogue,
  change: ChangeToCheck,
  force: boolean,
): Promise<Verdict> {
  if (!change.added.length && !change.removed.length) return judge([], force);
  const world = await loadChangeWorld(caller, language, catalogue, change);
  return judge(findingMessages(changeFindings(world), language), force);
}

/** The validator's answer: written or not, with the messages (and the entry or entries written). */
export function validatorAnswer<T>(verdict: Verdict, language: Language, result: T | null) {
  const blocking: TValidatorMessage | undefined = verdict.pass ? undefined : verdict.messages[0];
  const notices = verdict.messages.filter((message) => message.notice).map((message) => message.message);
  return {
    success: verdict.pass,
    message: blocking
      ? blocking.message
      : verdict.pass
        ? [validatorText('calendar.validator.saved', language), ...notices].join(' ')
        : null,
    model: { allowForce: verdict.allowForce, messages: verdict.messages },
    result: verdict.pass ? result : null,
  };
}

export async function commitPlan(
  caller: Caller,
  action: AuditAction,
  target: { id: string; name: string },
  change: { before?: unknown; after?: unknown },
  writes: ReturnType<PlanRepository['planWrites']>,
): Promise<void> {
  await new AuditRepository(caller.tenant).commit(
    auditEntry(
      action,
      { id: caller.user.id, name: caller.user.username },
      { type: 'shiftEntry', id: target.id, name: target.name },
      change,
      now(),
    ),
    writes,
  );
}

/**
 * The changes that put `after` in place of the stored `before`: in place a replace; at another unit or day
 * (`moved`) a delete of the old with its requests and a create of the new.
 */
export function replaceChanges(
  before: PlanEntry,
  after: NewPlanEntry,
  moved: boolean,
  units: { before: string[]; after: string[] },
  requests: readonly PlanRequest[],
): PlanChange[] {
  return moved
    ? [
        { kind: 'delete', entry: before, personUnits: units.before, requests },
        { kind: 'create', entry: after, personUnits: units.after },
      ]
    : [{ kind: 'replace', before, after, personUnitsBefore: units.before, personUnitsAfter: units.after }];
}

/** What the audit keeps of an entry: where, who, what, when (no notes). */
export const entrySnapshot = (entry: NewPlanEntry) => ({
  unitId: entry.unitId,
  date: entry.date,
  userId: entry.userId,
  templateId: entry.templateId,
  resourceId: entry.resourceId,
  begin: entry.begin,
  end: entry.end,
});

const pauseOf = (pause: { mode: number; begin: string | null; end: string | null }): TPause => ({
  mode: pause.mode as TPause['mode'],
  begin: pause.begin,
  end: pause.end,
});

/** An entry as the API answers it, names joined from the catalogue, the unit and the people. */
export async function toShiftEntries(
  caller: Caller,
  entries: readonly { entry: PlanEntry; requests: readonly PlanRequest[] }[],
  catalogue?: Catalogue,
): Promise<TShiftEntry[]> {
  const unitIds = [...new Set(entries.map(({ entry }) => entry.unitId))];
  const userIds = [
    ...new Set(
      entries.flatMap(({ entry, requests }) => [
        ...(entry.userId ? [entry.userId] : []),
        ...requests.flatMap((request) => [
          request.requesterId,
          ...(request.targetUserId ? [request.targetUserId] : []),
        ]),
      ]),
    ),
  ];
  const [shown, units, users] = await Promise.all([
    catalogue ?? new CalendarReadsRepository(caller.tenant).catalogue(),
    new UnitRepository(caller.tenant).getMany(unitIds),
    userIds.length ? new UserRepository(caller.tenant).getMany(userIds) : Promise.resolve([]),
  ]);
  const unitName = new Map(units.map((unit) => [unit.id, unit.name]));
  const userName = new Map(users.map((user) => [user.id, user.displayName]));
  const templates = new Map(shown.templates.map((template) => [template.id, template]));
  const resources = new Map(shown.resources.map((resource) => [resource.id, resource]));
  return entries.map(({ entry, requests }) => {
    const template = entry.templateId ? templates.get(entry.templateId) : undefined;
    const name = template?.name ?? resources.get(entry.resourceId)?.caption ?? '';
    return {
      id: entryIdOf(entry),
      unitId: entry.unitId,
      unitName: unitName.get(entry.unitId) ?? '',
      date: entry.date,
      userId: entry.userId,
      userName: entry.userId ? (userName.get(entry.userId) ?? '') : null,
      templateId: entry.templateId,
      name,
      shortName: template?.shortName ?? name.slice(0, 3),
      resourceId: entry.resourceId,
      resourceName: resources.get(entry.resourceId)?.caption ?? '',
      itemClass: entry.itemClass as TShiftItemType,
      begin: entry.begin,
      end: entry.end,
      pause1: pauseOf(entry.pause1),
      pause2: pauseOf(entry.pause2),
      minutes: entry.minutes,
      notes: entry.notes,
      backColor: template?.backColor ?? '#ffffff',
      foreColor: template?.foreColor ?? '#000000',
      displayFields: entry.displayFields ?? [],
      mergedIds: entry.mergedIds ?? [],
      serialId: entry.serialId ?? null,
      requests: requests.map((request) => ({
        id: request.id,
        kind: request.kind,
        state: request.state,
        requesterId: request.requesterId,
        requesterName: userName.get(request.requesterId) ?? '',
        targetUserId: request.targetUserId,
        targetUserName: request.targetUserId ? (userName.get(request.targetUserId) ?? '') : null,
        targetEntryId: request.targetEntryId,
        reason: request.reason,
        createdAt: request.createdAt,
      })),
      createdAt: entry.createdAt,
      version: entry.version,
    };
  });
}
