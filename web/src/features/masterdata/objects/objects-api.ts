import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type * as z from 'zod';
import { favoriteContracts } from '@app/shared/favorites/favorites.contracts';
import type { TObjectContainer, TObjectItem } from '@app/shared/objects/object';
import { objectContracts } from '@app/shared/objects/objects.contracts';
import type { TUserField, TUserFieldCreate } from '@app/shared/user-fields/user-field';
import { callApi } from '#lib/api';

type FieldValues = Record<string, z.core.util.JSONType>;

export const containersQuery = queryOptions({
  queryKey: ['object-containers'],
  queryFn: ({ signal }) => callApi(objectContracts.containerList, {}, { signal }),
});

export const containerFieldsQuery = (containerId: string) =>
  queryOptions({
    queryKey: ['object-containers', containerId, 'fields'],
    queryFn: ({ signal }) =>
      callApi(objectContracts.containerFields, { params: { objectContainerId: containerId } }, { signal }),
  });

/** Every object of a container, by name: read page by page (100 a page), for the grid's own search and paging. */
export const containerObjectsQuery = (containerId: string) =>
  queryOptions({
    queryKey: ['objects', containerId],
    queryFn: async ({ signal }) => {
      const objects: TObjectItem[] = [];
      let cursor: string | undefined;
      do {
        const page = await callApi(
          objectContracts.objectList,
          { query: { objectContainerId: containerId, limit: 100, ...(cursor ? { cursor } : {}) } },
          { signal },
        );
        objects.push(...page.items);
        cursor = page.nextCursor;
      } while (cursor);
      return objects;
    },
  });

export const refreshContainers = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: ['object-containers'] });
export const refreshObjects = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: ['objects'] });

export function saveContainer(name: string, container?: TObjectContainer): Promise<TObjectContainer> {
  return container
    ? callApi(objectContracts.containerUpdate, {
        params: { objectContainerId: container.id },
        body: { name, version: container.version },
      })
    : callApi(objectContracts.containerCreate, { body: { name } });
}

export function deleteContainer(container: TObjectContainer): Promise<void> {
  return callApi(objectContracts.containerDelete, {
    params: { objectContainerId: container.id },
    query: { version: container.version },
  });
}

export function saveContainerField(
  containerId: string,
  values: TUserFieldCreate,
  field?: TUserField,
): Promise<TUserField> {
  return field
    ? callApi(objectContracts.containerFieldUpdate, {
        params: { objectContainerId: containerId, containerFieldId: field.id },
        body: { ...values, version: field.version },
      })
    : callApi(objectContracts.containerFieldCreate, {
        params: { objectContainerId: containerId },
        body: values,
      });
}

export function deleteContainerField(containerId: string, field: TUserField): Promise<void> {
  return callApi(objectContracts.containerFieldDelete, {
    params: { objectContainerId: containerId, containerFieldId: field.id },
    query: { version: field.version },
  });
}

export function saveObject(
  containerId: string,
  values: { name: string; fields: FieldValues },
  object?: TObjectItem,
): Promise<TObjectItem> {
  return object
    ? callApi(objectContracts.objectUpdate, {
        params: { objectItemId: object.id },
        body: { ...values, version: object.version },
      })
    : callApi(objectContracts.objectCreate, { body: { containerId, ...values } });
}

export function deleteObject(object: TObjectItem): Promise<void> {
  return callApi(objectContracts.objectDelete, {
    params: { objectItemId: object.id },
    query: { version: object.version },
  });
}

/** Stars or unstars an object: the caller's favourites are kept per container. */
export function setObjectFavorite(object: TObjectItem, favorite: boolean): Promise<void> {
  return callApi(favorite ? favoriteContracts.containerAdd : favoriteContracts.containerRemove, {
    params: { containerId: object.containerId, id: object.id },
  });
}
