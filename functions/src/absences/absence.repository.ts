/**
 * Absences (docs/data-model.md section 9): the entity `ABSENCE#<id>` / `ABSENCE`, on the person's absence list
 * (gsi1 `USER#<u>#ABSENCES` / `<begin>#<id>`) and, while requested, on the pending list of the person's primary
 * unit (gsi2 `UNIT#<U>#PENDING` / `<createdAt>#<id>`, shared with the shift requests). Its named substitutes are
 * children in the same partition (`SUB#<u>`), on the substitute's inbox (gsi3 `USER#<u>#INBOX`, shared with the
 * shift requests) while their answer is awaited. Its fragments in the plan partitions are `PlanRepository`'s.
 */
import * as z from 'zod';
import {
  ZAbsence,
  ZSubstitute,
  absenceStates,
  maxSubstitutes,
  type TAbsence,
} from '@app/shared/absences/absence';
import type { TenantContext } from '../tenancy/tenant-context';
import { TenantTable, type TransactionWrite } from '../data/tenant-table';
import { defineEntity, type Attributes } from '../data/entity';
import { EntityCodec } from '../data/entity-items';

/**
 * A compact copy of one named substitute on the absence item (who, their name, their answer), written in the same
 * transaction as the `SUB#` children, so that lists of absences carry the answers without a Query per absence.
 */
export const ZSubstituteCopy = z.object({
  id: z.uuid(),
  name: z.string(),
  state: ZSubstitute.shape.state,
  reason: z.string().nullable(),
  at: z.iso.datetime().nullable(),
});
export type SubstituteCopy = z.infer<typeof ZSubstituteCopy>;

/**
 * As kept: the answer's fields plus the unit whose planners see it while it waits, and the copies of its
 * substitutes (absent on absences written before the copies existed: read as none).
 */
export const ZStoredAbsence = ZAbsence.omit({ version: true, substitutes: true }).extend({
  primaryUnitId: z.string().nullable(),
  substituteCopies: z.array(ZSubstituteCopy).max(maxSubstitutes).optional(),
});
export type NewAbsence = z.infer<typeof ZStoredAbsence>;
export type StoredAbsence = NewAbsence & { version: number };
export type { TransactionWrite };

/** A named substitute as kept; `waiting` (asked and the absence still open) puts it on the inbox. */
export const ZStoredSubstitute = z.object({
  absenceId: z.uuid(),
  substituteId: z.uuid(),
  displayName: z.string(),
  state: ZSubstitute.shape.state,
  reason: z.string().nullable(),
  at: z.iso.datetime().nullable(),
  askedAt: z.iso.datetime(),
  waiting: z.boolean(),
});
export type StoredSubstitute = z.infer<typeof ZStoredSubstitute>;

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
  })
  // An occurrence of a series, on its series' list (docs/absences.md, "Serial absences").
  .index('gsi3', {
    partition: {
      sources: ['seriesId'],
      key: ({ seriesId }) => (seriesId ? ['ABSENCESERIES', seriesId, 'OCCURRENCES'] : undefined),
    },
    sort: { sources: ['seriesDate', 'id'], key: ({ seriesDate, id }) => `${seriesDate ?? ''}#${id}` },
  });

// Unversioned: a substitute changes only together with its absence, whose version guards the change.
const substituteEntity = defineEntity({ type: 'SUBSTITUTE', schema: ZStoredSubstitute, versioned: false })
  .key({
    partition: { sources: ['absenceId'], key: ({ absenceId }) => ['ABSENCE', absenceId] },
    sort: { sources: ['substituteId'], key: ({ substituteId }) => `SUB#${substituteId}` },
  })
  .index('gsi3', {
    partition: {
      sources: ['substituteId', 'waiting'],
      key: ({ substituteId, waiting }) => (waiting ? ['USER', substituteId, 'INBOX'] : undefined),
    },
    sort: {
      sources: ['askedAt', 'absenceId'],
      key: ({ askedAt, absenceId }) => `${askedAt}#${absenceId}`,
    },
  });

/** A queue is short-lived (decided absences leave it); 100 lines are a full screen and more. */
const queueLimit = 100;
/** Pages of a unit's queue read at most (a requested series puts each occurrence on it, one line in the inbox). */
const queuePages = 10;

export class AbsenceRepository {
  private readonly table: TenantTable;
  private readonly absences;
  private readonly substitutes;
  private readonly absenceCodec: EntityCodec;
  private readonly substituteCodec: EntityCodec;

  constructor(tenant: TenantContext) {
    this.table = new TenantTable(tenant);
    this.absences = absenceEntity.in(this.table);
    this.substitutes = substituteEntity.in(this.table);
    this.absenceCodec = new EntityCodec(absenceEntity.model, this.table);
    this.substituteCodec = new EntityCodec(substituteEntity.model, this.table);
  }

  /** One absence: 1 G (consistent: the caller may have just written it). */
  get(id: string): Promise<StoredAbsence | undefined> {
    return this.absences.get({ id });
  }

  /** Several absences in one BatchGet; unknown ids are left out. */
  getMany(ids: readonly string[]): Promise<StoredAbsence[]> {
    return ids.length ? this.absences.getMany(ids.map((id) => ({ id }))) : Promise.resolve([]);
  }

  /** One absence with its substitutes: 1 Q of its partition. */
  async withSubstitutes(
    id: string,
  ): Promise<{ absence: StoredAbsence; substitutes: StoredSubstitute[] } | undefined> {
    const items = await this.table.queryAll<{ pk: string; sk: string } & Attributes>({
      partitionKey: this.table.key('ABSENCE', id),
    });
    const main = items.find((item) => item.type === absenceEntity.model.type);
    if (!main) return undefined;
    return {
      absence: this.absenceCodec.fromStored(main) as StoredAbsence,
      substitutes: items
        .filter((item) => item.type === substituteEntity.model.type)
        .map((item) => this.substituteCodec.fromStored(item) as StoredSubstitute),
    };
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

  /**
   * Absences of a unit's people waiting for a decision, oldest first: 1 Q gsi2 (shift requests left out), more
   * pages while a series' occurrences fill them, until 100 lines (a series counts once) or 10 pages.
   */
  async pendingOf(unitId: string): Promise<StoredAbsence[]> {
    const found: StoredAbsence[] = [];
    const lines = new Set<string>();
    let cursor: string | undefined;
    for (let page = 0; page < queuePages; page += 1) {
      const read = await this.table.query<{ pk: string; sk: string } & Attributes>({
        index: 'gsi2',
        partitionKey: this.table.key('UNIT', unitId, 'PENDING'),
        limit: queueLimit,
        ...(cursor ? { cursor } : {}),
      });
      for (const item of read.items) {
        if (item.type !== absenceEntity.model.type) continue;
        const absence = this.absenceCodec.fromStored(item) as StoredAbsence;
        lines.add(absence.seriesId ?? absence.id);
        if (lines.size > queueLimit) return found;
        found.push(absence);
      }
      cursor = read.nextCursor;
      if (!cursor) break;
    }
    return found;
  }

  /** The occurrences of a series in the order of their pattern days: 1 Q gsi3 (paged; at most 1000). */
  ofSeries(seriesId: string): Promise<StoredAbsence[]> {
    return this.absences.queryAll({ index: 'gsi3', partition: { seriesId } });
  }

  /** Substitutions waiting for a person's answer, oldest first: 1 Q gsi3 (shift requests left out). */
  async substitutionsOf(userId: string): Promise<StoredSubstitute[]> {
    const page = await this.table.query<{ pk: string; sk: string } & Attributes>({
      index: 'gsi3',
      partitionKey: this.table.key('USER', userId, 'INBOX'),
      limit: queueLimit,
    });
    return page.items
      .filter((item) => item.type === substituteEntity.model.type)
      .map((item) => this.substituteCodec.fromStored(item) as StoredSubstitute);
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

  /**
   * Derived writes of one absence (its fragments re-projected into its person's units) in one transaction that
   * holds only while the absence is still at `version`: CONFLICT when it changed meanwhile (read it again).
   * Without an id (the absence is gone) the writes go unchecked. Idempotent: a repeat writes the same.
   */
  async writeIfUnchanged(
    id: string | null,
    version: number | null,
    writes: readonly TransactionWrite[],
  ): Promise<void> {
    const check =
      id === null ? [] : [this.absences.conditionCheckWrite({ id }, { expectedVersion: version ?? 0 })];
    // A long absence of a person who left several units may need more than one transaction: each one checks.
    const size = 100 - check.length;
    for (let start = 0; start < writes.length; start += size)
      await this.table.transact([...check, ...writes.slice(start, start + size)]);
  }

  substitutePutWrite(substitute: StoredSubstitute): TransactionWrite {
    return this.substitutes.putWrite(substitute);
  }

  substituteDeleteWrite(absenceId: string, substituteId: string): TransactionWrite {
    return this.substitutes.deleteWrite({ absenceId, substituteId });
  }

  /** The compact copies of the substitutes for the absence item, in the order named. */
  static copiesOf(substitutes: readonly StoredSubstitute[]): SubstituteCopy[] {
    return substitutes.map((substitute) => ({
      id: substitute.substituteId,
      name: substitute.displayName,
      state: substitute.state,
      reason: substitute.reason,
      at: substitute.at,
    }));
  }

  /**
   * Without the keeping-only fields: what the API answers, substitutes in the order named. From the `SUB#`
   * children when they were read, else from the copies on the absence item (lists, the inbox).
   */
  static toAbsence(
    { primaryUnitId: _unit, substituteCopies, ...absence }: StoredAbsence,
    substitutes?: readonly StoredSubstitute[],
  ): TAbsence {
    const copies = substitutes ? AbsenceRepository.copiesOf(substitutes) : (substituteCopies ?? []);
    const byId = new Map(copies.map((copy) => [copy.id, copy]));
    return {
      ...absence,
      substitutes: absence.substituteIds.flatMap((id) => {
        const copy = byId.get(id);
        return copy
          ? [
              {
                EntryId: absence.id,
                SubstituteId: id,
                UserDisplayName: copy.name,
                state: copy.state,
                reason: copy.reason,
                at: copy.at,
              },
            ]
          : [];
      }),
    };
  }
}
