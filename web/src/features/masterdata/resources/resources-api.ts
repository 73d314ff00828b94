import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type {
  TRemoval,
  TResource,
  TResourceCreate,
  TResourceSettingsSave,
  TResourceUpdate,
} from '@app/shared/resources/resource';
import { resourceContracts } from '@app/shared/resources/resources.contracts';
import { callApi } from '#lib/api';

export const resourcesQueryKey = ['resources'] as const;

/** Every resource, enabled or not, in display order: the grid filters them itself. */
export const resourcesQuery = queryOptions({
  queryKey: resourcesQueryKey,
  queryFn: ({ signal }) => callApi(resourceContracts.list, { body: {} }, { signal }),
});

export const resourceSettingsQuery = queryOptions({
  queryKey: [...resourcesQueryKey, 'settings'],
  queryFn: ({ signal }) => callApi(resourceContracts.settings, {}, { signal }),
});

export async function refreshResources(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: resourcesQueryKey });
}

export function createResource(input: TResourceCreate): Promise<TResource> {
  return callApi(resourceContracts.create, { body: input });
}

export function updateResource(id: string, input: TResourceUpdate): Promise<TResource> {
  return callApi(resourceContracts.update, { params: { resourceId: id }, body: input });
}

export function setResourceEnabled(resource: Pick<TResource, 'id' | 'version'>, enabled: boolean) {
  return callApi(resourceContracts.setEnabled, {
    params: { resourceId: resource.id },
    body: { enabled, version: resource.version },
  });
}

/** Deletes, or deactivates when the resource is in use (the answer says which). */
export function deleteResource(resource: Pick<TResource, 'id' | 'version'>): Promise<TRemoval> {
  return callApi(resourceContracts.delete, {
    params: { resourceId: resource.id },
    query: { version: resource.version },
  });
}

export function saveResourceSettings(input: TResourceSettingsSave) {
  return callApi(resourceContracts.saveSettings, { body: input });
}
