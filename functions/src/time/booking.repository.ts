/**
 * Clock bookings and clock states (docs/data-model.md section 10). A booking lives in the time partition of the
 * person's primary unit and month (`UNIT#<U>#TIME#<M>` / `B#<u>#<D>#<id>`), on the person's month (gsi1), on the
 * unit's pending list while Requested (gsi2) and under its id (gsi3 `BOOKING#<id>`: the calls name a booking by
 * id only). The clock (`USER#<u>` / `CLOCK`) is the person's current state; it is written in the same
 * transaction as the booking it opens, pauses or closes, so of two simultaneous clock-ins one wins.
 */
import * as z from 'zod';
import { ZBooking, type TBooking } from '@app/shared/time-tracking/booking';
import { bookingStates } from '@app/shared/time-tracking/day-input';
import { monthsOf } from '@app/shared/time/tenant-time';
import type { TenantContext } from '../tenancy/tenant-context';
import { TenantTable, type TransactionWrite } from '../data/tenant-table';
import { defineEntity, type Attributes } from '../data/entity';
import { EntityCodec } from '../data/entity-items';
import type { ItemKey } from '../data/tenant-table';

export type { TransactionWrite };

/** A person without a primary unit keeps their bookings in this partition (no unit's pending list). */
const noUnit = 'NONE';
const monthOf = (day: string) => day.slice(0, 7);

export const ZStoredBooking = ZBooking.omit({ version: true });
export type NewBooking = z.infer<typeof ZStoredBooking>;
export type StoredBooking = TBooking;

const bookingEntity = defineEntity({ type: 'BOOKING', schema: ZStoredBooking, versioned: true })
  .key({
    partition: {
      sources: ['unitId', 'day'],
      from: ({ unitId, day }) => ({ unitId, month: monthOf(day) }),
      key: ({ unitId, month }: { unitId: string | null; month: string }) => [
        'UNIT',
        unitId ?? noUnit,
        'TIME',
        month,
      ],
    },
    sort: { sources: ['userId', 'day', 'id'], key: ({ userId, day, id }) => `B#${userId}#${day}#${id}` },
  })
  .index('gsi1', {
    partition: {
      sources: ['userId', 'day'],
      from: ({ userId, day }) => ({ userId, month: monthOf(day) }),
      key: ({ userId, month }: { userId: string; month: string }) => ['USER', userId, 'TIME', month],
    },
    sort: { sources: ['day', 'id'], key: ({ day, id }) => `B#${day}#${id}` },
  })
  .index('gsi2', {
    partition: {
      sources: ['unitId', 'state'],
      key: ({ unitId, state }) =>
        unitId && state === bookingStates.requested ? ['UNIT', unitId, 'PENDING'] : undefined,
    },
    sort: { sources: ['createdAt', 'id'], key: ({ createdAt, id }) => `${createdAt}#${id}` },
  })
  .index('gsi3', {
    partition: { sources: ['id'], key: ({ id }) => ['BOOKING', id] },
    sort: { sources: [], key: () => 'BOOKING' },
  });

/** Where the open booking is (its full key), so that a clock action reads it with one consistent Get. */
export const ZOpenBookingRef = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  unitId: z.uuid().nullable(),
  day: z.string(),
});
export type OpenBookingRef = z.infer<typeof ZOpenBookingRef>;

export const ZStoredClock = z.object({
  userId: z.uuid(),
  state: z.enum(['out', 'in', 'paused']),
  since: z.iso.datetime(),
  openBooking: ZOpenBookingRef.nullable(),
});
export type NewClock = z.infer<typeof ZStoredClock>;
export type StoredClock = NewClock & { version: number };

const clockEntity = defineEntity({ type: 'CLOCK', schema: ZStoredClock, versioned: true }).key({
  partition: { sources: ['userId'], key: ({ userId }) => ['USER', userId] },
  sort: { sources: [], key: () => 'CLOCK' },
});

/**
 * A clock step sent from the phone's offline queue (issue 27), under the idempotency key the phone made for the
 * tap: `USER#<u>` / `CLOCKSTEP#<key>`, created if not exists in the transaction of the step, so a repeat finds
 * it and books nothing. Kept 30 days after the tap (the queue gives up on a step after 72 hours).
 */
export const ZStoredClockStep = z.object({
  userId: z.uuid(),
  key: z.uuid(),
  bookingId: z.uuid(),
  action: z.enum(['in', 'pause', 'resume', 'out']),
  at: z.iso.datetime(),
});
export type StoredClockStep = z.infer<typeof ZStoredClockStep>;
const clockStepDays = 30;

const clockStepEntity = defineEntity({
  type: 'CLOCKSTEP',
  schema: ZStoredClockStep,
  versioned: false,
  expiresAt: (item) => Math.floor(Date.parse(item.at) / 1000) + clockStepDays * 86_400,
}).key({
  partition: { sources: ['userId'], key: ({ userId }) => ['USER', userId] },
  sort: { sources: ['key'], key: ({ key }) => `CLOCKSTEP#${key}` },
});

export class BookingRepository {
  private readonly bookings;
  private readonly clocks;
  private readonly clockSteps;

  private readonly table: TenantTable;

  constructor(tenant: TenantContext) {
    const table = new TenantTable(tenant);
    this.table = table;
    this.bookings = bookingEntity.in(table);
    this.clocks = clockEntity.in(table);
    this.clockSteps = clockStepEntity.in(table);
  }

  /** The offline clock step booked under a person's idempotency key: 1 G; undefined if never booked. */
  clockStep(userId: string, key: string): Promise<StoredClockStep | undefined> {
    return this.clockSteps.get({ userId, key });
  }

  /** Records an offline step's key (if not exists: of two sends of one key, one books). */
  clockStepWrite(step: StoredClockStep): TransactionWrite {
    return this.clockSteps.createWrite(step);
  }

  /** The person's clock: 1 G; undefined before their first clock-in. */
  clock(userId: string): Promise<StoredClock | undefined> {
    return this.clocks.get({ userId });
  }

  /** A booking by its full key: 1 consistent G. */
  byRef(ref: OpenBookingRef): Promise<StoredBooking | undefined> {
    return this.bookings.get(ref);
  }

  /** A booking by id: 1 Q gsi3, then 1 consistent G (the index may lag a just-written change). */
  async byId(id: string): Promise<StoredBooking | undefined> {
    const [found] = await this.bookings.queryAll({ index: 'gsi3', partition: { id } });
    return found ? this.bookings.get(found) : undefined;
  }

  /** A person's bookings of the days from..to: 1 Q gsi1 per month; by day, then creation. */
  async ofPerson(userId: string, from: string, to: string): Promise<StoredBooking[]> {
    const pages = await Promise.all(
      monthsOf(from, to).map((month) =>
        this.bookings.queryAll({
          index: 'gsi1',
          partition: { userId, month },
          sort: { between: [`B#${from}`, `B#${to}~`] },
        }),
      ),
    );
    return pages.flat().sort((a, b) => a.day.localeCompare(b.day) || a.clockIn.localeCompare(b.clockIn));
  }

  /**
   * The bookings of a unit's month (people whose primary unit it was when written): Q `begins_with 'B#'` in
   * pages as large as DynamoDB's 1 MB allows (~6,000 bookings of 200 people are a few pages, not 60 of 100).
   */
  async ofUnitMonth(unitId: string, month: string): Promise<StoredBooking[]> {
    const table = this.table;
    const codec = new EntityCodec(bookingEntity.model, table);
    const partitionKey = this.bookings.keyOf({ unitId, day: `${month}-01`, userId: '', id: '' }).pk;
    const found: StoredBooking[] = [];
    let cursor: string | undefined;
    do {
      const page = await table.query<ItemKey & Attributes>({
        partitionKey,
        sort: { beginsWith: 'B#' },
        limit: 10_000,
        ...(cursor ? { cursor } : {}),
      });
      for (const item of page.items) found.push(codec.fromStored(item) as StoredBooking);
      cursor = page.nextCursor;
    } while (cursor);
    return found;
  }

  createWrite(booking: NewBooking): TransactionWrite {
    return this.bookings.createWrite(booking);
  }

  /** Replace at the version read; a booking whose day or unit changed moves (delete and create, version 1). */
  replaceWrites(before: StoredBooking, after: NewBooking): TransactionWrite[] {
    const moved = before.day !== after.day || before.unitId !== after.unitId;
    if (!moved) return [this.bookings.replaceWrite(after, before.version)];
    return [
      this.bookings.deleteWrite(before, { expectedVersion: before.version }),
      this.bookings.createWrite(after),
    ];
  }

  deleteWrite(booking: StoredBooking): TransactionWrite {
    return this.bookings.deleteWrite(booking, { expectedVersion: booking.version });
  }

  /** The clock's write: created on the first clock-in (of two, one wins), then replaced at its version. */
  clockWrite(clock: NewClock, readVersion: number | null): TransactionWrite {
    return readVersion === null
      ? this.clocks.createWrite(clock)
      : this.clocks.replaceWrite(clock, readVersion);
  }
}
