import * as z from 'zod';
import type { TenantContext } from '../tenancy/tenant-context';
import { TenantTable } from '../data/tenant-table';
import { defineEntity } from '../data/entity';

/**
 * `USER#<u>` / `FAV#<category>#<id>`: one favourite of a person (docs/data-model.md section 7), a child of the
 * person's collection like the person's settings. `category` is a favourite category (`SHIFTTPL`, ...) or
 * `objectcontainer:<containerId>`.
 */
const favoriteEntity = defineEntity({
  type: 'FAVORITE',
  schema: z.object({
    userId: z.string(),
    category: z.string(),
    objectId: z.string(),
    createdAt: z.iso.datetime(),
  }),
  versioned: false,
}).key({
  partition: { sources: ['userId'], key: ({ userId }) => ['USER', userId] },
  sort: {
    sources: ['category', 'objectId'],
    key: ({ category, objectId }) => `FAV#${category}#${objectId}`,
  },
});

export class FavoriteRepository {
  private readonly favorites;

  constructor(tenant: TenantContext) {
    this.favorites = favoriteEntity.in(new TenantTable(tenant));
  }

  /** The object ids of a person's favourites of one category: 1 Q `begins_with 'FAV#<category>#'`. */
  async idsOf(userId: string, category: string): Promise<string[]> {
    const items = await this.favorites.queryAll({
      partition: { userId },
      sort: { beginsWith: `FAV#${category}#` },
      attributes: ['objectId'],
    });
    return items.map((item) => item.objectId);
  }

  async has(userId: string, category: string, objectId: string): Promise<boolean> {
    return (
      (await this.favorites.get({ userId, category, objectId }, { attributes: ['objectId'] })) !== undefined
    );
  }

  async add(userId: string, category: string, objectId: string, createdAt: string): Promise<void> {
    await this.favorites.put({ userId, category, objectId, createdAt });
  }

  async remove(userId: string, category: string, objectId: string): Promise<void> {
    await this.favorites.delete({ userId, category, objectId });
  }
}
