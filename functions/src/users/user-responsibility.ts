/**
 * A person's responsible units (docs/permissions.md, "Responsibility for units"): kept on the user, changed with
 * the user's version and audited. Nobody widens their own reach: only units within the caller's own
 * responsibility are given or taken, "every unit" only by someone responsible for every unit, and one's own
 * responsibilities only by an administrator.
 */
import { AppError } from '@app/shared/api/errors';
import type { TResponsibleUnits, TUser } from '@app/shared/users/user';
import { commitAudited, userTarget } from '../audit/audit.service';
import { now as clockNow } from '../clock';
import { hasPermission, type Caller } from '../security/caller';
import { requireResponsibleForUnits, responsibleScope } from '../units/responsibility-scope';
import { assertMayActOn, final, retryOnConflict } from '../security/user-guards';
import { assertUnitsExist } from './user-units';
import { UserRepository } from '../directory/user.repository';
import { requireUser, toUser } from './user.service';

export async function setResponsibleUnits(
  caller: Caller,
  userId: string,
  input: TResponsibleUnits,
  now = clockNow(),
): Promise<TUser> {
  if (userId === caller.user.id && !hasPermission(caller, 'access.administrator')) {
    throw new AppError('FORBIDDEN', { messageKey: 'error.RESPONSIBILITY_OWN' });
  }
  const unitIds = input.all ? null : [...new Set(input.unitIds)];
  const scope = await responsibleScope(caller);
  return retryOnConflict(async () => {
    // The person first: another company's id is 404 whatever the body names.
    const current = await requireUser(caller, userId);
    if (current.version !== input.version) throw final(new AppError('CONFLICT'));
    await assertMayActOn(caller, current);
    if (unitIds) await assertUnitsExist(caller, unitIds);
    const before = current.responsibleUnitIds ?? null;
    // Giving or taking "every unit" needs every unit; a list is changed only within one's own units.
    if (!scope.all && (before === null || unitIds === null)) {
      throw final(new AppError('FORBIDDEN', { messageKey: 'error.RESPONSIBILITY_ALL' }));
    }
    const changed = [
      ...(unitIds ?? []).filter((id) => !before?.includes(id)),
      ...(before ?? []).filter((id) => !unitIds?.includes(id)),
    ];
    await requireResponsibleForUnits(caller, changed);
    const next = { ...current, responsibleUnitIds: unitIds };
    await commitAudited(
      caller,
      {
        action: 'user.update',
        target: userTarget(current),
        before: { responsibleUnitIds: before },
        after: { responsibleUnitIds: unitIds },
        at: now,
      },
      new UserRepository(caller.tenant).updateWrites(current, next, current.version),
    );
    return toUser({ ...next, version: current.version + 1 });
  });
}
