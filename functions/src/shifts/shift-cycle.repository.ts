import * as z from 'zod';
import type { TenantContext } from '../tenancy/tenant-context';
import { TenantTable } from '../data/tenant-table';
import { defineEntity } from '../data/entity';

const ZStoredCycle = z.object({
  id: z.string(),
  name: z.string(),
  period: z.enum(['days', 'weeks']),
  length: z.number().int(),
  /** At most 366 (docs/data-model.md section 6). */
  slots: z.array(z.object({ day: z.number().int(), shiftTemplateId: z.string().nullable() })),
  createdAt: z.iso.datetime(),
});
export type NewShiftCycle = z.infer<typeof ZStoredCycle>;
export type ShiftCycle = NewShiftCycle & { version: number };

/** `CYCLE#<id>` / `CYCLE`; in the catalogue (gsi1 `CATALOG`) by name. */
const cycleEntity = defineEntity({ type: 'CYCLE', schema: ZStoredCycle, versioned: true })
  .key({
    partition: { sources: ['id'], key: ({ id }) => ['CYCLE', id] },
    sort: { sources: [], key: () => 'CYCLE' },
  })
  .index('gsi1', {
    partition: { sources: [], key: () => ['CATALOG'] },
    sort: { sources: ['name', 'id'], key: ({ name, id }) => `CYCLE#${name.toLowerCase()}#${id}` },
  });

export class ShiftCycleRepository {
  private readonly cycles;

  constructor(tenant: TenantContext) {
    this.cycles = cycleEntity.in(new TenantTable(tenant));
  }

  get(cycleId: string): Promise<ShiftCycle | undefined> {
    return this.cycles.get({ id: cycleId });
  }

  list(): Promise<ShiftCycle[]> {
    return this.cycles.queryAll({ index: 'gsi1', partition: {}, sort: { beginsWith: 'CYCLE#' } });
  }

  createWrite(cycle: NewShiftCycle) {
    return this.cycles.createWrite(cycle);
  }

  updateWrite(cycle: NewShiftCycle, expectedVersion: number) {
    return this.cycles.replaceWrite(cycle, expectedVersion);
  }

  deleteWrite(cycleId: string, expectedVersion: number) {
    return this.cycles.deleteWrite({ id: cycleId }, { expectedVersion });
  }
}
