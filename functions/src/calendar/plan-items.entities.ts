/**
 * The items of the plan partition `T#c#UNIT#<U>#PLAN#<M>` (docs/data-model.md section 8): shift entries, their
 * requests, foreign-shift fragments, and absence fragments (written by the absences area through
 * `PlanRepository.absenceFragmentWrites`); the unit's entry counter. Item definitions, not a repository: the
 * repositories that read or write the partition (plan, requests, the absences' leave calendar) share them.
 */
import * as z from 'zod';
import { defineEntity } from '../data/entity';
import { readerOf } from '../data/item-readers';

const monthOf = (date: string) => date.slice(0, 7);

/** Proposals of an auto-planning run not accepted by then are removed by DynamoDB's TTL (issue 16). */
export const proposalDays = 14;

const ZStoredPause = z.object({
  mode: z.number().int(),
  begin: z.string().nullable(),
  end: z.string().nullable(),
});
/** A fresh object per read: parsed entries may be changed by the services. */
const ZStoredPauseOrNone = ZStoredPause.default(() => ({ mode: 0, begin: null, end: null }));

export const ZDisplayFieldStored = z.object({
  caption: z.string(),
  value: z.string(),
  dataType: z.string(),
  valueBool: z.boolean().nullable(),
});

/** A shift entry as kept: no names (joined from the catalogue at read time), no id beyond its key parts. */
export const ZStoredEntry = z.object({
  unitId: z.string(),
  date: z.string(),
  uuid: z.string(),
  /** Null: an open shift (in gsi2 `UNIT#<U>#OPEN`, not in any person's month). */
  userId: z.string().nullable(),
  templateId: z.string().nullable(),
  resourceId: z.string(),
  itemClass: z.number().int(),
  begin: z.string().nullable(),
  end: z.string().nullable(),
  pause1: ZStoredPauseOrNone,
  pause2: ZStoredPauseOrNone,
  /** Paid minutes on this day in the tenant's zone (clock changes counted), fixed when written. */
  minutes: z.number().int(),
  notes: z.string().default(''),
  // Left out when empty: a unit's month is ~6,000 entries, and every byte counts towards 1 MB pages.
  displayFields: z.array(ZDisplayFieldStored).optional(),
  mergedIds: z.array(z.string()).optional(),
  /** The series (cycle insertion, serial shift): gsi3 `SERIAL#<id>`. */
  serialId: z.string().nullable().optional(),
  /** An auto-planning proposal (issue 16): gsi3 `PLANRUN#<id>`; never together with `serialId`. */
  proposalRunId: z.string().nullable().optional(),
  /** A proposal's open slot (its uuid, same unit and day), drawn in its place (issue 28); none: an added shift. */
  proposalFor: z.string().optional(),
  createdAt: z.iso.datetime(),
});

/** `S#<D>#<uuid>` of an entry, its requests (`...#R#<id>`) and fragments' days: the parts after the tag. */
const sortParts = (sk: string) => sk.split('#');

export const entryEntity = defineEntity({
  type: 'ENTRY',
  schema: ZStoredEntry,
  versioned: true,
  // Only proposals expire; accepted ones are written again without `proposalRunId` and so without the TTL.
  expiresAt: (entry) =>
    entry.proposalRunId
      ? Math.floor(Date.parse(entry.createdAt) / 1000) + proposalDays * 24 * 3600
      : undefined,
  // A unit's month is ~6,000 entries: without the key parts and empty pauses and notes an entry is ~450 bytes
  // instead of ~600, and the month reads in 3 query pages instead of 4 (the `calendar.requests` figure).
  compact: {
    fromKey: {
      attributes: ['unitId', 'date', 'uuid'],
      // pk `UNIT#<U>#PLAN#<M>`, sk `S#<D>#<uuid>`
      read: ({ pk, sk }) => ({ unitId: pk[1], date: sortParts(sk)[1], uuid: sortParts(sk)[2] }),
    },
    omitDefaults: ['pause1', 'pause2', 'notes'],
  },
})
  .key({
    partition: {
      sources: ['unitId', 'date'],
      from: ({ unitId, date }) => ({ unitId, month: monthOf(date) }),
      key: ({ unitId, month }: { unitId: string; month: string }) => ['UNIT', unitId, 'PLAN', month],
    },
    sort: { sources: ['date', 'uuid'], key: ({ date, uuid }) => `S#${date}#${uuid}` },
  })
  .index('gsi1', {
    partition: {
      sources: ['userId', 'date'],
      from: ({ userId, date }) => ({ userId, month: monthOf(date) }),
      key: ({ userId, month }: { userId: string | null; month: string }) =>
        userId === null ? undefined : ['USER', userId, 'PLAN', month],
    },
    sort: { sources: ['date', 'uuid'], key: ({ date, uuid }) => `${date}#S#${uuid}` },
  })
  .index('gsi2', {
    partition: {
      sources: ['unitId', 'userId'],
      key: ({ unitId, userId }) => (userId === null ? ['UNIT', unitId, 'OPEN'] : undefined),
    },
    sort: { sources: ['date', 'uuid'], key: ({ date, uuid }) => `${date}#${uuid}` },
  })
  .index('gsi3', {
    partition: {
      sources: ['serialId', 'proposalRunId'],
      key: ({ serialId, proposalRunId }) =>
        serialId ? ['SERIAL', serialId] : proposalRunId ? ['PLANRUN', proposalRunId] : undefined,
    },
    sort: { sources: ['date', 'uuid'], key: ({ date, uuid }) => `${date}#${uuid}` },
  });

/**
 * A request on an entry (swap, apply, share), sorted right after its entry. Written by the shift actions (C2)
 * through `PlanRepository`; gsi2 (the unit's pending list) while `pending`, gsi3 (an inbox) while `inboxUserId`.
 */
export const ZStoredRequest = z.object({
  unitId: z.string(),
  date: z.string(),
  entryUuid: z.string(),
  id: z.string(),
  kind: z.enum(['SWAP', 'APPLY', 'SHARE']),
  state: z.enum(['OPEN', 'ACCEPTED', 'DENIED', 'WITHDRAWN']),
  requesterId: z.string(),
  targetUserId: z.string().nullable(),
  targetEntryId: z.string().nullable(),
  reason: z.string().nullable(),
  /** Waits for a planner of the unit. */
  pending: z.boolean(),
  /** The person who must answer (a swap's or share's target), while they must. */
  inboxUserId: z.string().nullable(),
  createdAt: z.iso.datetime(),
  answeredAt: z.iso.datetime().nullable().optional(),
  answeredBy: z.string().nullable().optional(),
  /** A slot request (RequestSlot) is on a ghost slot: `entryUuid` is then the template id, named here too. */
  templateId: z.string().nullable().optional(),
  /** A swap the colleague agreed to that still waits for a planner (unit setting `shifts.swapApproval`). */
  targetAgreed: z.boolean().optional(),
});

export const requestEntity = defineEntity({ type: 'REQUEST', schema: ZStoredRequest, versioned: true })
  .key({
    partition: {
      sources: ['unitId', 'date'],
      from: ({ unitId, date }) => ({ unitId, month: monthOf(date) }),
      key: ({ unitId, month }: { unitId: string; month: string }) => ['UNIT', unitId, 'PLAN', month],
    },
    sort: {
      sources: ['date', 'entryUuid', 'id'],
      key: ({ date, entryUuid, id }) => `S#${date}#${entryUuid}#R#${id}`,
    },
  })
  .index('gsi1', {
    partition: {
      sources: ['requesterId', 'date'],
      from: ({ requesterId, date }) => ({ requesterId, month: monthOf(date) }),
      key: ({ requesterId, month }: { requesterId: string; month: string }) => [
        'USER',
        requesterId,
        'PLAN',
        month,
      ],
    },
    sort: { sources: ['date', 'id'], key: ({ date, id }) => `${date}#R#${id}` },
  })
  .index('gsi2', {
    partition: {
      sources: ['unitId', 'pending'],
      key: ({ unitId, pending }) => (pending ? ['UNIT', unitId, 'PENDING'] : undefined),
    },
    sort: { sources: ['createdAt', 'id'], key: ({ createdAt, id }) => `${createdAt}#${id}` },
  })
  .index('gsi3', {
    partition: {
      sources: ['inboxUserId'],
      key: ({ inboxUserId }) => (inboxUserId ? ['USER', inboxUserId, 'INBOX'] : undefined),
    },
    sort: { sources: ['createdAt', 'id'], key: ({ createdAt, id }) => `${createdAt}#${id}` },
  });

/** A member's shift planned in another unit, copied thinly into each of the person's other units. */
export const ZStoredShiftFragment = z.object({
  /** The unit whose partition holds the fragment (not the entry's unit). */
  unitId: z.string(),
  date: z.string(),
  entryUuid: z.string(),
  userId: z.string(),
  homeUnitId: z.string(),
  templateId: z.string().nullable(),
  resourceId: z.string(),
  itemClass: z.number().int(),
  begin: z.string().nullable(),
  end: z.string().nullable(),
  minutes: z.number().int(),
});

export const shiftFragmentEntity = defineEntity({
  type: 'SHIFTFRAG',
  schema: ZStoredShiftFragment,
  versioned: false,
}).key({
  partition: {
    sources: ['unitId', 'date'],
    from: ({ unitId, date }) => ({ unitId, month: monthOf(date) }),
    key: ({ unitId, month }: { unitId: string; month: string }) => ['UNIT', unitId, 'PLAN', month],
  },
  sort: { sources: ['date', 'entryUuid'], key: ({ date, entryUuid }) => `F#${date}#${entryUuid}` },
});

/**
 * An absence fragment as the absences issue writes it (`A#<absenceId>` in each unit month the absence touches, of
 * every unit of the person). Only the primary unit's copy is on the person's month view (gsi1), sorted by the
 * first day of the absence within that month. Not versioned: fragments are derived and rewritten whole.
 */
export const ZStoredAbsenceFragment = z.object({
  unitId: z.string(),
  month: z.string(),
  absenceId: z.string(),
  userId: z.string(),
  absenceTypeId: z.string(),
  begin: z.string(),
  end: z.string(),
  state: z.number().int(),
  halfDayBegin: z.boolean(),
  halfDayEnd: z.boolean(),
  /** The copy in the person's primary unit: the one on their month view. */
  primary: z.boolean(),
  /** The substitutes who agreed to stand in (absent on fragments written before: none). */
  substituteIds: z.array(z.string()).optional(),
});

export const absenceFragmentEntity = defineEntity({
  type: 'ABSFRAG',
  schema: ZStoredAbsenceFragment,
  versioned: false,
})
  .key({
    partition: {
      sources: ['unitId', 'month'],
      key: ({ unitId, month }) => ['UNIT', unitId, 'PLAN', month],
    },
    sort: { sources: ['absenceId'], key: ({ absenceId }) => `A#${absenceId}` },
  })
  .index('gsi1', {
    partition: {
      sources: ['userId', 'month', 'primary'],
      key: ({ userId, month, primary }) => (primary ? ['USER', userId, 'PLAN', month] : undefined),
    },
    sort: {
      sources: ['begin', 'month', 'absenceId'],
      key: ({ begin, month, absenceId }) => {
        const first = `${month}-01`;
        return `${begin > first ? begin : first}#A#${absenceId}`;
      },
    },
  });

/**
 * A single common appointment's fragment (`C#<appointmentId>` in each unit month it touches, of every unit it
 * shows in; docs/data-model.md section 9). Series are not fragments: their heads live in the unit partition.
 * Written by the appointments area through `PlanRepository.appointmentFragmentWrites`; what a slot shows is copied
 * here (subject, times, tag), so the calendar draws it without reading the appointment.
 */
export const ZStoredAppointmentFragment = z.object({
  unitId: z.string(),
  month: z.string(),
  appointmentId: z.string(),
  userId: z.string(),
  subject: z.string(),
  begin: z.string(),
  end: z.string(),
  beginTime: z.string().nullable(),
  endTime: z.string().nullable(),
  allDay: z.boolean(),
  private: z.boolean(),
  tagId: z.string().nullable(),
  /** The copy in the appointment's first unit (its user's primary by default): the one on their month view. */
  primary: z.boolean(),
});

export const appointmentFragmentEntity = defineEntity({
  type: 'APPTFRAG',
  schema: ZStoredAppointmentFragment,
  versioned: false,
})
  .key({
    partition: {
      sources: ['unitId', 'month'],
      key: ({ unitId, month }) => ['UNIT', unitId, 'PLAN', month],
    },
    sort: { sources: ['appointmentId'], key: ({ appointmentId }) => `C#${appointmentId}` },
  })
  .index('gsi1', {
    partition: {
      sources: ['userId', 'month', 'primary'],
      key: ({ userId, month, primary }) => (primary ? ['USER', userId, 'PLAN', month] : undefined),
    },
    sort: {
      sources: ['begin', 'month', 'appointmentId'],
      key: ({ begin, month, appointmentId }) => {
        const first = `${month}-01`;
        return `${begin > first ? begin : first}#C#${appointmentId}`;
      },
    },
  });

/** `UNIT#<U>` / `STATS`: how many entries the unit has (a unit is deleted only when empty). */
export const unitStatsEntity = defineEntity({
  type: 'STATS',
  schema: z.object({ unitId: z.string(), entryCount: z.number().int() }),
  versioned: false,
}).key({
  partition: { sources: ['unitId'], key: ({ unitId }) => ['UNIT', unitId] },
  sort: { sources: [], key: () => 'STATS' },
});

/** `USER#<u>` / `FORCE#<D>`: forced calls of a person on a day; TTL 2 days. */
export const forceCounterEntity = defineEntity({
  type: 'FORCE',
  schema: z.object({ userId: z.string(), date: z.string(), count: z.number().int() }),
  versioned: false,
}).key({
  partition: { sources: ['userId'], key: ({ userId }) => ['USER', userId] },
  sort: { sources: ['date'], key: ({ date }) => `FORCE#${date}` },
});

/**
 * The plan partition's items as a Query of it brings them (entries, requests and fragments side by side), each
 * parsed by its entity; the proposal filter and the sorting are `PlanRepository`'s.
 */
export const planReaders = {
  entries: readerOf(entryEntity),
  requests: readerOf(requestEntity),
  foreign: readerOf(shiftFragmentEntity),
  absences: readerOf(absenceFragmentEntity),
  appointments: readerOf(appointmentFragmentEntity),
};
