/**
 * People in the organisation: each user has a primary unit and at most five extra ones, kept on the user and as
 * `MEMBER` items in the units' collections, both in the user's transaction. The users grid of a unit, moving a
 * person, the extra units, copying a person, and giving people of before units the root unit. A change of a
 * person's units queues the re-projection of their absences (absences/absence-projection.ts): moving a person and
 * the extra units are served by the units function for that (the users function has no room for the queue).
 */
import { AppError } from '@app/shared/api/errors';
import { inTreeOrder } from '@app/shared/units/unit-tree';
import { maxExtraUnits, userPageSize, type TUser, type TUserPage } from '@app/shared/users/user';
import type { Caller } from '../security/caller';
import { commitAudited, userTarget } from '../audit/audit.service';
import { now as clockNow } from '../clock';
import { UnitRepository } from '../units/unit.repository';
import { UserRepository } from '../directory/user.repository';
import { memberWorkingTimeOf } from '../directory/membership.repository';
import { UserPlanningRepository } from '../directory/user-planning.repository';
import { assertMayActOn, final, retryOnConflict } from '../security/user-guards';
// A cycle with user.service, used only at call time: both modules are whole before either function runs.
import { createUser, requireUser, toUser } from './user.service';
import { withPhotoUrls } from './user-photo-urls';
import { checkedQualificationIds } from './user-qualifications';
import { queueAbsenceProjection } from '../absences/absence-projection';
import { unitsOfPerson } from '../absences/absence-support';
import { logger } from '../logger';

/** The top of the organisation (the sign-up's root unit): the first unit without a parent. */
export async function rootUnitId(caller: Caller): Promise<string> {
  const [root] = inTreeOrder(await new UnitRepository(caller.tenant).list()).filter(
    (unit) => unit.parentId === null,
  );
  if (!root) throw new AppError('NOT_FOUND', { details: { unit: 'root' } });
  return root.id;
}

/** 400 with `unknown_unit` for ids that name no unit of the tenant. */
export async function assertUnitsExist(caller: Caller, unitIds: readonly string[]): Promise<void> {
  const wanted = [...new Set(unitIds)];
  const found = await new UnitRepository(caller.tenant).getMany(wanted);
  const missing = wanted.filter((unitId) => !found.some((unit) => unit.id === unitId));
  if (missing.length) {
    throw AppError.validation(
      missing.map((unitId) => ({ path: 'body.unitId', code: 'unknown_unit', message: unitId })),
    );
  }
}

/**
 * `UserListFor?groupId`: the people of a unit by name, 25 a page (1 Query of the memberships, then a BatchGet
 * of the page's users). The search matches display name from the memberships, so only the page is read.
 */
export async function listUnitUsers(
  caller: Caller,
  unitId: string,
  query: { page: number; search?: string | undefined; extra: boolean },
): Promise<TUserPage> {
  if (!(await new UnitRepository(caller.tenant).get(unitId))) throw new AppError('NOT_FOUND');
  const repository = new UserRepository(caller.tenant);
  const needle = query.search?.toLowerCase();
  const members = (await repository.membersOf(unitId))
    .filter((member) => query.extra || member.primary)
    .filter((member) => !needle || member.displayName.toLowerCase().includes(needle))
    .sort((a, b) => a.displayName.localeCompare(b.displayName, 'de') || a.userId.localeCompare(b.userId));
  const start = (query.page - 1) * userPageSize;
  const pageIds = members.slice(start, start + userPageSize).map((member) => member.userId);
  const users = await repository.getMany(pageIds);
  const items = await withPhotoUrls(
    caller.tenant,
    users.map((stored) => ({ stored, user: toUser(stored) })),
  );
  return { items, total: members.length, page: query.page, pageSize: userPageSize };
}

/** A change of a user's units in one transaction with the memberships and the audit entry. */
async function changeUnits(
  caller: Caller,
  userId: string,
  version: number,
  change: (current: { unitId: string | null; extraUnitIds: string[] }) => {
    unitId: string;
    extraUnitIds: string[];
  },
  now: Date,
): Promise<TUser> {
  const changed = await retryOnConflict(async () => {
    const current = await requireUser(caller, userId);
    if (current.version !== version) throw final(new AppError('CONFLICT'));
    await assertMayActOn(caller, current);
    const before = { unitId: current.unitId ?? null, extraUnitIds: current.extraUnitIds ?? [] };
    const after = change(before);
    const extraUnitIds = [...new Set(after.extraUnitIds)].filter((unitId) => unitId !== after.unitId);
    if (extraUnitIds.length > maxExtraUnits) {
      throw final(
        AppError.validation([{ path: 'body.unitIds', code: 'too_big', message: String(maxExtraUnits) }]),
      );
    }
    await assertUnitsExist(caller, [after.unitId, ...extraUnitIds]);
    const next = { ...current, unitId: after.unitId, extraUnitIds };
    // A unit joined gets the person's working-time copy on its membership, at the model's version read.
    const planning = new UserPlanningRepository(caller.tenant);
    const model = await planning.workingTime(userId);
    await commitAudited(
      caller,
      {
        action: 'user.update',
        target: userTarget(current),
        before,
        after: { unitId: next.unitId, extraUnitIds },
        at: now,
      },
      [
        ...new UserRepository(caller.tenant).updateWrites(
          current,
          next,
          current.version,
          memberWorkingTimeOf(model),
        ),
        planning.unchangedWorkingTimeWrite(userId, model?.version ?? 0),
      ],
    );
    return { current, next, user: toUser({ ...next, version: current.version + 1 }) };
  });
  // After the commit, the person's absences follow them into their new units (a background job). The change
  // stands if the job cannot be queued: logged, like a mail that fails.
  try {
    await queueAbsenceProjection(
      caller,
      changed.current,
      unitsOfPerson(changed.current),
      unitsOfPerson(changed.next),
    );
  } catch (error) {
    logger.error('the absences of a person whose units changed could not be re-projected', {
      userId,
      error,
    });
  }
  return changed.user;
}

/** `MoveToUnit`: a new primary unit; when it was an extra unit, it is one no longer. */
export function moveUser(
  caller: Caller,
  userId: string,
  input: { unitId: string; version: number },
  now = clockNow(),
): Promise<TUser> {
  return changeUnits(
    caller,
    userId,
    input.version,
    (current) => ({ unitId: input.unitId, extraUnitIds: current.extraUnitIds }),
    now,
  );
}

/** `/Api/Users/ExtraUnits`: the extra units (the primary one is left out if sent). */
export async function setExtraUnits(
  caller: Caller,
  userId: string,
  input: { unitIds: string[]; version: number },
  now = clockNow(),
): Promise<TUser> {
  const root = await rootUnitId(caller);
  return changeUnits(
    caller,
    userId,
    input.version,
    (current) => ({ unitId: current.unitId ?? root, extraUnitIds: input.unitIds }),
    now,
  );
}

/**
 * `/User/Copy?userId`: a new person with sign-in, who gets the source's roles, units, user groups, custom
 * fields and qualifications (key cards stay with their holder: a card belongs to one person).
 */
export async function copyUser(
  caller: Caller,
  sourceId: string,
  input: { username: string; displayName: string; email: string; password: string; language: 'de' | 'en' },
  now = clockNow(),
): Promise<TUser> {
  const source = await requireUser(caller, sourceId);
  const held = source.qualificationIds ?? [];
  return createUser(
    caller,
    {
      ...input,
      roleIds: source.roleIds,
      ...(source.unitId ? { unitId: source.unitId } : {}),
      extraUnitIds: source.extraUnitIds ?? [],
      userGroupIds: source.userGroupIds ?? [],
      fields: source.fields ?? {},
      // Those of the source deleted since drop out, rather than refuse the copy.
      qualificationIds: await checkedQualificationIds(caller, held, held),
    },
    now,
  );
}

/**
 * People of before units (the sign-up's administrator of older tenants, early demo people) get the root unit,
 * each in its own transaction with its membership. Returns how many were given it.
 */
export async function assignUnitlessToRoot(caller: Caller, now = clockNow()): Promise<number> {
  const repository = new UserRepository(caller.tenant);
  const unitless = (await repository.list()).filter((user) => !user.unitId);
  if (!unitless.length) return 0;
  const root = await rootUnitId(caller);
  for (const user of unitless) {
    await changeUnits(
      caller,
      user.id,
      user.version,
      (current) => ({ unitId: root, extraUnitIds: current.extraUnitIds }),
      now,
    );
  }
  return unitless.length;
}
