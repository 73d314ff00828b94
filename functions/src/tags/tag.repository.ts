import * as z from 'zod';
import { tagCategories } from '@app/shared/tags/tag';
import type { TenantContext } from '../tenancy/tenant-context';
import { TenantTable } from '../data/tenant-table';
import { defineEntity } from '../data/entity';
import { readerOf } from '../data/item-readers';

const ZStoredTag = z.object({
  id: z.string(),
  name: z.string(),
  color: z.string(),
  category: z.enum(tagCategories),
  createdAt: z.iso.datetime(),
});
export type NewTag = z.infer<typeof ZStoredTag>;
export type Tag = NewTag & { version: number };

/** `TAG#<id>` / `TAG`; in the catalogue (gsi1 `CATALOG`) as `TAG#<category>#<name lower>#<id>`. */
const tagEntity = defineEntity({ type: 'TAG', schema: ZStoredTag, versioned: true })
  .key({
    partition: { sources: ['id'], key: ({ id }) => ['TAG', id] },
    sort: { sources: [], key: () => 'TAG' },
  })
  .index('gsi1', {
    partition: { sources: [], key: () => ['CATALOG'] },
    sort: {
      sources: ['category', 'name', 'id'],
      key: ({ category, name, id }) => `TAG#${category}#${name.toLowerCase()}#${id}`,
    },
  });

/** Tags in a Query of the catalogue that other items share. */
export const tagReader = readerOf(tagEntity);

export class TagRepository {
  private readonly tags;

  constructor(tenant: TenantContext) {
    this.tags = tagEntity.in(new TenantTable(tenant));
  }

  get(id: string): Promise<Tag | undefined> {
    return this.tags.get({ id });
  }

  /** The tags of a category by name: 1 Q of the catalogue (`begins_with 'TAG#<category>#'`). */
  listOf(category: string): Promise<Tag[]> {
    return this.tags.queryAll({ index: 'gsi1', partition: {}, sort: { beginsWith: `TAG#${category}#` } });
  }

  createWrite(tag: NewTag) {
    return this.tags.createWrite(tag);
  }

  updateWrite(tag: NewTag, expectedVersion: number) {
    return this.tags.replaceWrite(tag, expectedVersion);
  }

  deleteWrite(id: string, expectedVersion: number) {
    return this.tags.deleteWrite({ id }, { expectedVersion });
  }
}
