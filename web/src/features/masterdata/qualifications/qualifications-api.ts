import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type {
  TQualification,
  TQualificationCreate,
  TQualificationUpdate,
} from '@app/shared/qualifications/qualification';
import { qualificationContracts } from '@app/shared/qualifications/qualifications.contracts';
import { callApi } from '#lib/api';

export const qualificationsQuery = queryOptions({
  queryKey: ['qualifications'],
  queryFn: ({ signal }) => callApi(qualificationContracts.list, { query: { enabled: 'all' } }, { signal }),
});

export async function refreshQualifications(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: ['qualifications'] });
}

export function createQualification(input: TQualificationCreate): Promise<TQualification> {
  return callApi(qualificationContracts.create, { body: input });
}

export function updateQualification(id: string, input: TQualificationUpdate): Promise<TQualification> {
  return callApi(qualificationContracts.update, { params: { qualificationId: id }, body: input });
}

export function deleteQualification(qualification: Pick<TQualification, 'id' | 'version'>): Promise<void> {
  return callApi(qualificationContracts.delete, {
    params: { qualificationId: qualification.id },
    query: { version: qualification.version },
  });
}
