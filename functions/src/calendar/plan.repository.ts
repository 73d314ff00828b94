/**
 * The plan partition (docs/data-model.md section 8): shift entries, their requests and the fragments that show a
 * member's shifts of other units, read a unit's month at a time (one Query, 1 MB pages) or a person's month on
 * gsi1. Writes are transaction writes: the caller commits them with its audit entry.
 */
import type * as z from 'zod';
import { formatEntryId, type EntryKey } from '@app/shared/calendar/entry-id';
import { addDays, monthsOf } from '@app/shared/time/tenant-time';
import type { TenantContext } from '../tenancy/tenant-context';
import { TenantTable, type TransactionWrite } from '../data/tenant-table';
import { EntityCodec } from '../data/entity-items';
import type { Attributes, EntityModel } from '../data/entity';
import { collect } from '../data/item-readers';
import { ShiftTemplateRepository } from '../shifts/shift-template.repository';
import { ResourceRepository } from '../resources/resource.repository';
import {
  absenceFragmentEntity,
  appointmentFragmentEntity,
  entryEntity,
  forceCounterEntity,
  requestEntity,
  shiftFragmentEntity,
  planReaders,
  unitStatsEntity,
  type ZStoredAbsenceFragment,
  type ZStoredAppointmentFragment,
  type ZStoredEntry,
  type ZStoredRequest,
  type ZStoredShiftFragment,
} from './plan-items.entities';

export type NewPlanEntry = z.infer<typeof ZStoredEntry>;
export type PlanEntry = NewPlanEntry & { version: number };
export type NewPlanRequest = z.infer<typeof ZStoredRequest>;
export type PlanRequest = NewPlanRequest & { version: number };
export type ShiftFragment = z.infer<typeof ZStoredShiftFragment>;
/** An absence fragment as written (the absences area): one per unit and month of the absence. */
export type NewAbsenceFragment = z.infer<typeof ZStoredAbsenceFragment>;
/** What readers of the plan use of an absence fragment (its copy's unit, month and primary flag aside). */
export type AbsenceFragment = Pick<
  NewAbsenceFragment,
  'absenceId' | 'userId' | 'absenceTypeId' | 'begin' | 'end'
> &
  Partial<Pick<NewAbsenceFragment, 'state' | 'halfDayBegin' | 'halfDayEnd' | 'substituteIds'>>;
export type AbsenceFragmentKey = Pick<NewAbsenceFragment, 'unitId' | 'month' | 'absenceId'>;
/** A single common appointment's fragment as written (the appointments area): one per unit and month. */
export type NewAppointmentFragment = z.infer<typeof ZStoredAppointmentFragment>;
export type AppointmentFragment = Omit<NewAppointmentFragment, 'month' | 'primary'>;
export type AppointmentFragmentKey = Pick<NewAppointmentFragment, 'unitId' | 'month' | 'appointmentId'>;

/** Everything one unit's month partition (or a range of it) holds, sorted by kind. */
export interface PlanItems {
  entries: PlanEntry[];
  requests: PlanRequest[];
  foreign: ShiftFragment[];
  absences: AbsenceFragment[];
  /** Single common appointments (`C#<id>`); absent in items built by hand (tests, checks that do not draw them). */
  appointments?: AppointmentFragment[];
}

/** The units a person belongs to (primary and extra): where their shifts are shown. */
export type PersonUnits = readonly string[];

/** One change of the plan; `planWrites` turns a list of them into one transaction's writes. */
export type PlanChange =
  | { kind: 'create'; entry: NewPlanEntry; personUnits: PersonUnits }
  | {
      kind: 'replace';
      before: PlanEntry;
      after: NewPlanEntry;
      personUnitsBefore: PersonUnits;
      personUnitsAfter: PersonUnits;
    }
  | {
      kind: 'delete';
      entry: PlanEntry;
      personUnits: PersonUnits;
      /** Its requests go with it. */
      requests?: readonly PlanRequest[];
    };

/** A DynamoDB page is at most 1 MB; asking for more items than fit lets DynamoDB cut the pages (~2,500 entries). */
const pageItems = 10_000;
const forceTtlSeconds = 2 * 24 * 3600;

export const entryIdOf = (entry: Pick<NewPlanEntry, 'unitId' | 'date' | 'uuid'>): string =>
  formatEntryId({ unitId: entry.unitId, date: entry.date, uuid: entry.uuid });

export class PlanRepository {
  private readonly table: TenantTable;
  private readonly entries;
  private readonly requests;
  private readonly fragments;
  private readonly unitStats;
  private readonly force;
  private readonly absenceFragments;
  private readonly appointmentFragments;
  private readonly templates: ShiftTemplateRepository;
  private readonly resources: ResourceRepository;
  /** For bulk writes of whole items (BatchWrite), which the bound entities do not offer versioned. */
  private readonly codecs: Map<string, EntityCodec>;

  constructor(tenant: TenantContext) {
    this.table = new TenantTable(tenant);
    this.entries = entryEntity.in(this.table);
    this.requests = requestEntity.in(this.table);
    this.fragments = shiftFragmentEntity.in(this.table);
    this.unitStats = unitStatsEntity.in(this.table);
    this.force = forceCounterEntity.in(this.table);
    this.absenceFragments = absenceFragmentEntity.in(this.table);
    this.appointmentFragments = appointmentFragmentEntity.in(this.table);
    this.templates = new ShiftTemplateRepository(tenant);
    this.resources = new ResourceRepository(tenant);
    const models: EntityModel[] = [entryEntity.model, shiftFragmentEntity.model];
    this.codecs = new Map(models.map((model) => [model.type, new EntityCodec(model, this.table)]));
  }

  // ---- reads ----

  /**
   * Everything of unit U in month M: 1 Query, one page per ~2,500 entries. Auto-planning proposals (entries with
   * `proposalRunId`) are left out of every read but where asked for (the planner's calendar): until accepted they
   * are nobody's shift, and the open slot they would fill is still open.
   */
  unitMonth(unitId: string, month: string, options: { proposals?: boolean } = {}): Promise<PlanItems> {
    return this.readPartition(
      this.entries.keyOf({ unitId, date: `${month}-01`, uuid: '' }).pk,
      undefined,
      undefined,
      options.proposals === true,
    );
  }

  /** The proposal entries of an auto-planning run (gsi3 `PLANRUN#<id>`), in date order. */
  proposals(runId: string): Promise<PlanEntry[]> {
    return this.entries.queryAll({ index: 'gsi3', partition: { serialId: null, proposalRunId: runId } });
  }

  /**
   * Writes proposal entries (BatchWrite, version 1; the same ids again overwrite them): no fragments and no
   * counters, since a proposal is not yet a shift of anybody's (it expires by TTL when left unanswered).
   */
  async putProposals(entries: readonly NewPlanEntry[]): Promise<void> {
    const codec = this.codecs.get('ENTRY');
    if (!codec) throw new Error('The entry codec is missing');
    await this.table.batchWrite(entries.map((entry) => ({ put: codec.toStored(entry, 1) })));
  }

  /** Removes proposal entries (BatchWrite; no fragments or counters were written for them). */
  async deleteProposals(entries: readonly NewPlanEntry[]): Promise<void> {
    await this.table.batchWrite(
      entries.map((entry) => ({
        delete: this.entries.keyOf({ unitId: entry.unitId, date: entry.date, uuid: entry.uuid }),
      })),
    );
  }

  /** A proposal's removal in a transaction (accepting it), at the version read. */
  proposalDeleteWrite(entry: PlanEntry): TransactionWrite {
    return this.entries.deleteWrite(
      { unitId: entry.unitId, date: entry.date, uuid: entry.uuid },
      { expectedVersion: entry.version },
    );
  }

  /** The absence fragments of unit U in month M (`A#`): 1 Query, without the month's shifts. */
  async unitAbsences(unitId: string, month: string): Promise<AbsenceFragment[]> {
    const pk = this.entries.keyOf({ unitId, date: `${month}-01`, uuid: '' }).pk;
    return (await this.readPartition(pk, { beginsWith: 'A#' })).absences;
  }

  /** The shift entries (with requests) of unit U on the days `from`..`to` (`S#<from>`..`S#<to>~`), per month. */
  async unitDays(unitId: string, from: string, to: string): Promise<PlanItems> {
    const parts = await Promise.all(
      monthsOf(from, to).map((month) =>
        this.readPartition(this.entries.keyOf({ unitId, date: `${month}-01`, uuid: '' }).pk, {
          between: [`S#${from}`, `S#${to}~`],
        }),
      ),
    );
    return merge(parts);
  }

  /**
   * What the rule checks of a change read of unit U's days `from`..`to`: the entries (`S#`), the members' shifts
   * in other units (`F#`) and the absences (`A#`, whole months: keyed by absence): 3 Queries a month, in parallel.
   */
  async unitDaysForRules(unitId: string, from: string, to: string): Promise<PlanItems> {
    const parts = await Promise.all(
      monthsOf(from, to).flatMap((month) => {
        const pk = this.entries.keyOf({ unitId, date: `${month}-01`, uuid: '' }).pk;
        return [
          this.readPartition(pk, { between: [`S#${from}`, `S#${to}~`] }),
          this.readPartition(pk, { between: [`F#${from}`, `F#${to}~`] }),
          this.readPartition(pk, { beginsWith: 'A#' }),
        ];
      }),
    );
    return merge(parts);
  }

  /** The slot's neighbourhood for checks: the day before, the day, the day after. */
  unitAround(unitId: string, date: string): Promise<PlanItems> {
    return this.unitDays(unitId, addDays(date, -1), addDays(date, 1));
  }

  /** One entry with its requests (the id names the partition): 1 Query `begins_with 'S#<D>#<uuid>'`. */
  async entry(key: EntryKey): Promise<{ entry: PlanEntry; requests: PlanRequest[] } | undefined> {
    const pk = this.entries.keyOf({ unitId: key.unitId, date: key.date, uuid: key.uuid }).pk;
    const items = await this.readPartition(pk, { beginsWith: `S#${key.date}#${key.uuid}` });
    const entry = items.entries.find((candidate) => candidate.uuid === key.uuid);
    return entry && { entry, requests: items.requests.filter((request) => request.entryUuid === key.uuid) };
  }

  /**
   * A person's month across all their units (gsi1): entries, the requests they made, and their absences (the
   * primary unit's fragments); no foreign fragments (the entries themselves are there).
   */
  personMonth(userId: string, month: string): Promise<PlanItems> {
    return this.readPartition(this.table.key('USER', userId, 'PLAN', month), undefined, 'gsi1');
  }

  /** Open shifts of a unit from a day on (gsi2 `UNIT#<U>#OPEN`), in date order. */
  openShifts(unitId: string, fromDate: string): Promise<PlanEntry[]> {
    return this.entries.queryAll({
      index: 'gsi2',
      partition: { unitId, userId: null },
      sort: { gte: fromDate },
    });
  }

  /** Entries of a series from a day on (gsi3 `SERIAL#<id>`). */
  serial(serialId: string, fromDate: string): Promise<PlanEntry[]> {
    return this.entries.queryAll({
      index: 'gsi3',
      partition: { serialId, proposalRunId: null },
      sort: { gte: fromDate },
    });
  }

  // ---- writes (transaction writes; commit them with the audit entry) ----

  /** The writes of some changes of the plan: entries, fragments, and the counters summed per item. */
  planWrites(changes: readonly PlanChange[]): TransactionWrite[] {
    const writes: TransactionWrite[] = [];
    const fragmentPuts = new Map<string, ShiftFragment>();
    const fragmentDeletes = new Map<string, ShiftFragment>();
    const counts = { templates: new Map<string, number>(), resources: new Map<string, number>() };
    const unitCounts = new Map<string, number>();
    const count = (entry: NewPlanEntry, by: number) => {
      if (entry.templateId) bump(counts.templates, entry.templateId, by);
      bump(counts.resources, entry.resourceId, by);
      bump(unitCounts, entry.unitId, by);
    };
    const fragmentKey = (fragment: ShiftFragment) =>
      `${fragment.unitId}#${fragment.date}#${fragment.entryUuid}`;
    const project = (entry: NewPlanEntry, units: PersonUnits, into: Map<string, ShiftFragment>) => {
      for (const fragment of fragmentsOf(entry, units)) into.set(fragmentKey(fragment), fragment);
    };
    for (const change of changes) {
      if (change.kind === 'create') {
        writes.push(this.entries.createWrite(change.entry));
        count(change.entry, 1);
        project(change.entry, change.personUnits, fragmentPuts);
      } else if (change.kind === 'replace') {
        writes.push(this.entries.replaceWrite(change.after, change.before.version));
        count(change.before, -1);
        count(change.after, 1);
        project(change.before, change.personUnitsBefore, fragmentDeletes);
        project(change.after, change.personUnitsAfter, fragmentPuts);
      } else {
        writes.push(
          this.entries.deleteWrite(
            { unitId: change.entry.unitId, date: change.entry.date, uuid: change.entry.uuid },
            { expectedVersion: change.entry.version },
          ),
        );
        for (const request of change.requests ?? []) {
          writes.push(
            this.requests.deleteWrite({
              unitId: request.unitId,
              date: request.date,
              entryUuid: request.entryUuid,
              id: request.id,
            }),
          );
        }
        count(change.entry, -1);
        project(change.entry, change.personUnits, fragmentDeletes);
      }
    }
    for (const [key, fragment] of fragmentPuts) {
      fragmentDeletes.delete(key);
      writes.push(this.fragments.putWrite(fragment));
    }
    for (const fragment of fragmentDeletes.values()) {
      writes.push(
        this.fragments.deleteWrite({
          unitId: fragment.unitId,
          date: fragment.date,
          entryUuid: fragment.entryUuid,
        }),
      );
    }
    for (const [templateId, by] of counts.templates)
      if (by !== 0) writes.push(this.templates.planCountWrite(templateId, by));
    for (const [resourceId, by] of counts.resources)
      if (by !== 0) writes.push(this.resources.shiftCountWrite(resourceId, by));
    for (const [unitId, by] of unitCounts)
      if (by !== 0) writes.push(this.unitStats.updateWrite({ unitId }, { add: { entryCount: by } }));
    return writes;
  }

  createWrites(entry: NewPlanEntry, personUnits: PersonUnits): TransactionWrite[] {
    return this.planWrites([{ kind: 'create', entry, personUnits }]);
  }

  replaceWrites(
    before: PlanEntry,
    after: NewPlanEntry,
    personUnitsBefore: PersonUnits,
    personUnitsAfter: PersonUnits,
  ): TransactionWrite[] {
    return this.planWrites([{ kind: 'replace', before, after, personUnitsBefore, personUnitsAfter }]);
  }

  deleteWrites(
    entry: PlanEntry,
    personUnits: PersonUnits,
    requests: readonly PlanRequest[] = [],
  ): TransactionWrite[] {
    return this.planWrites([{ kind: 'delete', entry, personUnits, requests }]);
  }

  /**
   * Bulk puts of new entries without conditions (demo seed, week templates, benchmarks): BatchWrite of the
   * entries (version 1) and their fragments, then the counters, one `ADD` per item in transactions of 100.
   * Not for interactive changes: nothing is checked, and a crash may leave counters behind.
   */
  async putMany(
    entries: readonly NewPlanEntry[],
    personUnitsOf: (userId: string) => PersonUnits,
  ): Promise<void> {
    const codec = this.codecs.get('ENTRY');
    if (!codec) throw new Error('The entry codec is missing');
    const fragments = entries.flatMap((entry) =>
      fragmentsOf(entry, entry.userId ? personUnitsOf(entry.userId) : []),
    );
    await this.table.batchWrite([
      ...entries.map((entry) => ({ put: codec.toStored(entry, 1) })),
      ...fragments.map((fragment) => ({ put: this.fragmentCodec().toStored(fragment) })),
    ]);
    const counters = this.planWrites(
      entries.map((entry) => ({ kind: 'create' as const, entry, personUnits: [] })),
    ).filter((write) => 'update' in write);
    for (let start = 0; start < counters.length; start += 100)
      await this.table.transact(counters.slice(start, start + 100));
  }

  /**
   * Bulk deletes (range delete, week-template overwrite): BatchWrite deletes of the entries, their requests and
   * fragments, then the counters as `putMany` does. No version checks: an entry changed meanwhile goes too.
   */
  async deleteMany(
    found: readonly { entry: PlanEntry; requests: readonly PlanRequest[] }[],
    personUnitsOf: (userId: string) => PersonUnits,
  ): Promise<void> {
    if (found.length === 0) return;
    const fragments = found.flatMap(({ entry }) =>
      fragmentsOf(entry, entry.userId ? personUnitsOf(entry.userId) : []),
    );
    await this.table.batchWrite([
      ...found.map(({ entry }) => ({
        delete: this.entries.keyOf({ unitId: entry.unitId, date: entry.date, uuid: entry.uuid }),
      })),
      ...found.flatMap(({ requests }) =>
        requests.map((request) => ({
          delete: this.requests.keyOf({
            unitId: request.unitId,
            date: request.date,
            entryUuid: request.entryUuid,
            id: request.id,
          }),
        })),
      ),
      ...fragments.map((fragment) => ({
        delete: this.fragments.keyOf({
          unitId: fragment.unitId,
          date: fragment.date,
          entryUuid: fragment.entryUuid,
        }),
      })),
    ]);
    const counters = this.planWrites(
      found.map(({ entry }) => ({ kind: 'delete' as const, entry, personUnits: [] })),
    ).filter((write) => 'update' in write);
    for (let start = 0; start < counters.length; start += 100)
      await this.table.transact(counters.slice(start, start + 100));
  }

  /** A new request on an entry (C2's shift actions). */
  createRequestWrite(request: NewPlanRequest): TransactionWrite {
    return this.requests.createWrite(request);
  }

  /** The requests of an entry that moved (a new id): put again under the new entry; delete the old with it. */
  movedRequestWrites(
    requests: readonly PlanRequest[],
    to: { unitId: string; date: string; entryUuid: string },
  ): TransactionWrite[] {
    return requests.map(({ version: _version, ...request }) =>
      this.requests.createWrite({ ...request, ...to }),
    );
  }

  /** A request answered or withdrawn, at the version read. */
  replaceRequestWrite(request: NewPlanRequest, expectedVersion: number): TransactionWrite {
    return this.requests.replaceWrite(request, expectedVersion);
  }

  /**
   * An absence's fragments (the absences area): puts of those it has now and deletes of those it no longer has
   * (a key in both is only put). One write per fragment: the caller keeps the transaction under 100.
   */
  absenceFragmentWrites(
    put: readonly NewAbsenceFragment[],
    remove: readonly AbsenceFragmentKey[] = [],
  ): TransactionWrite[] {
    const keyOf = (key: AbsenceFragmentKey) => `${key.unitId}#${key.month}#${key.absenceId}`;
    const kept = new Set(put.map(keyOf));
    return [
      ...put.map((fragment) => this.absenceFragments.putWrite(fragment)),
      ...remove
        .filter((key) => !kept.has(keyOf(key)))
        .map((key) =>
          this.absenceFragments.deleteWrite({
            unitId: key.unitId,
            month: key.month,
            absenceId: key.absenceId,
          }),
        ),
    ];
  }

  /**
   * A single appointment's fragments (the appointments area): puts of those it has now, deletes of those it no
   * longer has (a key in both is only put). One write per fragment: the caller keeps the transaction under 100.
   */
  appointmentFragmentWrites(
    put: readonly NewAppointmentFragment[],
    remove: readonly AppointmentFragmentKey[] = [],
  ): TransactionWrite[] {
    const keyOf = (key: AppointmentFragmentKey) => `${key.unitId}#${key.month}#${key.appointmentId}`;
    const kept = new Set(put.map(keyOf));
    const removed = new Map(remove.filter((key) => !kept.has(keyOf(key))).map((key) => [keyOf(key), key]));
    return [
      ...put.map((fragment) => this.appointmentFragments.putWrite(fragment)),
      ...[...removed.values()].map((key) =>
        this.appointmentFragments.deleteWrite({
          unitId: key.unitId,
          month: key.month,
          appointmentId: key.appointmentId,
        }),
      ),
    ];
  }

  /** Bulk puts of appointment fragments without conditions (demo seed only). */
  async putAppointmentFragments(fragments: readonly NewAppointmentFragment[]): Promise<void> {
    await this.appointmentFragments.putMany(fragments);
  }

  /**
   * Bulk puts of absence fragments without conditions (demo seed only): BatchWrite, 25 a request.
   */
  async putAbsenceFragments(fragments: readonly NewAbsenceFragment[]): Promise<void> {
    await this.absenceFragments.putMany(fragments);
  }

  /** How many entries a unit holds (a unit is deleted only when empty). */
  async unitEntryCount(unitId: string): Promise<number> {
    return (await this.unitStats.get({ unitId }))?.entryCount ?? 0;
  }

  /** Counts one forced call of a person on a day (TTL 2 days) and answers the count so far. */
  incrementForced(userId: string, date: string, nowSeconds: number): Promise<number> {
    return this.table.increment(this.force.keyOf({ userId, date }), 'count', nowSeconds + forceTtlSeconds);
  }

  private fragmentCodec(): EntityCodec {
    const codec = this.codecs.get('SHIFTFRAG');
    if (!codec) throw new Error('The fragment codec is missing');
    return codec;
  }

  private async readPartition(
    partitionKey: string,
    sort?: { beginsWith: string } | { between: [string, string] },
    index?: 'gsi1',
    proposals = false,
  ): Promise<PlanItems> {
    const items: Attributes[] = [];
    let cursor: string | undefined;
    do {
      const page = await this.table.query<{ pk: string; sk: string } & Attributes>({
        partitionKey,
        limit: pageItems,
        ...(index ? { index } : {}),
        ...(sort ? { sort } : {}),
        ...(cursor ? { cursor } : {}),
      });
      for (const item of page.items) if (proposals || !item.proposalRunId) items.push(item);
      cursor = page.nextCursor;
    } while (cursor);
    // Each kind parsed by its entity; an item that does not parse is logged with its key and left out.
    return collect(items, planReaders, index ? 'plan.personMonth' : 'plan.unitMonth');
  }
}

function bump(map: Map<string, number>, key: string, by: number): void {
  map.set(key, (map.get(key) ?? 0) + by);
}

/** The fragments of an entry: one in each of its person's units but the entry's own (none for open shifts). */
function fragmentsOf(entry: NewPlanEntry, personUnits: PersonUnits): ShiftFragment[] {
  if (entry.userId === null) return [];
  const userId = entry.userId;
  return [...new Set(personUnits)]
    .filter((unitId) => unitId !== entry.unitId)
    .map((unitId) => ({
      unitId,
      date: entry.date,
      entryUuid: entry.uuid,
      userId,
      homeUnitId: entry.unitId,
      templateId: entry.templateId,
      resourceId: entry.resourceId,
      itemClass: entry.itemClass,
      begin: entry.begin,
      end: entry.end,
      minutes: entry.minutes,
    }));
}

function merge(parts: readonly PlanItems[]): PlanItems {
  return {
    entries: parts.flatMap((part) => part.entries),
    requests: parts.flatMap((part) => part.requests),
    foreign: parts.flatMap((part) => part.foreign),
    absences: parts.flatMap((part) => part.absences),
    appointments: parts.flatMap((part) => part.appointments ?? []),
  };
}
