/** Tags per category: added, renamed, recoloured and deleted by people with masterdata.edit; each change audited. */
import { randomUUID } from 'node:crypto';
import { AppError } from '@app/shared/api/errors';
import { assertCurrentVersion } from '@app/shared/api/versions';
import type { TTag, TTagCategory } from '@app/shared/tags/tag';
import type { Caller } from '../security/caller';
import { commitAudited } from '../audit/audit.service';
import { now as clockNow } from '../clock';
import { TagRepository, type NewTag, type Tag } from './tag.repository';

const toTag = ({ id, name, color, category, version }: Tag): TTag => ({ id, name, color, category, version });
const targetOf = (tag: Pick<Tag, 'id' | 'name'>) => ({ type: 'tag', id: tag.id, name: tag.name });
const snapshot = (tag: NewTag) => ({ name: tag.name, color: tag.color, category: tag.category });

async function requireTag(caller: Caller, id: string): Promise<Tag> {
  const tag = await new TagRepository(caller.tenant).get(id);
  if (!tag) throw new AppError('NOT_FOUND');
  return tag;
}

export async function listTags(caller: Caller, category: TTagCategory): Promise<TTag[]> {
  return (await new TagRepository(caller.tenant).listOf(category)).map(toTag);
}

export async function getTag(caller: Caller, id: string): Promise<TTag> {
  return toTag(await requireTag(caller, id));
}

export async function createTag(
  caller: Caller,
  input: { name: string; color: string; category: TTagCategory },
  now = clockNow(),
): Promise<TTag> {
  const tag: NewTag = { id: randomUUID(), ...input, createdAt: now.toISOString() };
  await commitAudited(
    caller,
    { action: 'tag.create', target: targetOf(tag), after: snapshot(tag), at: now },
    [new TagRepository(caller.tenant).createWrite(tag)],
  );
  return toTag({ ...tag, version: 1 });
}

export async function updateTag(
  caller: Caller,
  id: string,
  input: { name: string; color: string; version: number },
  now = clockNow(),
): Promise<TTag> {
  const current = await new TagRepository(caller.tenant).get(id);
  assertCurrentVersion(current, input.version);
  const { version: _version, ...kept } = current;
  const next: NewTag = { ...kept, name: input.name, color: input.color };
  await commitAudited(
    caller,
    {
      action: 'tag.update',
      target: targetOf(current),
      before: snapshot(kept),
      after: snapshot(next),
      at: now,
    },
    [new TagRepository(caller.tenant).updateWrite(next, input.version)],
  );
  return toTag({ ...next, version: input.version + 1 });
}

/**
 * Deletes a tag. Appointments and fixed-bar entries keep a dangling TagId and show no tag (spec: not shown
 * whether a used tag may be deleted; the picker offers delete, so it may).
 */
export async function deleteTag(
  caller: Caller,
  id: string,
  version: number,
  now = clockNow(),
): Promise<void> {
  const current = await new TagRepository(caller.tenant).get(id);
  assertCurrentVersion(current, version);
  const { version: _version, ...kept } = current;
  await commitAudited(
    caller,
    { action: 'tag.delete', target: targetOf(current), before: snapshot(kept), at: now },
    [new TagRepository(caller.tenant).deleteWrite(id, version)],
  );
}
