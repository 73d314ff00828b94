/**
 * Qualifications, kept by people with masterdata.edit and read by everyone signed in; each change audited.
 * People (`qualificationIds` on the user) and shift templates and rules (required qualifications) refer to
 * them by id; a deleted one drops out of those lists when they are read.
 */
import { randomUUID } from 'node:crypto';
import { AppError } from '@app/shared/api/errors';
import { assertCurrentVersion } from '@app/shared/api/versions';
import type { TQualification } from '@app/shared/qualifications/qualification';
import type { Caller } from '../security/caller';
import { commitAudited } from '../audit/audit.service';
import { now as clockNow } from '../clock';
import {
  QualificationRepository,
  type NewQualification,
  type Qualification,
} from './qualification.repository';

export interface QualificationInput {
  name: string;
  shortName: string;
  comment: string;
  enabled: boolean;
}

const toQualification = (stored: Qualification): TQualification => ({
  id: stored.id,
  name: stored.name,
  shortName: stored.shortName,
  comment: stored.comment,
  enabled: stored.enabled,
  version: stored.version,
});
const targetOf = (stored: Pick<Qualification, 'id' | 'name'>) => ({
  type: 'qualification',
  id: stored.id,
  name: stored.name,
});
const snapshot = ({ name, shortName, comment, enabled }: NewQualification) => ({
  name,
  shortName,
  comment,
  enabled,
});

async function requireQualification(caller: Caller, id: string): Promise<Qualification> {
  const found = await new QualificationRepository(caller.tenant).get(id);
  if (!found) throw new AppError('NOT_FOUND');
  return found;
}

export async function listQualifications(
  caller: Caller,
  enabled: 'true' | 'false' | 'all',
): Promise<TQualification[]> {
  const all = await new QualificationRepository(caller.tenant).list();
  return all
    .filter((item) => enabled === 'all' || item.enabled === (enabled === 'true'))
    .map(toQualification);
}

export async function getQualification(caller: Caller, id: string): Promise<TQualification> {
  return toQualification(await requireQualification(caller, id));
}

export async function createQualification(
  caller: Caller,
  input: QualificationInput,
  now = clockNow(),
): Promise<TQualification> {
  const item: NewQualification = { id: randomUUID(), ...input, createdAt: now.toISOString() };
  await commitAudited(
    caller,
    { action: 'qualification.create', target: targetOf(item), after: snapshot(item), at: now },
    [new QualificationRepository(caller.tenant).createWrite(item)],
  );
  return toQualification({ ...item, version: 1 });
}

export async function updateQualification(
  caller: Caller,
  id: string,
  input: QualificationInput & { version: number },
  now = clockNow(),
): Promise<TQualification> {
  const current = await new QualificationRepository(caller.tenant).get(id);
  assertCurrentVersion(current, input.version);
  const { version, ...fields } = input;
  const { version: _stored, ...kept } = current;
  const next: NewQualification = { ...kept, ...fields };
  await commitAudited(
    caller,
    {
      action: 'qualification.update',
      target: targetOf(current),
      before: snapshot(kept),
      after: snapshot(next),
      at: now,
    },
    [new QualificationRepository(caller.tenant).updateWrite(next, version)],
  );
  return toQualification({ ...next, version: version + 1 });
}

export async function deleteQualification(
  caller: Caller,
  id: string,
  version: number,
  now = clockNow(),
): Promise<void> {
  const current = await new QualificationRepository(caller.tenant).get(id);
  assertCurrentVersion(current, version);
  const { version: _stored, ...kept } = current;
  await commitAudited(
    caller,
    { action: 'qualification.delete', target: targetOf(current), before: snapshot(kept), at: now },
    [new QualificationRepository(caller.tenant).deleteWrite(id, version)],
  );
}
