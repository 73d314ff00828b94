import * as z from 'zod';
import type { TenantContext } from '../tenancy/tenant-context';
import { TenantTable } from '../data/tenant-table';
import { defineEntity } from '../data/entity';
import { userSettingEntity } from '../units/responsibility.repository';

type Json = z.core.util.JSONType;

/** `T#c#SETTINGS` / `<key>`: one tenant-wide setting (docs/data-model.md section 6). */
const tenantSettingEntity = defineEntity({
  type: 'SETTING',
  schema: z.object({ key: z.string(), kind: z.string(), value: z.json() }),
  versioned: false,
}).key({
  partition: { sources: [], key: () => ['SETTINGS'] },
  sort: { sources: ['key'], key: ({ key }) => key },
});

/**
 * Tenant settings and a person's own settings. A person's settings are the `USERSETTING` children of their
 * collection (`T#c#USER#<u>` / `SETTING#<key>`), the entity the units area already writes for the picker.
 */
export class SettingsRepository {
  private readonly tenantSettings;
  private readonly userSettings;

  constructor(tenant: TenantContext) {
    const table = new TenantTable(tenant);
    this.tenantSettings = tenantSettingEntity.in(table);
    this.userSettings = userSettingEntity.in(table);
  }

  /** Every stored tenant setting: one Query. */
  async allGlobal(): Promise<Map<string, Json>> {
    const items = await this.tenantSettings.queryAll({ partition: {} });
    return new Map(items.map((item) => [item.key, item.value]));
  }

  async global(key: string): Promise<{ value: Json } | undefined> {
    return this.tenantSettings.get({ key });
  }

  globalWrite(key: string, kind: string, value: Json) {
    return this.tenantSettings.putWrite({ key, kind, value });
  }

  /** Every stored setting of a person: one Query over their collection. */
  async allOfUser(userId: string): Promise<Map<string, Json>> {
    const items = await this.userSettings.queryAll({
      partition: { userId },
      sort: { beginsWith: 'SETTING#' },
    });
    return new Map(items.map((item) => [item.key, item.value]));
  }

  async ofUser(userId: string, key: string): Promise<{ value: Json } | undefined> {
    return this.userSettings.get({ userId, key });
  }

  /** One setting of several people: one BatchGet (people without it stored are missing from the map). */
  async ofUsers(userIds: readonly string[], key: string): Promise<Map<string, Json>> {
    const items = await this.userSettings.getMany(userIds.map((userId) => ({ userId, key })));
    return new Map(items.map((item) => [item.userId, item.value]));
  }

  async saveOfUser(userId: string, key: string, value: Json): Promise<void> {
    await this.userSettings.put({ userId, key, value });
  }
}
