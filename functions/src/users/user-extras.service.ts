/**
 * Smaller calls on one person: the login tab's info, resetting the mobile app registration, the spec's
 * time-account recalculation for many people (which recalculates nothing here) and the site of a unit.
 */
import { AppError } from '@app/shared/api/errors';
import { unitTypes, type TUnit } from '@app/shared/units/unit';
import { maxUnitDepth } from '@app/shared/units/unit';
import type { TLoginInfo } from '@app/shared/users/user-extras';
import type { Caller } from '../security/caller';
import { commitAudited, userTarget } from '../audit/audit.service';
import { now } from '../clock';
import { UnitRepository } from '../units/unit.repository';
import { toUnit } from '../units/unit.service';
import { assertMayActOn } from '../security/user-guards';
import { UserRepository } from '../directory/user.repository';
import { requireUser } from './user.service';

export async function loginInfo(caller: Caller, userId: string): Promise<TLoginInfo> {
  const user = await requireUser(caller, userId);
  return {
    name: user.displayName,
    mailAddress: user.email,
    username: user.username,
    appRegistration: user.appRegistration ?? null,
  };
}

/** Clears the registration; the app asks to be registered again. Resetting none is fine (and audited too). */
export async function resetAppRegistration(caller: Caller, userId: string): Promise<void> {
  const user = await requireUser(caller, userId);
  await assertMayActOn(caller, user);
  const { appRegistration, ...next } = user;
  await commitAudited(
    caller,
    {
      action: 'user.resetApp',
      target: userTarget(user),
      before: { appRegistration: appRegistration ?? null },
      after: { appRegistration: null },
      at: now(),
    },
    [new UserRepository(caller.tenant).updateWrite(next, user.version)],
  );
}

/** The unit itself when it is a site, else its nearest ancestor of type Site: at most 10 reads (the depth). */
export async function siteOfUnit(caller: Caller, unitId: string): Promise<{ site: TUnit | null }> {
  const units = new UnitRepository(caller.tenant);
  let unit = await units.get(unitId);
  if (!unit) throw new AppError('NOT_FOUND');
  for (let level = 0; unit && level <= maxUnitDepth; level++) {
    if (unit.unitType === unitTypes.site) return { site: toUnit(unit) };
    unit = unit.parentId ? await units.get(unit.parentId) : undefined;
  }
  return { site: null };
}
