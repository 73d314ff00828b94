import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFavoriteCategory } from '@app/shared/favorites/favorite';
import { favoriteContracts } from '@app/shared/favorites/favorites.contracts';
import { callApi } from '#lib/api';

const favoritesKey = (category: TFavoriteCategory) => ['favorites', category] as const;

/**
 * The caller's favourites of a category, and a toggle that shows the star at once and takes it back when the
 * server refuses (the spec's favourite star toggles between favourite and not).
 */
export function useFavorites(category: TFavoriteCategory) {
  const queryClient = useQueryClient();
  const key = favoritesKey(category);
  const ids = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => callApi(favoriteContracts.list, { params: { category } }, { signal }),
  });
  const toggle = useMutation({
    mutationFn: ({ id, favorite }: { id: string; favorite: boolean }) =>
      callApi(favorite ? favoriteContracts.add : favoriteContracts.remove, { params: { category, id } }),
    onMutate: async ({ id, favorite }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<string[]>(key) ?? [];
      queryClient.setQueryData<string[]>(
        key,
        favorite ? [...before, id] : before.filter((one) => one !== id),
      );
      return { before };
    },
    onError: (_error, _input, context) => {
      if (context) queryClient.setQueryData(key, context.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
  return { ids: new Set(ids.data ?? []), toggle };
}
