/**
 * What the shift actions, the picker, the availability calls, the menus and the home pages share: who may do
 * what (planner, member, working-time flags), names for answers and notifications, and the server texts.
 */
import { AppError } from '@app/shared/api/errors';
import { formatRequestKey, parseEntryId } from '@app/shared/calendar/entry-id';
import type { TShiftEntry, TShiftRequest } from '@app/shared/calendar/shift-entry';
import type { TRequestItem } from '@app/shared/calendar/shift-actions.contracts';
import type { TValidatorMessage } from '@app/shared/calendar/validator';
import { calendarActionsDe } from '@app/shared/i18n/calendar-actions.de';
import { calendarActionsEn, type CalendarActionsKey } from '@app/shared/i18n/calendar-actions.en';
import type { Language } from '@app/shared/i18n/languages';
import type { TShiftItemType } from '@app/shared/shifts/shift-template';
import { grants } from '@app/shared/security/permissions';
import { hasPermission, type Caller } from '../security/caller';
import { UserRepository, type User } from '../directory/user.repository';
import { UserPlanningRepository } from '../directory/user-planning.repository';
import { RoleRepository } from '../directory/role.repository';
import { UnitRepository, type Unit } from '../units/unit.repository';
import { ShiftTemplateRepository, type ShiftTemplate } from '../shifts/shift-template.repository';
import { ResourceRepository, type Resource } from '../resources/resource.repository';
import { entryIdOf, type PlanEntry, type PlanRepository, type PlanRequest } from './plan.repository';

const texts: Record<Language, Record<CalendarActionsKey, string>> = {
  en: calendarActionsEn,
  de: calendarActionsDe,
};

/** A server text of the calendar's actions in the caller's language, `{{name}}` placeholders filled. */
export function actionText(
  language: Language,
  key: CalendarActionsKey,
  params: Record<string, string | number> = {},
): string {
  return texts[language][key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}

/** A validator message that refuses an action for a state reason (never forceable). */
export function refusal(language: Language, key: CalendarActionsKey, date: string | null = null) {
  const message: TValidatorMessage = {
    level: 'ERR',
    check: 'state',
    messageKey: key,
    params: {},
    message: actionText(language, key),
    hidden: false,
    notice: false,
    date,
    userId: null,
    details: null,
    forceable: false,
    solutions: [],
  };
  return message;
}

/**
 * Holds a planner's permission (`calendar.plan` or administrator); where they act as one is narrowed to their
 * responsible units (shift-action-steps `inUnit`, docs/permissions.md "Responsibility for units").
 */
export const isPlanner = (caller: Caller): boolean => hasPermission(caller, 'calendar.plan');

/** The units a person belongs to: primary and extra (where their shifts are shown). */
export function unitsOf(user: Pick<User, 'unitId' | 'extraUnitIds'>): string[] {
  return [...new Set([...(user.unitId ? [user.unitId] : []), ...(user.extraUnitIds ?? [])])];
}

export const isMemberOf = (user: Pick<User, 'unitId' | 'extraUnitIds'>, unitId: string): boolean =>
  unitsOf(user).includes(unitId);

export interface InteractionFlags {
  allowShiftInteraction: boolean;
  /** Effective only with `allowShiftInteraction` (docs/decisions.md, working-time model). */
  allowShiftInteractionRequest: boolean;
  createShift: boolean;
}

/** A person's shift-interaction flags from the working-time model; none without a model. */
export async function flagsOf(caller: Caller, userId: string): Promise<InteractionFlags> {
  const model = await new UserPlanningRepository(caller.tenant).workingTime(userId);
  const interaction = model?.allowShiftInteraction ?? false;
  return {
    allowShiftInteraction: interaction,
    allowShiftInteractionRequest: interaction && (model?.allowShiftInteractionRequest ?? false),
    createShift: model?.createShift ?? false,
  };
}

/** An entry by its public id with its requests; a malformed or unknown id is 404 (no existence oracle). */
export async function loadEntry(
  plan: PlanRepository,
  entryId: string,
): Promise<{ entry: PlanEntry; requests: PlanRequest[] }> {
  const key = parseEntryId(entryId);
  const found = key && (await plan.entry(key));
  if (!found) throw new AppError('NOT_FOUND', { details: { entryId } });
  return found;
}

/**
 * The active people who plan a unit (its planners are notified of applications): everyone whose roles grant
 * `calendar.plan` and who is responsible for the unit (administrators and people without a list: every unit;
 * otherwise a listed unit is the unit or one above it). 1 Q roles + 1 Q users + 1 Q units; at most 20 are
 * notified so that a request stays one transaction.
 */
export async function plannersOf(caller: Caller, unitId: string): Promise<string[]> {
  const [roles, users, units] = await Promise.all([
    new RoleRepository(caller.tenant).list(),
    new UserRepository(caller.tenant).list(),
    new UnitRepository(caller.tenant).list(),
  ]);
  const granting = (permission: 'calendar.plan' | 'access.administrator') =>
    new Set(roles.filter((role) => grants(new Set(role.permissions), permission)).map((role) => role.id));
  const planning = granting('calendar.plan');
  const administrating = granting('access.administrator');
  // The unit and every unit above it: responsibility for one of them covers the unit.
  const parentOf = new Map(units.map((unit) => [unit.id, unit.parentId ?? null]));
  const covering = new Set<string>();
  for (let id: string | null = unitId; id !== null && !covering.has(id); id = parentOf.get(id) ?? null)
    covering.add(id);
  const responsible = (user: User) =>
    user.roleIds.some((roleId) => administrating.has(roleId)) ||
    user.responsibleUnitIds === undefined ||
    user.responsibleUnitIds === null ||
    user.responsibleUnitIds.some((id) => covering.has(id));
  return users
    .filter((user) => user.active && user.roleIds.some((roleId) => planning.has(roleId)) && responsible(user))
    .map((user) => user.id)
    .slice(0, 20);
}

/** Names and catalogue data for answers: users, units, templates and resources of the items at hand. */
export class Names {
  private constructor(
    readonly users: Map<string, User>,
    readonly units: Map<string, Unit>,
    readonly templates: Map<string, ShiftTemplate>,
    readonly resources: Map<string, Resource>,
  ) {}

  static async load(
    caller: Caller,
    ids: { userIds?: Iterable<string>; unitIds?: Iterable<string>; templateIds?: Iterable<string> },
  ): Promise<Names> {
    const unique = (values: Iterable<string> | undefined) => [...new Set(values ?? [])];
    const [users, units, templates, resources] = await Promise.all([
      new UserRepository(caller.tenant).getMany(unique(ids.userIds)),
      new UnitRepository(caller.tenant).getMany(unique(ids.unitIds)),
      new ShiftTemplateRepository(caller.tenant).getMany(unique(ids.templateIds)),
      new ResourceRepository(caller.tenant).list(),
    ]);
    const byId = <T extends { id: string }>(items: T[]) => new Map(items.map((item) => [item.id, item]));
    return new Names(byId(users), byId(units), byId(templates), byId(resources));
  }

  static forItems(
    caller: Caller,
    entries: readonly PlanEntry[],
    requests: readonly PlanRequest[] = [],
    extraUserIds: readonly string[] = [],
  ): Promise<Names> {
    return Names.load(caller, {
      userIds: [
        ...entries.flatMap((entry) => (entry.userId ? [entry.userId] : [])),
        ...requests.flatMap((request) => [
          request.requesterId,
          request.targetUserId ?? '',
          request.answeredBy ?? '',
        ]),
        ...extraUserIds,
      ].filter(Boolean),
      unitIds: [...entries.map((entry) => entry.unitId), ...requests.map((request) => request.unitId)],
      templateIds: [
        ...entries.flatMap((entry) => (entry.templateId ? [entry.templateId] : [])),
        ...requests.flatMap((request) => (request.templateId ? [request.templateId] : [])),
      ],
    });
  }

  userName(userId: string | null | undefined): string {
    return (userId && this.users.get(userId)?.displayName) || '';
  }

  unitName(unitId: string): string {
    return this.units.get(unitId)?.name ?? '';
  }

  /** A shift's name: its template's, or its resource's caption for a shift without template. */
  shiftName(item: { templateId: string | null; resourceId: string }): string {
    const template = item.templateId ? this.templates.get(item.templateId) : undefined;
    return template?.name ?? this.resources.get(item.resourceId)?.caption ?? '';
  }

  entry(entry: PlanEntry, requests: readonly PlanRequest[] = []): TShiftEntry {
    const template = entry.templateId ? this.templates.get(entry.templateId) : undefined;
    const resource = this.resources.get(entry.resourceId);
    return {
      id: entryIdOf(entry),
      unitId: entry.unitId,
      unitName: this.unitName(entry.unitId),
      date: entry.date,
      userId: entry.userId,
      userName: entry.userId ? this.userName(entry.userId) : null,
      templateId: entry.templateId,
      name: this.shiftName(entry),
      shortName: template?.shortName ?? '',
      resourceId: entry.resourceId,
      resourceName: resource?.caption ?? '',
      itemClass: entry.itemClass as TShiftItemType,
      begin: entry.begin,
      end: entry.end,
      pause1: entry.pause1 as TShiftEntry['pause1'],
      pause2: entry.pause2 as TShiftEntry['pause2'],
      minutes: entry.minutes,
      notes: entry.notes,
      backColor: template?.backColor ?? resource?.backColor ?? '#ffffff',
      foreColor: template?.foreColor ?? resource?.foreColor ?? '#000000',
      displayFields: entry.displayFields ?? [],
      mergedIds: entry.mergedIds ?? [],
      serialId: entry.serialId ?? null,
      requests: requests
        .filter((request) => request.entryUuid === entry.uuid && request.state === 'OPEN')
        .map((request) => this.shiftRequest(request)),
      createdAt: entry.createdAt,
      version: entry.version,
    };
  }

  shiftRequest(request: PlanRequest): TShiftRequest {
    return {
      id: request.id,
      kind: request.kind,
      state: request.state,
      requesterId: request.requesterId,
      requesterName: this.userName(request.requesterId),
      targetUserId: request.targetUserId,
      targetUserName: request.targetUserId ? this.userName(request.targetUserId) : null,
      targetEntryId: request.targetEntryId,
      reason: request.reason,
      createdAt: request.createdAt,
    };
  }

  /** A request with what it is about; `entry` when known (a slot request has none). */
  requestItem(request: PlanRequest, entry: PlanEntry | undefined): TRequestItem {
    const templateId = entry?.templateId ?? request.templateId ?? null;
    const template = templateId ? this.templates.get(templateId) : undefined;
    return {
      ...this.shiftRequest(request),
      id: request.id,
      entryId: entry
        ? entryIdOf(entry)
        : request.templateId
          ? null
          : entryIdOf({ unitId: request.unitId, date: request.date, uuid: request.entryUuid }),
      unitId: request.unitId,
      unitName: this.unitName(request.unitId),
      date: request.date,
      templateId,
      shiftName: entry ? this.shiftName(entry) : (template?.name ?? ''),
      begin: entry ? entry.begin : (template?.begin ?? null),
      end: entry ? entry.end : (template?.end ?? null),
      targetAgreed: request.targetAgreed ?? false,
      key: requestKeyOf(request),
      answeredAt: request.answeredAt ?? null,
      answeredByName: request.answeredBy ? this.userName(request.answeredBy) : null,
    };
  }
}

/** A request's public key (what notifications link to): its slot and its id. */
export function requestKeyOf(request: Pick<PlanRequest, 'unitId' | 'date' | 'entryUuid' | 'id'>): string {
  return formatRequestKey({
    slot: { unitId: request.unitId, date: request.date, uuid: request.entryUuid },
    requestId: request.id,
  });
}
