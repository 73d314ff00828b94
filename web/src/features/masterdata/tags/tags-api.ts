import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { TTag, TTagCategory, TTagCreate, TTagUpdate } from '@app/shared/tags/tag';
import { tagContracts } from '@app/shared/tags/tags.contracts';
import { callApi } from '#lib/api';

export function tagsQuery(category: TTagCategory) {
  return queryOptions({
    queryKey: ['tags', category],
    queryFn: ({ signal }) => callApi(tagContracts.list, { query: { category } }, { signal }),
  });
}

export async function refreshTags(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: ['tags'] });
}

export function createTag(input: TTagCreate): Promise<TTag> {
  return callApi(tagContracts.create, { body: input });
}

export function updateTag(id: string, input: TTagUpdate): Promise<TTag> {
  return callApi(tagContracts.update, { params: { tagId: id }, body: input });
}

export function deleteTag(tag: Pick<TTag, 'id' | 'version'>): Promise<void> {
  return callApi(tagContracts.delete, { params: { tagId: tag.id }, query: { version: tag.version } });
}
