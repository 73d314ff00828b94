/**
 * Selectable objects of a container: listed and searched by the beginning of their name (in one container or
 * in all), found by id, by name and within a container, each with whether it is one of the caller's favourites
 * (favourites are kept per container). Names are unique per container; field values are checked against the
 * container's custom fields with the same schema the edit dialog uses.
 */
import { randomUUID } from 'node:crypto';
import type * as z from 'zod';
import { AppError } from '@app/shared/api/errors';
import { assertCurrentVersion } from '@app/shared/api/versions';
import type { TObjectItem, TObjectPage } from '@app/shared/objects/object';
import { userFieldValuesSchema } from '@app/shared/user-fields/user-field';
import type { Caller } from '../security/caller';
import { commitAudited } from '../audit/audit.service';
import { now as clockNow } from '../clock';
import { containerCategory, favoriteIds, isFavorite } from '../favorites/favorite.service';
import { ObjectRepository, type ObjectItem } from './object.repository';
import { containerFieldDefinitions, requireContainer } from './object-container.service';

type FieldValues = Record<string, z.core.util.JSONType>;

const toObject = (object: ObjectItem, favorite: boolean): TObjectItem => ({
  id: object.id,
  containerId: object.containerId,
  name: object.name,
  isFavorite: favorite,
  fields: object.fields,
  version: object.version,
});
const target = ({ id, name }: Pick<ObjectItem, 'id' | 'name'>) => ({ type: 'object', id, name });
const snapshot = ({ containerId, name, fields }: Pick<ObjectItem, 'containerId' | 'name' | 'fields'>) => ({
  containerId,
  name,
  fields,
});

async function withFavorite(caller: Caller, object: ObjectItem): Promise<TObjectItem> {
  return toObject(object, await isFavorite(caller, containerCategory(object.containerId), object.id));
}

/** The caller's favourites of each container the objects are in (1 Q per container, usually one). */
async function withFavorites(caller: Caller, objects: ObjectItem[]): Promise<TObjectItem[]> {
  const containers = [...new Set(objects.map((object) => object.containerId))];
  const favorites = new Set(
    (
      await Promise.all(containers.map((containerId) => favoriteIds(caller, containerCategory(containerId))))
    ).flat(),
  );
  return objects.map((object) => toObject(object, favorites.has(object.id)));
}

async function requireObject(caller: Caller, id: string): Promise<ObjectItem> {
  const object = await new ObjectRepository(caller.tenant).object(id);
  if (!object) throw new AppError('NOT_FOUND');
  return object;
}

export async function getObject(caller: Caller, id: string): Promise<TObjectItem> {
  return withFavorite(caller, await requireObject(caller, id));
}

/** An object of exactly that container: one of another container is as unknown as a missing one. */
export async function getObjectInContainer(
  caller: Caller,
  containerId: string,
  id: string,
): Promise<TObjectItem> {
  const object = await requireObject(caller, id);
  if (object.containerId !== containerId) throw new AppError('NOT_FOUND');
  return withFavorite(caller, object);
}

export async function getObjectByName(
  caller: Caller,
  query: { name: string; objectContainerId?: string | undefined },
): Promise<TObjectItem> {
  if (query.objectContainerId) await requireContainer(caller, query.objectContainerId);
  const [first] = await new ObjectRepository(caller.tenant).objectsNamed(query.objectContainerId, query.name);
  if (!first) throw new AppError('NOT_FOUND');
  return withFavorite(caller, first);
}

export async function listObjects(
  caller: Caller,
  query: {
    objectContainerId?: string | undefined;
    searchValue: string;
    view: 'all' | 'favorites';
    limit: number;
    cursor?: string | undefined;
  },
): Promise<TObjectPage> {
  const containerId = query.objectContainerId;
  if (containerId) await requireContainer(caller, containerId);
  const prefix = query.searchValue.toLowerCase();
  const repository = new ObjectRepository(caller.tenant);
  if (query.view === 'favorites') {
    if (!containerId) {
      throw AppError.validation([
        { path: 'query.objectContainerId', code: 'required', message: 'favourites are kept per container' },
      ]);
    }
    // At most 200 favourites per container: one page, by name.
    const ids = await favoriteIds(caller, containerCategory(containerId));
    const objects = (await repository.objectsById(ids))
      .filter((object) => object.containerId === containerId && object.name.toLowerCase().startsWith(prefix))
      .sort((a, b) => a.name.localeCompare(b.name, 'de'));
    return { items: objects.map((object) => toObject(object, true)) };
  }
  const page = await repository.objectPage(containerId, prefix, query.limit, query.cursor);
  return {
    items: await withFavorites(caller, page.items),
    ...(page.nextCursor ? { nextCursor: page.nextCursor } : {}),
  };
}

/** Field values checked against the container's fields (400 at `body.fields.<id>`); empty ones are dropped. */
async function checkedFields(caller: Caller, containerId: string, values: FieldValues): Promise<FieldValues> {
  const fields = await containerFieldDefinitions(caller, containerId);
  const parsed = userFieldValuesSchema(fields).safeParse(values);
  if (!parsed.success) {
    throw AppError.validation(
      parsed.error.issues.map((issue) => ({
        path: ['body', 'fields', ...issue.path.map(String)].join('.'),
        code: issue.code,
        message: issue.message,
      })),
    );
  }
  return Object.fromEntries(
    Object.entries(parsed.data as Record<string, z.core.util.JSONType | undefined>).filter(
      (entry): entry is [string, z.core.util.JSONType] =>
        entry[1] !== null && entry[1] !== undefined && entry[1] !== '',
    ),
  );
}

/**
 * Names are unique per container. The check reads the index (eventually consistent): two people creating the
 * same name in the same second may both succeed, which is harmless (spec: not shown).
 */
async function assertNameFree(caller: Caller, containerId: string, name: string, ownId?: string) {
  const named = await new ObjectRepository(caller.tenant).objectsNamed(containerId, name);
  if (named.some((object) => object.id !== ownId)) {
    throw new AppError('OBJECT_NAME_TAKEN');
  }
}

export async function createObject(
  caller: Caller,
  input: { containerId: string; name: string; fields: FieldValues },
  now = clockNow(),
): Promise<TObjectItem> {
  const fields = await checkedFields(caller, input.containerId, input.fields);
  await assertNameFree(caller, input.containerId, input.name);
  const object = {
    id: randomUUID(),
    containerId: input.containerId,
    name: input.name,
    fields,
    createdAt: now.toISOString(),
  };
  await commitAudited(
    caller,
    { action: 'object.create', target: target(object), after: snapshot(object), at: now },
    [new ObjectRepository(caller.tenant).objectCreateWrite(object)],
  );
  return toObject({ ...object, version: 1 }, false);
}

export async function updateObject(
  caller: Caller,
  id: string,
  input: { name: string; fields: FieldValues; version: number },
  now = clockNow(),
): Promise<TObjectItem> {
  const repository = new ObjectRepository(caller.tenant);
  const current = await repository.object(id);
  assertCurrentVersion(current, input.version);
  const fields = await checkedFields(caller, current.containerId, input.fields);
  await assertNameFree(caller, current.containerId, input.name, id);
  const { version, ...stored } = current;
  const next = { ...stored, name: input.name, fields };
  await commitAudited(
    caller,
    {
      action: 'object.update',
      target: target(next),
      before: snapshot(current),
      after: snapshot(next),
      at: now,
    },
    [repository.objectUpdateWrite(next, version)],
  );
  return withFavorite(caller, { ...next, version: version + 1 });
}

export async function deleteObject(caller: Caller, id: string, version: number, now = clockNow()) {
  const repository = new ObjectRepository(caller.tenant);
  const current = await repository.object(id);
  assertCurrentVersion(current, version);
  await commitAudited(
    caller,
    { action: 'object.delete', target: target(current), before: snapshot(current), at: now },
    [repository.objectDeleteWrite(id, version)],
  );
}
