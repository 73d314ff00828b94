/**
 * Which units a person plans and which units their calendar shows: the responsibility modes of the calendar
 * unit picker and the custom selection (mode -2, the only mode that stores a checked view). The rules are
 * written down in docs/decisions.md ("Responsibility for units").
 */
import { AppError } from '@app/shared/api/errors';
import type { Language } from '@app/shared/i18n/languages';
import { grants } from '@app/shared/security/permissions';
import { subUnitsOf } from '@app/shared/units/unit-tree';
import {
  responsibilityModes,
  type TCheckedView,
  type TResponsibilityMode,
  type TResponsibilitySelection,
} from '@app/shared/units/responsibility';
import { messageText } from '../api/messages';
import { hasPermission, type Caller } from '../security/caller';
import { RoleRepository } from '../directory/role.repository';
import { UserRepository, type User } from '../directory/user.repository';
import { ResponsibilityRepository } from './responsibility.repository';
import { UnitRepository } from './unit.repository';
import { requireUnit } from './unit.service';

type Scope = 'CALENDAR';

/**
 * The units a person is responsible for: with `calendar.plan` (or as administrator) the units of their
 * `responsibleUnitIds`, every unit while it is unset (docs/permissions.md); without it none. The checks of
 * operations use `units/responsibility-scope.ts`, which adds the sub-units.
 */
async function responsibleUnitIdsOf(caller: Caller, user: User): Promise<string[]> {
  const roles = await new RoleRepository(caller.tenant).getMany(user.roleIds);
  const permissions = new Set(roles.flatMap((role) => role.permissions));
  if (!grants(permissions, 'calendar.plan')) return [];
  const units = (await new UnitRepository(caller.tenant).list()).map((unit) => unit.id);
  const listed = user.responsibleUnitIds;
  if (grants(permissions, 'access.administrator') || listed === undefined || listed === null) return units;
  return units.filter((id) => listed.includes(id));
}

/**
 * `IdsOfResponsible/{userId}`: anyone asks for themselves, for others user.show is needed. With `recursive` the
 * sub-units follow each unit; with `first` only the first id is answered.
 */
export async function responsibleIds(
  caller: Caller,
  userId: string,
  options: { recursive: boolean; first: boolean },
): Promise<string[]> {
  const user = await new UserRepository(caller.tenant).get(userId);
  if (!user) throw new AppError('NOT_FOUND');
  if (user.id !== caller.user.id && !hasPermission(caller, 'user.show')) throw new AppError('FORBIDDEN');
  let ids = await responsibleUnitIdsOf(caller, user);
  if (options.recursive && ids.length) {
    const units = await new UnitRepository(caller.tenant).list();
    ids = [...new Set(ids.flatMap((id) => [id, ...subUnitsOf(units, id, true).map((unit) => unit.id)]))];
  }
  return options.first ? ids.slice(0, 1) : ids;
}

/** A planner starts with the units they are responsible for; everyone else with their own units. */
function defaultMode(caller: Caller): TResponsibilityMode {
  return hasPermission(caller, 'calendar.plan')
    ? responsibilityModes.responsible
    : responsibilityModes.ownUnits;
}

function offeredModes(caller: Caller): TResponsibilityMode[] {
  const modes: TResponsibilityMode[] = [responsibilityModes.ownUnits];
  if (hasPermission(caller, 'calendar.plan')) modes.push(responsibilityModes.responsible);
  modes.push(responsibilityModes.custom);
  return modes;
}

export function modeOptions(caller: Caller, language: Language) {
  return offeredModes(caller).map((mode) => {
    const labelKey = `responsibility.mode.${mode}` as const;
    return { mode, labelKey, label: messageText(labelKey, language) };
  });
}

export async function currentMode(caller: Caller, scope: Scope): Promise<TResponsibilityMode> {
  const stored = await new ResponsibilityRepository(caller.tenant).mode(caller.user.id, scope);
  const offered = offeredModes(caller);
  return offered.find((mode) => mode === stored) ?? defaultMode(caller);
}

export async function currentModeName(caller: Caller, scope: Scope, language: Language): Promise<string> {
  return messageText(`responsibility.mode.${await currentMode(caller, scope)}`, language);
}

/** Mode -2 needs a stored selection: chosen without one, it is refused like an empty selection. */
export async function setMode(caller: Caller, scope: Scope, mode: TResponsibilityMode) {
  if (!offeredModes(caller).includes(mode)) {
    throw AppError.validation([{ path: 'body.mode', code: 'invalid_value', message: String(mode) }]);
  }
  const repository = new ResponsibilityRepository(caller.tenant);
  if (
    mode === responsibilityModes.custom &&
    !(await repository.checkedView(caller.user.id, scope))?.unitIds.length
  )
    throw noUnitChecked();
  await repository.save(caller.user.id, scope, mode);
  return { mode };
}

export async function checkedView(caller: Caller, scope: Scope): Promise<TCheckedView> {
  const stored = await new ResponsibilityRepository(caller.tenant).checkedView(caller.user.id, scope);
  return stored ?? { unitIds: [], resourceIds: [] };
}

function noUnitChecked(): AppError {
  return new AppError('VALIDATION', {
    messageKey: 'user-save-err2',
    details: {
      issues: [
        { path: 'body.unitIds', code: 'too_small', messageKey: 'user-save-err2', message: 'user-save-err2' },
      ],
    },
  });
}

/** Stores the selection and switches to mode -2; unknown units are left out, none left is `user-save-err2`. */
export async function saveCheckedView(
  caller: Caller,
  scope: Scope,
  input: { unitIds: string[]; resourceIds: string[] },
): Promise<TCheckedView> {
  const known = new Set((await new UnitRepository(caller.tenant).list()).map((unit) => unit.id));
  const unitIds = [...new Set(input.unitIds)].filter((id) => known.has(id));
  if (!unitIds.length) throw noUnitChecked();
  const view = { unitIds, resourceIds: [...new Set(input.resourceIds)] };
  await new ResponsibilityRepository(caller.tenant).save(
    caller.user.id,
    scope,
    responsibilityModes.custom,
    view,
  );
  return view;
}

/** Adds one unit to the selection (mode -2); answers true as the spec's call does. */
export async function checkUnit(caller: Caller, scope: Scope, unitId: string): Promise<boolean> {
  await requireUnit(caller, unitId);
  const current = await checkedView(caller, scope);
  const unitIds = current.unitIds.includes(unitId) ? current.unitIds : [...current.unitIds, unitId];
  await saveCheckedView(caller, scope, { unitIds, resourceIds: current.resourceIds });
  return true;
}

/**
 * What the calendar shows for a mode (the current one unless given): for 0 the person's own units (primary and
 * extra), for -1 the units they are responsible for, both with every unit below them and the resources of those
 * units in unit order; for -2 the stored view as it is (no sub-units added: the picker checked them itself).
 */
export async function selectionOf(
  caller: Caller,
  scope: Scope,
  requested?: TResponsibilityMode,
): Promise<TResponsibilitySelection> {
  if (requested !== undefined && !offeredModes(caller).includes(requested)) {
    throw AppError.validation([{ path: 'query.mode', code: 'invalid_value', message: String(requested) }]);
  }
  const mode = requested ?? (await currentMode(caller, scope));
  const unitRepository = new UnitRepository(caller.tenant);
  const units = await unitRepository.list();
  const known = new Set(units.map((unit) => unit.id));
  if (mode === responsibilityModes.custom) {
    const view = await checkedView(caller, scope);
    return { mode, unitIds: view.unitIds.filter((id) => known.has(id)), resourceIds: view.resourceIds };
  }
  const user = await new UserRepository(caller.tenant).get(caller.user.id);
  if (!user) throw new AppError('NOT_FOUND');
  const roots =
    mode === responsibilityModes.ownUnits
      ? [user.unitId ?? null, ...(user.extraUnitIds ?? [])].filter((id): id is string => id !== null)
      : await responsibleUnitIdsOf(caller, user);
  const unitIds = [
    ...new Set(
      roots
        .filter((id) => known.has(id))
        .flatMap((id) => [id, ...subUnitsOf(units, id, true).map((unit) => unit.id)]),
    ),
  ];
  const lists = await unitRepository.getResourcesOf(unitIds);
  const byUnit = new Map(lists.map((list) => [list.unitId, list.resourceIds]));
  const resourceIds = [...new Set(unitIds.flatMap((id) => byUnit.get(id) ?? []))];
  return { mode, unitIds, resourceIds };
}
