/**
 * Cycle insertions (docs/data-model.md section 10): `T#c#CYCLEINS#<id>` / `CYCLEINS`, listed per unit on gsi1
 * `T#c#UNIT#<U>#CYCLEINS` / `<createdAt>#<id>` (newest first). The id is the `serialId` of every entry the
 * insertion wrote (gsi3 `SERIAL#<id>`), so deleting it is 1 G + 1 Q gsi3 + BatchWrite.
 */
import * as z from 'zod';
import type { TenantContext } from '../tenancy/tenant-context';
import { TenantTable } from '../data/tenant-table';
import { defineEntity } from '../data/entity';

const ZStoredInsertion = z.object({
  id: z.string(),
  unitId: z.string(),
  cycleId: z.string(),
  cycleName: z.string(),
  userIds: z.array(z.string()),
  start: z.string(),
  end: z.string(),
  slotCount: z.number().int(),
  written: z.number().int(),
  deletedFrom: z.string().nullable(),
  createdAt: z.iso.datetime(),
  createdBy: z.string(),
});
export type NewCycleInsertion = z.infer<typeof ZStoredInsertion>;
export type CycleInsertion = NewCycleInsertion & { version: number };

const insertionEntity = defineEntity({ type: 'CYCLEINS', schema: ZStoredInsertion, versioned: true })
  .key({
    partition: { sources: ['id'], key: ({ id }) => ['CYCLEINS', id] },
    sort: { sources: [], key: () => 'CYCLEINS' },
  })
  .index('gsi1', {
    partition: { sources: ['unitId'], key: ({ unitId }) => ['UNIT', unitId, 'CYCLEINS'] },
    sort: { sources: ['createdAt', 'id'], key: ({ createdAt, id }) => `${createdAt}#${id}` },
  });

/** The insertions a unit lists (newest first): enough to undo recent work, not an archive. */
const listed = 50;

export class CycleInsertionRepository {
  private readonly insertions;

  constructor(tenant: TenantContext) {
    this.insertions = insertionEntity.in(new TenantTable(tenant));
  }

  get(id: string): Promise<CycleInsertion | undefined> {
    return this.insertions.get({ id });
  }

  async ofUnit(unitId: string): Promise<CycleInsertion[]> {
    const page = await this.insertions.query({
      index: 'gsi1',
      partition: { unitId },
      newestFirst: true,
      limit: listed,
    });
    return page.items;
  }

  createWrite(insertion: NewCycleInsertion) {
    return this.insertions.createWrite(insertion);
  }

  replaceWrite(insertion: NewCycleInsertion, expectedVersion: number) {
    return this.insertions.replaceWrite(insertion, expectedVersion);
  }

  deleteWrite(id: string, expectedVersion: number) {
    return this.insertions.deleteWrite({ id }, { expectedVersion });
  }
}
