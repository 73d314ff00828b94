import * as z from 'zod';
import { ZUserFieldType } from '@app/shared/user-fields/user-field';
import type { TenantContext } from '../tenancy/tenant-context';
import { TenantTable } from '../data/tenant-table';
import { defineEntity } from '../data/entity';

const ZStoredUserField = z.object({
  id: z.string(),
  /** `USER`, or `OBJECTSCONTAINER:<id>` for the fields of an object container (functions/src/objects). */
  owner: z.string(),
  caption: z.string(),
  fieldType: ZUserFieldType,
  options: z.array(z.string()),
  required: z.boolean(),
  order: z.number().int(),
  createdAt: z.iso.datetime(),
});
export type NewUserField = z.infer<typeof ZStoredUserField>;
export type UserField = NewUserField & { version: number };

/** `USERFIELD#<id>` / `USERFIELD`; by owner and order on gsi1 `USERFIELDS` / `<owner>#<order 4 digits>#<id>`. */
const userFieldEntity = defineEntity({ type: 'USERFIELD', schema: ZStoredUserField, versioned: true })
  .key({
    partition: { sources: ['id'], key: ({ id }) => ['USERFIELD', id] },
    sort: { sources: [], key: () => 'USERFIELD' },
  })
  .index('gsi1', {
    partition: { sources: [], key: () => ['USERFIELDS'] },
    sort: {
      sources: ['owner', 'order', 'id'],
      key: ({ owner, order, id }) => `${owner}#${String(order).padStart(4, '0')}#${id}`,
    },
  });

export class UserFieldRepository {
  private readonly fields;

  constructor(tenant: TenantContext) {
    this.fields = userFieldEntity.in(new TenantTable(tenant));
  }

  get(id: string): Promise<UserField | undefined> {
    return this.fields.get({ id });
  }

  /** The fields of people, in their order (1 Query of gsi1, `begins_with 'USER#'`). */
  listOfUsers(): Promise<UserField[]> {
    return this.fields.queryAll({ index: 'gsi1', partition: {}, sort: { beginsWith: 'USER#' } });
  }

  /** The fields of one owner (`USER`, `OBJECTSCONTAINER:<id>`), in their order (1 Q gsi1 `begins_with`). */
  listOf(owner: string): Promise<UserField[]> {
    return this.fields.queryAll({ index: 'gsi1', partition: {}, sort: { beginsWith: `${owner}#` } });
  }

  createWrite(field: NewUserField) {
    return this.fields.createWrite(field);
  }

  updateWrite(field: NewUserField, expectedVersion: number) {
    return this.fields.replaceWrite(field, expectedVersion);
  }

  deleteWrite(id: string, expectedVersion: number) {
    return this.fields.deleteWrite({ id }, { expectedVersion });
  }
}
