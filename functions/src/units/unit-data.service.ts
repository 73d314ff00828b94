/**
 * What is kept per unit: manning levels, settings by key, the timeline and the unit's resources. Every save
 * carries the version read (0 for the first save) and is audited as `unit.data` in the same transaction; only in
 * a unit the caller is responsible for (403 NOT_RESPONSIBLE otherwise, docs/permissions.md).
 */
import { AppError } from '@app/shared/api/errors';
import { assertCurrentVersion } from '@app/shared/api/versions';
import {
  maxTimelineChars,
  settingValueSchemas,
  type TManning,
  type TManningLevel,
  type TUnitSetting,
  type UnitSettingKind,
} from '@app/shared/units/unit';
import type { Caller } from '../security/caller';
import type { AuditRepository } from '../audit/audit.repository';
import { commitAudited } from '../audit/audit.service';
import { now as clockNow } from '../clock';
import { UnitRepository, type Unit } from './unit.repository';
import { requireEditedUnit, requireUnit, unitTarget } from './unit.service';

type Json = TUnitSetting['value'];

type Write = Parameters<AuditRepository['commit']>[1][number];

async function commitData(caller: Caller, unit: Unit, what: string, after: unknown, write: Write, now: Date) {
  await commitAudited(
    caller,
    { action: 'unit.data', target: unitTarget(unit), after: { [what]: after }, at: now },
    [write],
  );
}

export async function getManning(caller: Caller, unitId: string): Promise<TManning> {
  await requireUnit(caller, unitId);
  const stored = await new UnitRepository(caller.tenant).getManning(unitId);
  return { unitId, levels: stored?.levels ?? [], version: stored?.version ?? 0 };
}

export async function saveManning(
  caller: Caller,
  unitId: string,
  input: { levels: TManningLevel[]; version: number },
  now = clockNow(),
): Promise<TManning> {
  const unit = await requireEditedUnit(caller, unitId);
  const levels = [...input.levels].sort(
    (a, b) => a.weekday - b.weekday || (a.from ?? '').localeCompare(b.from ?? ''),
  );
  const write = new UnitRepository(caller.tenant).saveManningWrite({ unitId, levels }, input.version);
  await commitData(caller, unit, 'manning', levels, write, now);
  return { unitId, levels, version: input.version + 1 };
}

export async function getSetting(
  caller: Caller,
  unitId: string,
  kind: UnitSettingKind,
  key: string,
): Promise<TUnitSetting> {
  await requireUnit(caller, unitId);
  const stored = await new UnitRepository(caller.tenant).getSetting(unitId, key);
  // A setting kept under another kind is not this one's value; its version still guards the next save.
  const value = stored && stored.kind === kind ? stored.value : null;
  return { key, kind, value, version: stored?.version ?? 0 };
}

export async function saveSetting(
  caller: Caller,
  unitId: string,
  kind: UnitSettingKind,
  key: string,
  input: { value: Json; version: number },
  now = clockNow(),
): Promise<TUnitSetting> {
  const unit = await requireEditedUnit(caller, unitId);
  const parsed = settingValueSchemas[kind].safeParse(input.value);
  if (!parsed.success || JSON.stringify(input.value).length > 8000) {
    throw AppError.validation([
      { path: 'body.value', code: 'invalid_value', message: `not a ${kind} value` },
    ]);
  }
  const write = new UnitRepository(caller.tenant).saveSettingWrite(
    { unitId, key, kind, value: input.value },
    input.version,
  );
  await commitData(caller, unit, `setting.${key}`, input.value, write, now);
  return { key, kind, value: input.value, version: input.version + 1 };
}

/** Every setting of the unit, by key (a setting's kind is the one it was saved with). */
export async function listSettings(caller: Caller, unitId: string): Promise<TUnitSetting[]> {
  await requireUnit(caller, unitId);
  const stored = await new UnitRepository(caller.tenant).listSettings(unitId);
  return stored
    .map(({ key, kind, value, version }) => ({ key, kind, value, version }))
    .sort((a, b) => a.key.localeCompare(b.key));
}

/** Removes a setting at the version read; the kind must be the stored one (another kind's key is not found). */
export async function deleteSetting(
  caller: Caller,
  unitId: string,
  kind: UnitSettingKind,
  key: string,
  version: number,
  now = clockNow(),
): Promise<void> {
  const unit = await requireEditedUnit(caller, unitId);
  const repository = new UnitRepository(caller.tenant);
  const stored = await repository.getSetting(unitId, key);
  assertCurrentVersion(stored && stored.kind === kind ? stored : undefined, version);
  await commitData(
    caller,
    unit,
    `setting.${key}`,
    null,
    repository.deleteSettingWrite(unitId, key, version),
    now,
  );
}

export async function getTimeline(caller: Caller, unitId: string) {
  await requireUnit(caller, unitId);
  const stored = await new UnitRepository(caller.tenant).getTimeline(unitId);
  return { unitId, data: stored?.data ?? null, version: stored?.version ?? 0 };
}

export async function saveTimeline(
  caller: Caller,
  unitId: string,
  input: { data: Json; version: number },
  now = clockNow(),
) {
  const unit = await requireEditedUnit(caller, unitId);
  if (JSON.stringify(input.data).length > maxTimelineChars) {
    throw AppError.validation([{ path: 'body.data', code: 'too_big', message: `over ${maxTimelineChars}` }]);
  }
  const write = new UnitRepository(caller.tenant).saveTimelineWrite(
    { unitId, data: input.data },
    input.version,
  );
  // The audit keeps that the timeline changed, not its (possibly large) data.
  await commitData(caller, unit, 'timeline', true, write, now);
  return { unitId, data: input.data, version: input.version + 1 };
}

export async function getResources(caller: Caller, unitId: string) {
  await requireUnit(caller, unitId);
  const stored = await new UnitRepository(caller.tenant).getResources(unitId);
  return { unitId, resourceIds: stored?.resourceIds ?? [], version: stored?.version ?? 0 };
}

export async function saveResources(
  caller: Caller,
  unitId: string,
  input: { resourceIds: string[]; version: number },
  now = clockNow(),
) {
  const unit = await requireEditedUnit(caller, unitId);
  // The ids are stored as sent: nothing checks that each names a resource of the tenant.
  const write = new UnitRepository(caller.tenant).saveResourcesWrite(
    { unitId, resourceIds: input.resourceIds },
    input.version,
  );
  await commitData(caller, unit, 'resources', input.resourceIds, write, now);
  return { unitId, resourceIds: input.resourceIds, version: input.version + 1 };
}
