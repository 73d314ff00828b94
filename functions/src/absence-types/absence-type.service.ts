/**
 * Absence types (the spec's events): kept by people with masterdata.edit, read by everyone signed in. A type is
 * deleted only while no absence uses it (else deactivated); each change is audited in its own transaction.
 */
import { randomUUID } from 'node:crypto';
import { AppError } from '@app/shared/api/errors';
import { assertCurrentVersion } from '@app/shared/api/versions';
import type { Language } from '@app/shared/i18n/languages';
import {
  ruleCalcModes,
  type TAbsenceType,
  type TAbsenceTypeInput,
} from '@app/shared/absence-types/absence-type';
import type { Caller } from '../security/caller';
import { commitAudited } from '../audit/audit.service';
import { now as clockNow } from '../clock';
import { AbsenceTypeRepository, type AbsenceType, type NewAbsenceType } from './absence-type.repository';

export function toAbsenceType(stored: AbsenceType): TAbsenceType {
  return {
    id: stored.id,
    caption: stored.caption,
    shortName: stored.shortName,
    itemClass: stored.itemClass as TAbsenceType['itemClass'],
    category: stored.category,
    comment: stored.comment,
    backColor: stored.backColor,
    account: stored.account,
    accountNumber: stored.accountNumber,
    ruleCalcActualHours: stored.ruleCalcActualHours as TAbsenceType['ruleCalcActualHours'],
    ruleCalcValue: stored.ruleCalcValue,
    enabled: stored.enabled,
    version: stored.version,
  };
}

const targetOf = (absenceType: Pick<AbsenceType, 'id' | 'caption'>) => ({
  type: 'absenceType',
  id: absenceType.id,
  name: absenceType.caption.de,
});
function snapshot(absenceType: NewAbsenceType) {
  const { id: _id, createdAt: _createdAt, ...fields } = absenceType;
  return fields;
}

/** Sorted as the pickers show them: by event class, then caption. */
function byClassAndCaption(language: Language) {
  return (a: AbsenceType, b: AbsenceType) =>
    a.itemClass - b.itemClass || a.caption[language].localeCompare(b.caption[language], language);
}

async function requireAbsenceType(caller: Caller, id: string): Promise<AbsenceType> {
  const found = await new AbsenceTypeRepository(caller.tenant).get(id);
  if (!found) throw new AppError('NOT_FOUND');
  return found;
}

/** The value of mode 99 only: other modes keep none, so a later switch to 99 asks for it again. */
function normalised(input: TAbsenceTypeInput) {
  return {
    ...input,
    ruleCalcValue: input.ruleCalcActualHours === ruleCalcModes.fixedValue ? input.ruleCalcValue : null,
  };
}

export async function listAbsenceTypes(
  caller: Caller,
  enabled: 'true' | 'false' | 'all',
  language: Language,
): Promise<TAbsenceType[]> {
  const all = await new AbsenceTypeRepository(caller.tenant).list();
  return all
    .filter((item) => enabled === 'all' || item.enabled === (enabled === 'true'))
    .sort(byClassAndCaption(language))
    .map(toAbsenceType);
}

export async function getAbsenceType(caller: Caller, id: string): Promise<TAbsenceType> {
  return toAbsenceType(await requireAbsenceType(caller, id));
}

export async function absenceTypeName(caller: Caller, id: string, language: Language) {
  const found = await requireAbsenceType(caller, id);
  return { id: found.id, name: found.caption[language] };
}

export async function createAbsenceType(
  caller: Caller,
  input: TAbsenceTypeInput,
  now = clockNow(),
): Promise<TAbsenceType> {
  const item: NewAbsenceType = { id: randomUUID(), ...normalised(input), createdAt: now.toISOString() };
  const repository = new AbsenceTypeRepository(caller.tenant);
  await commitAudited(
    caller,
    { action: 'absenceType.create', target: targetOf(item), after: snapshot(item), at: now },
    [repository.createWrite(item)],
  );
  return toAbsenceType({ ...item, version: 1 });
}

export async function updateAbsenceType(
  caller: Caller,
  id: string,
  input: TAbsenceTypeInput & { version: number },
  now = clockNow(),
): Promise<TAbsenceType> {
  const current = await new AbsenceTypeRepository(caller.tenant).get(id);
  assertCurrentVersion(current, input.version);
  const { version, ...fields } = input;
  const { version: _stored, ...kept } = current;
  const next: NewAbsenceType = { ...kept, ...normalised(fields) };
  await commitAudited(
    caller,
    {
      action: 'absenceType.update',
      target: targetOf(current),
      before: snapshot(kept),
      after: snapshot(next),
      at: now,
    },
    [new AbsenceTypeRepository(caller.tenant).updateWrite(next, version)],
  );
  return toAbsenceType({ ...next, version: version + 1 });
}

/** 409 ABSENCE_TYPE_IN_USE while absences use the type: deactivate it instead, so that they keep their type. */
export async function deleteAbsenceType(
  caller: Caller,
  id: string,
  version: number,
  now = clockNow(),
): Promise<void> {
  const repository = new AbsenceTypeRepository(caller.tenant);
  const current = await repository.get(id);
  assertCurrentVersion(current, version);
  const useCount = await repository.useCount(id);
  if (useCount > 0) throw new AppError('ABSENCE_TYPE_IN_USE', { details: { useCount } });
  const { version: _stored, ...kept } = current;
  await commitAudited(
    caller,
    { action: 'absenceType.delete', target: targetOf(current), before: snapshot(kept), at: now },
    repository.deleteWrites(id, version),
  );
}
