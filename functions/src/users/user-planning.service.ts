/**
 * What planning reads per person: the working-time model, the absence calculation overrides, and the priority
 * lists of units. Every save carries the version read (0 before the first) and is audited in the same
 * transaction; a stale version fails the transaction (409 CONFLICT).
 */
import { AppError } from '@app/shared/api/errors';
import {
  noOverride,
  type TAbsenceOverride,
  type TAbsenceCalculation,
} from '@app/shared/users/absence-calculation';
import type { TPriorityList } from '@app/shared/users/priority-list';
import { defaultWorkingTime, type TWorkingTime, type TWorkingTimeSave } from '@app/shared/users/working-time';
import type { Language } from '@app/shared/i18n/languages';
import type { Caller } from '../security/caller';
import { commitAudited, userTarget } from '../audit/audit.service';
import { now as clockNow } from '../clock';
import { AbsenceTypeRepository } from '../absence-types/absence-type.repository';
import { toAbsenceType } from '../absence-types/absence-type.service';
import { requireUnit, unitTarget } from '../units/unit.service';
import { UserPlanningRepository } from '../directory/user-planning.repository';
import { UserRepository } from '../directory/user.repository';
import { assertMayActOn, final, retryOnConflict } from '../security/user-guards';
import { memberWorkingTimeOf } from '../directory/membership.repository';
import { requireUser } from './user.service';

/** An id that names nothing of this tenant: 400 on the field (the ids are the caller's own input). */
const unknownIds = (path: string, ids: readonly string[]) =>
  AppError.validation([{ path, code: 'invalid_value', message: `unknown: ${ids.join(', ')}` }]);

export async function getWorkingTime(caller: Caller, userId: string): Promise<TWorkingTime> {
  await requireUser(caller, userId);
  return (await new UserPlanningRepository(caller.tenant).workingTime(userId)) ?? defaultWorkingTime;
}

export async function saveWorkingTime(
  caller: Caller,
  userId: string,
  input: TWorkingTimeSave,
  now = clockNow(),
): Promise<TWorkingTime> {
  const { version, ...model } = input;
  const periods = [...model.periods].sort((a, b) => a.validFrom.localeCompare(b.validFrom));
  const stored = { ...model, periods };
  const planning = new UserPlanningRepository(caller.tenant);
  // The model's copy goes onto the person's memberships (the calendar reads people with their unit), at the
  // user's version read: a concurrent change of their units makes this run again from its reads.
  await retryOnConflict(async () => {
    const user = await requireUser(caller, userId);
    await assertMayActOn(caller, user);
    if (((await planning.workingTime(userId))?.version ?? 0) !== version)
      throw final(new AppError('CONFLICT'));
    await commitAudited(
      caller,
      { action: 'user.data', target: userTarget(user), after: { workingTime: stored }, at: now },
      [
        planning.saveWorkingTimeWrite(userId, stored, version),
        ...new UserRepository(caller.tenant).workingTimeWrites(user, memberWorkingTimeOf(stored)),
      ],
    );
  });
  return { ...stored, version: version + 1 };
}

/** Every absence type (enabled or not, by caption), each with the person's override or mode -1. */
export async function getAbsenceCalculation(
  caller: Caller,
  userId: string,
  language: Language,
): Promise<TAbsenceCalculation> {
  await requireUser(caller, userId);
  const [types, saved] = await Promise.all([
    new AbsenceTypeRepository(caller.tenant).list(),
    new UserPlanningRepository(caller.tenant).absenceCalculation(userId),
  ]);
  const byType = new Map(saved.overrides.map((row) => [row.absenceTypeId, row]));
  const rows = types
    .sort((a, b) => a.caption[language].localeCompare(b.caption[language]))
    .map((type) => ({
      absenceTypeId: type.id,
      caption: type.caption,
      typeMode: toAbsenceType(type).ruleCalcActualHours,
      mode: byType.get(type.id)?.mode ?? noOverride,
      value: byType.get(type.id)?.value ?? null,
    }));
  return { rows, version: saved.version };
}

export async function saveAbsenceCalculation(
  caller: Caller,
  userId: string,
  input: { overrides: TAbsenceOverride[]; version: number },
  language: Language,
  now = clockNow(),
): Promise<TAbsenceCalculation> {
  const user = await requireUser(caller, userId);
  await assertMayActOn(caller, user);
  const known = new Set((await new AbsenceTypeRepository(caller.tenant).list()).map((type) => type.id));
  const unknown = input.overrides.filter((row) => !known.has(row.absenceTypeId));
  if (unknown.length)
    throw unknownIds(
      'body.overrides',
      unknown.map((row) => row.absenceTypeId),
    );
  // Mode -1 means "as the absence type says": not stored; a value only belongs to mode 99.
  const overrides = input.overrides
    .filter((row) => row.mode !== noOverride)
    .map((row) => ({ ...row, value: row.mode === 99 ? row.value : null }));
  await commitAudited(
    caller,
    { action: 'user.data', target: userTarget(user), after: { absenceCalculation: overrides }, at: now },
    [new UserPlanningRepository(caller.tenant).saveAbsenceCalculationWrite(userId, overrides, input.version)],
  );
  return getAbsenceCalculation(caller, userId, language);
}

export async function getPriorityList(
  caller: Caller,
  unitId: string,
  resourceId: string | undefined,
): Promise<TPriorityList> {
  await requireUnit(caller, unitId);
  const stored = await new UserPlanningRepository(caller.tenant).priorityList(unitId, resourceId ?? null);
  return { unitId, resourceId: resourceId ?? null, ...stored };
}

/** Saves the order; people who do not exist (any more) are 400. */
export async function savePriorityList(
  caller: Caller,
  unitId: string,
  resourceId: string | undefined,
  input: { userIds: string[]; version: number },
  now = clockNow(),
): Promise<TPriorityList> {
  const unit = await requireUnit(caller, unitId);
  const found = new Set(
    (await new UserRepository(caller.tenant).getMany(input.userIds)).map((user) => user.id),
  );
  const missing = input.userIds.filter((id) => !found.has(id));
  if (missing.length) throw unknownIds('body.userIds', missing);
  const write = new UserPlanningRepository(caller.tenant).savePriorityListWrite(
    unitId,
    resourceId ?? null,
    input.userIds,
    input.version,
  );
  await commitAudited(
    caller,
    {
      action: 'unit.data',
      target: unitTarget(unit),
      after: { priorityList: { resourceId: resourceId ?? null, userIds: input.userIds } },
      at: now,
    },
    [write],
  );
  return { unitId, resourceId: resourceId ?? null, userIds: input.userIds, version: input.version + 1 };
}
