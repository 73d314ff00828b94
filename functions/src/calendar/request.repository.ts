/**
 * The queue indexes of shift requests (docs/data-model.md section 8): what waits for the planners of a unit (gsi2
 * `UNIT#<U>#PENDING`) and what waits for a person's answer (gsi3 `USER#<u>#INBOX`). The request items themselves
 * are `PlanRepository`'s (the plan partition); they are written through it.
 */
import type { TenantContext } from '../tenancy/tenant-context';
import { TenantTable } from '../data/tenant-table';
import { EntityCodec } from '../data/entity-items';
import type { Attributes } from '../data/entity';
import { requestEntity } from './plan-items.entities';
import type { EntryKey } from '@app/shared/calendar/entry-id';
import type { PlanRequest } from './plan.repository';

/** A unit's or a person's queue is short-lived (answered requests leave it); 100 is a full screen and more. */
const queueLimit = 100;

export class RequestRepository {
  private readonly requests;
  private readonly table: TenantTable;
  private readonly codec: EntityCodec;

  constructor(tenant: TenantContext) {
    this.table = new TenantTable(tenant);
    this.requests = requestEntity.in(this.table);
    this.codec = new EntityCodec(requestEntity.model, this.table);
  }

  /**
   * Requests waiting for the planners of a unit, oldest first: 1 Q gsi2. The partition also holds absences
   * waiting for approval (data model section 9): only the shift requests are answered here.
   */
  async pendingOf(unitId: string): Promise<PlanRequest[]> {
    const page = await this.table.query<{ pk: string; sk: string } & Attributes>({
      index: 'gsi2',
      partitionKey: this.table.key('UNIT', unitId, 'PENDING'),
      limit: queueLimit,
    });
    return page.items
      .filter((item) => item.type === requestEntity.model.type)
      .map((item) => this.codec.fromStored(item) as PlanRequest);
  }

  /**
   * Requests waiting for a person's answer, oldest first: 1 Q gsi3. The partition also holds substitutions
   * waiting for the person's answer (data model section 9): only the shift requests are answered here.
   */
  async inboxOf(userId: string): Promise<PlanRequest[]> {
    const page = await this.table.query<{ pk: string; sk: string } & Attributes>({
      index: 'gsi3',
      partitionKey: this.table.key('USER', userId, 'INBOX'),
      limit: queueLimit,
    });
    return page.items
      .filter((item) => item.type === requestEntity.model.type)
      .map((item) => this.codec.fromStored(item) as PlanRequest);
  }

  /** The requests on one slot (`S#<D>#<uuid>#R#`; a slot request's uuid is its template's): 1 Q. */
  onSlot(slot: EntryKey): Promise<PlanRequest[]> {
    return this.requests.queryAll({
      partition: { unitId: slot.unitId, month: slot.date.slice(0, 7) },
      sort: { beginsWith: `S#${slot.date}#${slot.uuid}#R#` },
    });
  }
}
