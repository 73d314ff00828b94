/**
 * Common appointments (docs/data-model.md section 9): the entity `APPT#<id>` / `APPT`, on its user's list (gsi1
 * `USER#<owner>#APPTS` / `<begin>#<id>`), and the series heads `UNIT#<U>` / `SERIES#<id>` in the collection of
 * every unit a recurring appointment shows in (the calendar reads them with the unit's members, no extra request,
 * so their definition lives below it: `calendar/drawn-items.entities.ts`).
 * A single appointment's fragments in the plan partitions are `PlanRepository`'s.
 */
import type * as z from 'zod';
import { ZAppointment } from '@app/shared/appointments/appointment';
import type { TenantContext } from '../tenancy/tenant-context';
import { TenantTable, type TransactionWrite } from '../data/tenant-table';
import { defineEntity } from '../data/entity';
import { seriesHeadEntity, type SeriesHead } from '../calendar/drawn-items.entities';

export const ZStoredAppointment = ZAppointment.omit({ version: true });
export type NewAppointment = z.infer<typeof ZStoredAppointment>;
export type StoredAppointment = NewAppointment & { version: number };
export type { TransactionWrite };

export type NewSeriesHead = SeriesHead;
export type SeriesHeadKey = Pick<NewSeriesHead, 'unitId' | 'sourceId'>;

const appointmentEntity = defineEntity({ type: 'APPT', schema: ZStoredAppointment, versioned: true })
  .key({
    partition: { sources: ['id'], key: ({ id }) => ['APPT', id] },
    sort: { sources: [], key: () => 'APPT' },
  })
  .index('gsi1', {
    partition: { sources: ['userId'], key: ({ userId }) => ['USER', userId, 'APPTS'] },
    sort: { sources: ['begin', 'id'], key: ({ begin, id }) => `${begin}#${id}` },
  });

export class AppointmentRepository {
  private readonly appointments;
  private readonly heads;

  constructor(tenant: TenantContext) {
    const table = new TenantTable(tenant);
    this.appointments = appointmentEntity.in(table);
    this.heads = seriesHeadEntity.in(table);
  }

  /** One appointment: 1 G. */
  get(id: string): Promise<StoredAppointment | undefined> {
    return this.appointments.get({ id });
  }

  createWrite(appointment: NewAppointment): TransactionWrite {
    return this.appointments.createWrite(appointment);
  }

  replaceWrite(appointment: NewAppointment, expectedVersion: number): TransactionWrite {
    return this.appointments.replaceWrite(appointment, expectedVersion);
  }

  deleteWrite(id: string, expectedVersion: number): TransactionWrite {
    return this.appointments.deleteWrite({ id }, { expectedVersion });
  }

  /** Puts of the heads a series has now, deletes of those it no longer has (a key in both is only put). */
  headWrites(put: readonly NewSeriesHead[], remove: readonly SeriesHeadKey[] = []): TransactionWrite[] {
    const keyOf = (key: SeriesHeadKey) => `${key.unitId}#${key.sourceId}`;
    const kept = new Set(put.map(keyOf));
    const removed = new Map(remove.filter((key) => !kept.has(keyOf(key))).map((key) => [keyOf(key), key]));
    return [
      ...put.map((head) => this.heads.putWrite(head)),
      ...[...removed.values()].map((key) =>
        this.heads.deleteWrite({ unitId: key.unitId, sourceId: key.sourceId }),
      ),
    ];
  }

  /** A user's appointments that begin from..to (gsi1, 1 Query): their list, and the demo seed's "done" check. */
  ofUser(userId: string, from: string, to: string): Promise<StoredAppointment[]> {
    return this.appointments.queryAll({
      index: 'gsi1',
      partition: { userId },
      sort: { between: [from, `${to}~`] },
    });
  }
}
