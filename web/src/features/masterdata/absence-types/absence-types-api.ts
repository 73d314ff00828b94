import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type {
  TAbsenceType,
  TAbsenceTypeCreate,
  TAbsenceTypeUpdate,
} from '@app/shared/absence-types/absence-type';
import { absenceTypeContracts } from '@app/shared/absence-types/absence-types.contracts';
import { callApi } from '#lib/api';

export const absenceTypesQueryKey = ['absence-types'] as const;

/** Every absence type, enabled or not: the grid filters them itself. */
export const absenceTypesQuery = queryOptions({
  queryKey: absenceTypesQueryKey,
  queryFn: ({ signal }) => callApi(absenceTypeContracts.list, { query: { enabled: 'all' } }, { signal }),
});

export async function refreshAbsenceTypes(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: absenceTypesQueryKey });
}

export function createAbsenceType(input: TAbsenceTypeCreate): Promise<TAbsenceType> {
  return callApi(absenceTypeContracts.create, { body: input });
}

export function updateAbsenceType(id: string, input: TAbsenceTypeUpdate): Promise<TAbsenceType> {
  return callApi(absenceTypeContracts.update, { params: { absenceTypeId: id }, body: input });
}

export function deleteAbsenceType(absenceType: Pick<TAbsenceType, 'id' | 'version'>): Promise<void> {
  return callApi(absenceTypeContracts.delete, {
    params: { absenceTypeId: absenceType.id },
    query: { version: absenceType.version },
  });
}

/** Everything the dialog edits, from a stored type (for "deactivate instead"). */
export function inputOf(absenceType: TAbsenceType): TAbsenceTypeUpdate {
  const { id: _id, ...fields } = absenceType;
  return fields;
}
