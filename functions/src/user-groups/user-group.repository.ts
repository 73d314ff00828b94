import * as z from 'zod';
import type { TenantContext } from '../tenancy/tenant-context';
import { TenantTable } from '../data/tenant-table';
import { defineEntity } from '../data/entity';

const ZStoredUserGroup = z.object({ id: z.string(), name: z.string(), createdAt: z.iso.datetime() });
export type NewUserGroup = z.infer<typeof ZStoredUserGroup>;
export type UserGroup = NewUserGroup & { version: number };

/** `USERGROUP#<id>` / `USERGROUP`; by name on gsi1 `USERGROUPS`. */
const userGroupEntity = defineEntity({ type: 'USERGROUP', schema: ZStoredUserGroup, versioned: true })
  .key({
    partition: { sources: ['id'], key: ({ id }) => ['USERGROUP', id] },
    sort: { sources: [], key: () => 'USERGROUP' },
  })
  .index('gsi1', {
    partition: { sources: [], key: () => ['USERGROUPS'] },
    sort: { sources: ['name', 'id'], key: ({ name, id }) => `${name.toLowerCase()}#${id}` },
  });

export class UserGroupRepository {
  private readonly groups;

  constructor(tenant: TenantContext) {
    this.groups = userGroupEntity.in(new TenantTable(tenant));
  }

  get(id: string): Promise<UserGroup | undefined> {
    return this.groups.get({ id });
  }

  getMany(ids: readonly string[]): Promise<UserGroup[]> {
    return this.groups.getMany(ids.map((id) => ({ id })));
  }

  /** Every group, by name (1 Query of gsi1). */
  list(): Promise<UserGroup[]> {
    return this.groups.queryAll({ index: 'gsi1', partition: {} });
  }

  createWrite(group: NewUserGroup) {
    return this.groups.createWrite(group);
  }

  updateWrite(group: NewUserGroup, expectedVersion: number) {
    return this.groups.replaceWrite(group, expectedVersion);
  }

  deleteWrite(id: string, expectedVersion: number) {
    return this.groups.deleteWrite({ id }, { expectedVersion });
  }
}
