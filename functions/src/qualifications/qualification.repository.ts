import * as z from 'zod';
import type { TenantContext } from '../tenancy/tenant-context';
import { TenantTable } from '../data/tenant-table';
import { defineEntity } from '../data/entity';
import { readerOf } from '../data/item-readers';

const ZStoredQualification = z.object({
  id: z.string(),
  name: z.string(),
  shortName: z.string(),
  comment: z.string(),
  enabled: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type NewQualification = z.infer<typeof ZStoredQualification>;
export type Qualification = NewQualification & { version: number };

/** `QUAL#<id>` / `QUAL`; in the catalogue (gsi1 `CATALOG`) as `QUAL#<name lower>#<id>`. */
const qualificationEntity = defineEntity({ type: 'QUAL', schema: ZStoredQualification, versioned: true })
  .key({
    partition: { sources: ['id'], key: ({ id }) => ['QUAL', id] },
    sort: { sources: [], key: () => 'QUAL' },
  })
  .index('gsi1', {
    partition: { sources: [], key: () => ['CATALOG'] },
    sort: { sources: ['name', 'id'], key: ({ name, id }) => `QUAL#${name.toLowerCase()}#${id}` },
  });

/** Qualifications in a Query of the catalogue that other items share. */
export const qualificationReader = readerOf(qualificationEntity);

export class QualificationRepository {
  private readonly qualifications;

  constructor(tenant: TenantContext) {
    this.qualifications = qualificationEntity.in(new TenantTable(tenant));
  }

  get(id: string): Promise<Qualification | undefined> {
    return this.qualifications.get({ id });
  }

  /** Every qualification by name: 1 Q of the catalogue (`begins_with 'QUAL#'`). */
  list(): Promise<Qualification[]> {
    return this.qualifications.queryAll({ index: 'gsi1', partition: {}, sort: { beginsWith: 'QUAL#' } });
  }

  createWrite(qualification: NewQualification) {
    return this.qualifications.createWrite(qualification);
  }

  updateWrite(qualification: NewQualification, expectedVersion: number) {
    return this.qualifications.replaceWrite(qualification, expectedVersion);
  }

  deleteWrite(id: string, expectedVersion: number) {
    return this.qualifications.deleteWrite({ id }, { expectedVersion });
  }
}
