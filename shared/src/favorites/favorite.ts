import * as z from 'zod';

/**
 * What a person can mark as favourite (spec: `/api/favorites/{category}/{id}`; the categories are not shown,
 * see docs/decisions.md): shift templates, resources, absence types, qualifications, tags, people and units.
 * Objects are favourites per object container (`/api/favorites/objectcontainer/{containerId}/{id}`).
 */
export const favoriteCategories = ['SHIFTTPL', 'RESOURCE', 'EVENT', 'QUAL', 'TAG', 'USER', 'UNIT'] as const;
export const ZFavoriteCategory = z.enum(favoriteCategories);
export type TFavoriteCategory = z.infer<typeof ZFavoriteCategory>;

/** At most this many favourites per category or container and person (spec: not shown). */
export const maxFavoritesPerCategory = 200;

export const ZFavoriteIds = z.array(z.uuid());
