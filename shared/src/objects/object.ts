import * as z from 'zod';
import { ZJsonValue } from '../api/json-value';
import { ZCursor, ZPageLimit } from '../api/pagination';

export const ZObjectContainerId = z.uuid();
export const ZObjectItemId = z.uuid();

/** Bounds of object names and containers (spec: not shown; the same length as resource captions). */
export const objectBounds = { nameMax: 50, searchMax: 50 } as const;

/** The owner of a container's custom fields in the user-fields store (docs/data-model.md section 7). */
export const containerFieldOwner = (containerId: string) => `OBJECTSCONTAINER:${containerId}`;

/** A container of selectable objects: vehicles, rooms, machines. Its custom fields are user fields it owns. */
export const ZObjectContainer = z.object({
  id: ZObjectContainerId,
  name: z.string(),
  version: z.number().int(),
});
export type TObjectContainer = z.infer<typeof ZObjectContainer>;

const containerFields = { name: z.string().trim().min(1).max(objectBounds.nameMax) };
export const ZObjectContainerCreate = z.strictObject(containerFields);
export const ZObjectContainerUpdate = z.strictObject({
  ...containerFields,
  version: z.number().int().positive(),
});
export type TObjectContainerCreate = z.input<typeof ZObjectContainerCreate>;
export type TObjectContainerUpdate = z.input<typeof ZObjectContainerUpdate>;

/** A field value as JSON (its shape is checked against the container's field definitions on the server). */
export const ZObjectFieldValues = z.record(z.string(), ZJsonValue);

/** The spec's object: Id, Name, IsFavorite, ContainerId; plus the values of the container's custom fields. */
export const ZObjectItem = z.object({
  id: ZObjectItemId,
  containerId: ZObjectContainerId,
  name: z.string(),
  isFavorite: z.boolean(),
  fields: ZObjectFieldValues,
  version: z.number().int(),
});
export type TObjectItem = z.infer<typeof ZObjectItem>;

const objectFields = {
  name: z.string().trim().min(1).max(objectBounds.nameMax),
  fields: ZObjectFieldValues.default({}),
};
export const ZObjectItemCreate = z.strictObject({ containerId: ZObjectContainerId, ...objectFields });
export const ZObjectItemUpdate = z.strictObject({ ...objectFields, version: z.number().int().positive() });
export type TObjectItemCreate = z.input<typeof ZObjectItemCreate>;
export type TObjectItemUpdate = z.input<typeof ZObjectItemUpdate>;

/**
 * The spec's `POST /api/objects/list {searchValue}`: objects whose name begins with the search value
 * (case-insensitive), in one container or in all; `favorites` needs a container (favourites are kept per
 * container).
 */
export const ZObjectListQuery = z.object({
  objectContainerId: ZObjectContainerId.optional(),
  searchValue: z.string().trim().max(objectBounds.searchMax).default(''),
  view: z.enum(['all', 'favorites']).default('all'),
  limit: ZPageLimit,
  cursor: ZCursor.optional(),
});
export type TObjectListQuery = z.input<typeof ZObjectListQuery>;
export const ZObjectPage = z.object({ items: z.array(ZObjectItem), nextCursor: z.string().optional() });
export type TObjectPage = z.infer<typeof ZObjectPage>;

/** The spec's `byname/{name}`: the first object of that name (in one container when given). */
export const ZObjectByNameQuery = z.object({
  name: z.string().trim().min(1).max(objectBounds.nameMax),
  objectContainerId: ZObjectContainerId.optional(),
});
