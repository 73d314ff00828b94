import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { TUserField, TUserFieldCreate, TUserFieldUpdate } from '@app/shared/user-fields/user-field';
import { userFieldContracts } from '@app/shared/user-fields/user-fields.contracts';
import { callApi } from '#lib/api';

export const userFieldsQueryKey = ['user-fields'] as const;

/** `GET /api/user-fields`: the custom user fields in their order. */
export const userFieldsQuery = queryOptions({
  queryKey: userFieldsQueryKey,
  queryFn: ({ signal }) => callApi(userFieldContracts.list, {}, { signal }),
});

export const refreshUserFields = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: userFieldsQueryKey });

export function createUserField(input: TUserFieldCreate): Promise<TUserField> {
  return callApi(userFieldContracts.create, { body: input });
}

export function updateUserField(id: string, input: TUserFieldUpdate): Promise<TUserField> {
  return callApi(userFieldContracts.update, { params: { fieldId: id }, body: input });
}

export function deleteUserField(field: Pick<TUserField, 'id' | 'version'>): Promise<void> {
  return callApi(userFieldContracts.delete, {
    params: { fieldId: field.id },
    query: { version: String(field.version) },
  });
}
