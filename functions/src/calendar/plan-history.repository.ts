/**
 * A planner's recent changes of the plan, for undo and redo (issue 28; docs/data-model.md, "plan history"): one
 * item per change in the person's partition `T#c#USER#<u>#PLANHISTORY`, sorted by time, holding the entries as
 * they were before and after it (with the versions they have while that side is the stored one). Written in the
 * transaction of the change; DynamoDB's TTL removes it after `planHistoryHours`.
 */
import * as z from 'zod';
import { planChangeKinds } from '@app/shared/calendar/plan-history.contracts';
import type { TenantContext } from '../tenancy/tenant-context';
import { TenantTable, type TransactionWrite } from '../data/tenant-table';
import { defineEntity } from '../data/entity';
import { ZStoredEntry } from './plan-items.entities';

/** How long a change can be undone: a working day's session, not yesterday's plan. */
export const planHistoryHours = 12;
/** The changes read back: more than the 20 the issue asks for, fewer than a page. */
export const planHistoryDepth = 30;

const ZEntryImage = ZStoredEntry.extend({ version: z.number().int().positive() });

const ZPlanChangeRecord = z.object({
  userId: z.string(),
  at: z.iso.datetime(),
  id: z.string(),
  kind: z.enum(planChangeKinds),
  /** `applied`: `after` is what is stored; `undone`: `before` is. */
  state: z.enum(['applied', 'undone']),
  before: z.array(ZEntryImage),
  after: z.array(ZEntryImage),
});

export type EntryImage = z.infer<typeof ZEntryImage>;
export type NewPlanChangeRecord = z.infer<typeof ZPlanChangeRecord>;
export type PlanChangeRecord = NewPlanChangeRecord & { version: number };

const planChangeEntity = defineEntity({
  type: 'PLANCHANGE',
  schema: ZPlanChangeRecord,
  versioned: true,
  expiresAt: (change) => Math.floor(Date.parse(change.at) / 1000) + planHistoryHours * 3600,
}).key({
  partition: { sources: ['userId'], key: ({ userId }) => ['USER', userId, 'PLANHISTORY'] },
  sort: { sources: ['at', 'id'], key: ({ at, id }) => `${at}#${id}` },
});

export class PlanHistoryRepository {
  private readonly changes;

  constructor(tenant: TenantContext) {
    this.changes = planChangeEntity.in(new TenantTable(tenant));
  }

  /** The person's latest changes, newest first (1 Query). */
  async recent(userId: string): Promise<PlanChangeRecord[]> {
    const page = await this.changes.query({
      partition: { userId },
      newestFirst: true,
      limit: planHistoryDepth,
    });
    return page.items;
  }

  /** A new change, written with the plan's writes. */
  recordWrite(change: NewPlanChangeRecord): TransactionWrite {
    return this.changes.createWrite(change);
  }

  /** The change undone or redone: its new state and images, only while nobody else stepped it meanwhile. */
  stepWrite(change: PlanChangeRecord, next: Pick<NewPlanChangeRecord, 'state' | 'before' | 'after'>) {
    const { version, ...stored } = change;
    return this.changes.replaceWrite({ ...stored, ...next }, version);
  }
}
