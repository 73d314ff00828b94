import * as z from 'zod';
import type { TenantContext } from '../tenancy/tenant-context';
import { TenantTable } from '../data/tenant-table';
import { defineEntity } from '../data/entity';

/**
 * `TENANT` / `SETUP`: what the setup guide keeps itself (docs/data-model.md): the company template applied, the
 * keys of the sample plan's shifts (a week of open shifts, some dozens) and whether the guide is hidden from the
 * home page. The steps' states are read from the data, never kept here.
 */
const ZStoredSetup = z.object({
  companyType: z.string().nullable(),
  sampleEntryIds: z.array(z.string()),
  hidden: z.boolean(),
  updatedAt: z.iso.datetime(),
});
export type StoredSetup = z.infer<typeof ZStoredSetup>;

const setupEntity = defineEntity({ type: 'SETUP', schema: ZStoredSetup, versioned: false }).key({
  partition: { sources: [], key: () => ['TENANT'] },
  sort: { sources: [], key: () => 'SETUP' },
});

export const noSetup: StoredSetup = {
  companyType: null,
  sampleEntryIds: [],
  hidden: false,
  updatedAt: new Date(0).toISOString(),
};

export class SetupRepository {
  private readonly setup;

  constructor(tenant: TenantContext) {
    this.setup = setupEntity.in(new TenantTable(tenant));
  }

  async get(): Promise<StoredSetup> {
    return (await this.setup.get({})) ?? noSetup;
  }

  async put(setup: StoredSetup): Promise<void> {
    await this.setup.put(setup);
  }
}
