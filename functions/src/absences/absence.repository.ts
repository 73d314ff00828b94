/**
 * Absences (docs/data-model.md section 9): the entity `ABSENCE#<id>` / `ABSENCE`, on the person's absence list
 * (gsi1 `USER#<u>#ABSENCES` / `<begin>#<id>`) and, while requested, on the pending list of the person's primary
 * unit (gsi2 `UNIT#<U>#PENDING` / `<createdAt>#<id>`, shared with the shift requests). Its fragments in the plan
 * partitions are `PlanRepository`'s.
 */
import * as z from 'zod';
import { ZAbsence, absenceStates, type TAbsence } from '@app/shared/absences/absence';
import type { TenantContext } from '../tenancy/tenant-context';
import { TenantTable, type TransactionWrite } from '../data/tenant-table';
import { defineEntity } from '../data/entity';

/** As kept: the answer's fields plus the unit whose planners see it while it waits. */
export const ZStoredAbsence = ZAbsence.omit({ version: true, substitutes: true }).extend({
  primaryUnitId: z.string().nullable(),
});
export type NewAbsence = z.infer<typeof ZStoredAbsence>;
export type StoredAbsence = NewAbsence & { version: number };
export type { TransactionWrite };

const absenceEntity = defineEntity({ type: 'ABSENCE', schema: ZStoredAbsence, versioned: true })
  .key({
    partition: { sources: ['id'], key: ({ id }) => ['ABSENCE', id] },
    sort: { sources: [], key: () => 'ABSENCE' },
  })
  .index('gsi1', {
    partition: { sources: ['userId'], key: ({ userId }) => ['USER', userId, 'ABSENCES'] },
    sort: { sources: ['begin', 'id'], key: ({ begin, id }) => `${begin}#${id}` },
  })
  .index('gsi2', {
    partition: {
      sources: ['primaryUnitId', 'state'],
      key: ({ primaryUnitId, state }) =>
        primaryUnitId && state === absenceStates.requested ? ['UNIT', primaryUnitId, 'PENDING'] : undefined,
    },
    sort: { sources: ['createdAt', 'id'], key: ({ createdAt, id }) => `${createdAt}#${id}` },
  });

export class AbsenceRepository {
  private readonly absences;

  constructor(tenant: TenantContext) {
    this.absences = absenceEntity.in(new TenantTable(tenant));
  }

  /** One absence: 1 G (consistent: the caller may have just written it). */
  get(id: string): Promise<StoredAbsence | undefined> {
    return this.absences.get({ id });
  }

  /**
   * A person's absences that overlap `from`..`to`: 1 Q gsi1 from 385 days before `from` (an absence lasts at most
   * that long), filtered by end.
   */
  async ofPerson(userId: string, from: string, to: string, earliestBegin: string): Promise<StoredAbsence[]> {
    const items = await this.absences.queryAll({
      index: 'gsi1',
      partition: { userId },
      sort: { between: [earliestBegin, `${to}~`] },
    });
    return items.filter((absence) => absence.end >= from);
  }

  createWrite(absence: NewAbsence): TransactionWrite {
    return this.absences.createWrite(absence);
  }

  replaceWrite(absence: NewAbsence, expectedVersion: number): TransactionWrite {
    return this.absences.replaceWrite(absence, expectedVersion);
  }

  deleteWrite(id: string, expectedVersion: number): TransactionWrite {
    return this.absences.deleteWrite({ id }, { expectedVersion });
  }

  /** Without the keeping-only fields: what the API answers. */
  static toAbsence({ primaryUnitId: _unit, ...absence }: StoredAbsence): TAbsence {
    return { ...absence, substitutes: [] };
  }
}
