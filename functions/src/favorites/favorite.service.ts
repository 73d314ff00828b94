/**
 * A person's favourites, per category and per object container. They are the person's own preference: no
 * permission beyond a sign-in, no audit entry. Adding twice or removing what is none changes nothing.
 */
import { AppError } from '@app/shared/api/errors';
import { maxFavoritesPerCategory } from '@app/shared/favorites/favorite';
import type { Caller } from '../security/caller';
import { now } from '../clock';
import { FavoriteRepository } from './favorite.repository';

/** The stored category of a container's objects. */
export const containerCategory = (containerId: string) => `objectcontainer:${containerId}`;

export function favoriteIds(caller: Caller, category: string): Promise<string[]> {
  return new FavoriteRepository(caller.tenant).idsOf(caller.user.id, category);
}

export function isFavorite(caller: Caller, category: string, id: string): Promise<boolean> {
  return new FavoriteRepository(caller.tenant).has(caller.user.id, category, id);
}

export async function addFavorite(caller: Caller, category: string, id: string): Promise<void> {
  const repository = new FavoriteRepository(caller.tenant);
  if (await repository.has(caller.user.id, category, id)) return;
  const count = (await repository.idsOf(caller.user.id, category)).length;
  if (count >= maxFavoritesPerCategory) {
    throw AppError.validation([
      { path: 'params.id', code: 'too_many_favorites', message: String(maxFavoritesPerCategory) },
    ]);
  }
  await repository.add(caller.user.id, category, id, now().toISOString());
}

export async function removeFavorite(caller: Caller, category: string, id: string): Promise<void> {
  await new FavoriteRepository(caller.tenant).remove(caller.user.id, category, id);
}
