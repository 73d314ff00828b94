import * as z from 'zod';
import type { TenantContext } from '../tenancy/tenant-context';
import { TenantTable } from '../data/tenant-table';
import { defineEntity } from '../data/entity';

/**
 * `USER#<u>` / `SETTING#<key>`: a person's own settings (docs/data-model.md section 7). This area writes
 * `unitresponsiblemode.<scope>` and `checkedView.<scope>`; other settings of a person use the same entity.
 */
export const userSettingEntity = defineEntity({
  type: 'USERSETTING',
  schema: z.object({ userId: z.string(), key: z.string(), value: z.json() }),
  versioned: false,
}).key({
  partition: { sources: ['userId'], key: ({ userId }) => ['USER', userId] },
  sort: { sources: ['key'], key: ({ key }) => `SETTING#${key}` },
});

const ZStoredCheckedView = z.object({ unitIds: z.array(z.string()), resourceIds: z.array(z.string()) });
export type StoredCheckedView = z.infer<typeof ZStoredCheckedView>;

export class ResponsibilityRepository {
  private readonly settings;

  constructor(tenant: TenantContext) {
    this.settings = userSettingEntity.in(new TenantTable(tenant));
  }

  /** The stored mode, or undefined when the person never chose one (or it is not a number). */
  async mode(userId: string, scope: string): Promise<number | undefined> {
    const item = await this.settings.get({ userId, key: `unitresponsiblemode.${scope}` });
    return typeof item?.value === 'number' ? item.value : undefined;
  }

  async checkedView(userId: string, scope: string): Promise<StoredCheckedView | undefined> {
    const item = await this.settings.get({ userId, key: `checkedView.${scope}` });
    const parsed = ZStoredCheckedView.safeParse(item?.value);
    return parsed.success ? parsed.data : undefined;
  }

  /** Mode and (for mode -2) the checked view, written together: the view is stored only with mode -2. */
  async save(userId: string, scope: string, mode: number, view?: StoredCheckedView): Promise<void> {
    await this.settings.put({ userId, key: `unitresponsiblemode.${scope}`, value: mode });
    if (view) await this.settings.put({ userId, key: `checkedView.${scope}`, value: view });
  }
}
