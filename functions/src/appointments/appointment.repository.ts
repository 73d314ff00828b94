/**
 * Common appointments (docs/data-model.md section 9): the entity `APPT#<id>` / `APPT`, on its user's list (gsi1
 * `USER#<owner>#APPTS` / `<begin>#<id>`), and the series heads `UNIT#<U>` / `SERIES#<id>` in the collection of
 * every unit a recurring appointment shows in (the calendar reads them with the unit's members, no extra request).
 * A single appointment's fragments in the plan partitions are `PlanRepository`'s.
 */
import * as z from 'zod';
import { ZAppointment } from '@app/shared/appointments/appointment';
import { ZSerialPattern } from '@app/shared/serial/serial-pattern';
import type { TenantContext } from '../tenancy/tenant-context';
import { TenantTable, type TransactionWrite } from '../data/tenant-table';
import { defineEntity } from '../data/entity';

export const ZStoredAppointment = ZAppointment.omit({ version: true });
export type NewAppointment = z.infer<typeof ZStoredAppointment>;
export type StoredAppointment = NewAppointment & { version: number };
export type { TransactionWrite };

/**
 * What a unit's calendar needs of a series to draw it without reading the appointment: the pattern, breaks,
 * subject, times and tag. `end` is the series' last day (null: endless); `spanDays` the days an occurrence lasts
 * beyond its first. The calendar parses it with its own reader (`calendar-reads.repository.ts`, `ZSeriesHead`).
 */
export const ZStoredSeriesHead = z.object({
  unitId: z.string(),
  kind: z.literal('appointment'),
  sourceId: z.string(),
  userId: z.string(),
  serial: ZSerialPattern,
  breaks: z.array(z.string()),
  end: z.string().nullable(),
  subject: z.string(),
  beginTime: z.string().nullable(),
  endTime: z.string().nullable(),
  allDay: z.boolean(),
  spanDays: z.number().int(),
  private: z.boolean(),
  tagId: z.string().nullable(),
});
export type NewSeriesHead = z.infer<typeof ZStoredSeriesHead>;
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

const seriesHeadEntity = defineEntity({
  type: 'SERIESHEAD',
  schema: ZStoredSeriesHead,
  versioned: false,
}).key({
  partition: { sources: ['unitId'], key: ({ unitId }) => ['UNIT', unitId] },
  sort: { sources: ['sourceId'], key: ({ sourceId }) => `SERIES#${sourceId}` },
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
