/**
 * The pieces of a bulk command: where a copied or moved shift lands, what a batch edit makes of a shift, the
 * checks of copy and move (the person's absences, the rule engine's errors) over the person's months read once, and
 * the versioned writes in transaction chunks of at most 100 writes.
 */
import { createHash } from 'node:crypto';
import { AppError } from '@app/shared/api/errors';
import { findingText } from '@app/shared/rules/engine/finding-text';
import type { TBulkEdit } from '@app/shared/plan-tools/bulk-tool';
import { paidMinutes } from '@app/shared/shifts/shift-hours';
import type { TPause } from '@app/shared/shifts/shift-template';
import { addDays } from '@app/shared/time/tenant-time';
import type { Caller } from '../security/caller';
import type { Catalogue, Person } from '../calendar/calendar-reads.repository';
import { buildEntry } from '../calendar/entry.service';
import type {
  NewPlanEntry,
  PlanChange,
  PlanEntry,
  PlanItems,
  PlanRepository,
  PlanRequest,
} from '../calendar/plan.repository';
import { assembleChangeWorld, changeFindings, findingsByEntry } from '../calendar/validator/change-world';
import { validatorText } from '../calendar/validator/texts';
import type { BulkJobInput } from './bulk-tool.job-input';

type TransactionWrite = ReturnType<PlanRepository['planWrites']>[number];

export interface Found {
  entry: PlanEntry;
  requests: PlanRequest[];
}

/** A uuid derived from the task and the source shift: a second delivery of the task writes the same items. */
export function derivedUuid(taskId: string, sourceUuid: string): string {
  const hex = createHash('sha256').update(`${taskId}#${sourceUuid}`).digest('hex');
  const variant = ((parseInt(hex.slice(16, 17), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

const pauseOf = (pause: { mode: number; begin: string | null; end: string | null }): TPause => ({
  mode: pause.mode as TPause['mode'],
  begin: pause.begin,
  end: pause.end,
});

/** Where copy and move put a shift: the target unit and resource, the target person, or `offset` days later. */
export function placedEntry(
  caller: Caller,
  input: BulkJobInput,
  entry: PlanEntry,
  offset: number,
  uuid: string,
  createdAt: string,
  keepSeries: boolean,
): NewPlanEntry {
  const { version: _version, serialId, mergedIds, displayFields, proposalRunId: _proposal, ...rest } = entry;
  const date = input.target === 'push' ? addDays(entry.date, offset) : entry.date;
  const times = {
    itemClass: entry.itemClass,
    begin: entry.begin,
    end: entry.end,
    pause1: pauseOf(entry.pause1),
    pause2: pauseOf(entry.pause2),
  };
  return {
    ...rest,
    unitId: input.target === 'resource' && input.targetGroupId ? input.targetGroupId : entry.unitId,
    resourceId:
      input.target === 'resource' && input.targetResourceId ? input.targetResourceId : entry.resourceId,
    userId: input.target === 'user' ? input.targetUserId : entry.userId,
    date,
    uuid,
    // A day across a clock change pays other minutes.
    minutes: date === entry.date ? entry.minutes : paidMinutes(times, date, caller.tenantRecord.timeZone),
    createdAt,
    ...(keepSeries && serialId ? { serialId } : {}),
    ...(keepSeries && mergedIds?.length ? { mergedIds } : {}),
    ...(displayFields?.length ? { displayFields } : {}),
  };
}

/** A shift after a batch edit; a new shift template brings its resource, class, times and pauses unless given. */
export function editedEntry(
  caller: Caller,
  catalogue: Catalogue,
  edit: TBulkEdit,
  entry: PlanEntry,
): NewPlanEntry {
  const retemplated = edit.templateId !== undefined && edit.templateId !== entry.templateId;
  const own = <T>(value: T) => (retemplated ? undefined : value);
  return buildEntry(
    caller,
    catalogue,
    {
      unitId: entry.unitId,
      date: entry.date,
      userId: entry.userId,
      templateId: edit.templateId ?? entry.templateId,
      resourceId: own(entry.resourceId),
      itemClass: own(entry.itemClass),
      begin: edit.begin ?? own(entry.begin),
      end: edit.end ?? own(entry.end),
      pause1: edit.pause1 ?? own(pauseOf(entry.pause1)),
      pause2: edit.pause2 ?? own(pauseOf(entry.pause2)),
      notes: edit.notes ?? entry.notes,
    },
    { uuid: entry.uuid, createdAt: entry.createdAt, keep: entry },
  );
}

/**
 * The hard checks of copy and move over many shifts: each person's months are read once (gsi1, in parallel a
 * few at a time), and shifts placed earlier in the same run count as the person's too.
 */
export class BulkChecks {
  private readonly months = new Map<string, Promise<PlanItems>>();
  private readonly placed = new Map<string, PlanEntry[]>();

  constructor(
    private readonly caller: Caller,
    private readonly plan: PlanRepository,
    private readonly input: Pick<BulkJobInput, 'language'>,
    private readonly catalogue: Catalogue,
    private readonly people: ReadonlyMap<string, Person>,
    /** Shifts the command takes away (a move): they no longer collide. */
    private readonly replaced: ReadonlySet<string>,
  ) {}

  private monthsAround(entry: NewPlanEntry): string[] {
    return [
      ...new Set([entry.date, addDays(entry.date, -1), addDays(entry.date, 1)].map((day) => day.slice(0, 7))),
    ];
  }

  private personMonth(userId: string, month: string): Promise<PlanItems> {
    const key = `${userId}#${month}`;
    let items = this.months.get(key);
    if (!items) {
      items = this.plan.personMonth(userId, month);
      this.months.set(key, items);
    }
    return items;
  }

  /** Reads the months of every person the shifts name, eight Queries at a time. */
  async prefetch(entries: readonly NewPlanEntry[]): Promise<void> {
    const keys = [
      ...new Set(
        entries.flatMap((entry) =>
          entry.userId ? this.monthsAround(entry).map((month) => `${entry.userId}#${month}`) : [],
        ),
      ),
    ];
    for (let start = 0; start < keys.length; start += 8)
      await Promise.all(
        keys.slice(start, start + 8).map((key) => {
          const [userId = '', month = ''] = key.split('#');
          return this.personMonth(userId, month);
        }),
      );
  }

  /**
   * Why a shift may not be written, or undefined when it may (and now counts as placed): the person is absent
   * that day (the bulk tool never plans over an absence), or the rule engine finds an error that cannot be
   * forced (an overlap, a rule's hard limit); warnings do not stop a shift.
   */
  async check(entry: NewPlanEntry): Promise<BulkSkip | undefined> {
    const userId = entry.userId;
    if (userId === null) return undefined;
    const parts = await Promise.all(this.monthsAround(entry).map((month) => this.personMonth(userId, month)));
    const absences = parts.flatMap((part) => part.absences);
    const language = this.input.language;
    const person = this.people.get(userId);
    const absent = absences.find(
      (absence) =>
        absence.userId === userId &&
        (absence.state ?? 3) < 4 &&
        absence.begin.slice(0, 10) <= entry.date &&
        entry.date <= absence.end.slice(0, 10),
    );
    if (absent)
      return {
        key: 'bulkTool.log.absent',
        reason: validatorText('calendar.validator.absence', language, {
          person: person?.displayName ?? '',
          date: entry.date,
          absence:
            this.catalogue.absenceTypes.find((type) => type.id === absent.absenceTypeId)?.caption[language] ??
            '',
        }),
      };
    const placed = this.placed.get(userId) ?? [];
    const world = assembleChangeWorld(
      this.caller,
      language,
      this.catalogue,
      { added: [entry], removed: [] },
      {
        from: addDays(entry.date, -1),
        to: addDays(entry.date, 1),
        collections: [],
        // The shifts the command takes away are gone; those it placed before this one are there.
        items: [
          ...parts.map((part) => ({
            ...part,
            entries: part.entries.filter((held) => !this.replaced.has(held.uuid)),
          })),
          { entries: placed, requests: [], foreign: [], absences: [] },
        ],
        people: person ? [person] : [],
        holidays: [],
      },
    );
    const [finding] = findingsByEntry(changeFindings(world), [entry]).get(entry.uuid) ?? [];
    if (finding)
      return {
        key: finding.ruleId.endsWith('.overlap') ? 'bulkTool.log.overlap' : 'bulkTool.log.rules',
        reason: findingText(finding.messageKey, language, finding.params),
      };
    this.placed.set(userId, [...placed, { ...entry, version: 1 }]);
    return undefined;
  }
}

/** Why the bulk tool leaves a shift out: the log line's key and the reason in the caller's language. */
export interface BulkSkip {
  key: 'bulkTool.log.absent' | 'bulkTool.log.overlap' | 'bulkTool.log.rules';
  reason: string;
}

/** One shift's writes in a versioned transaction: its changes and, when it moved, its requests' new copies. */
export interface ShiftWrites {
  source: PlanEntry;
  changes: PlanChange[];
  extra: TransactionWrite[];
}

/** DynamoDB's limit of writes in one transaction. */
export const transactionWrites = 100;

/** A write refused because an item changed (or went) since it was read: the data layer's CONFLICT, NOT_FOUND. */
const changedMeanwhile = (error: unknown) =>
  error instanceof AppError && (error.code === 'CONFLICT' || error.code === 'NOT_FOUND');

/**
 * Commits items in transactions of at most `room` writes (fragments and counters included). A chunk refused
 * because an item changed meanwhile is committed again item by item, so that only the changed ones are left out
 * (`report.changed`); any other failure (a throttle the SDK's retries did not overcome, a fault) is thrown and
 * ends the command: it is never counted as a changed item.
 */
export async function commitInChunks<T, W>(
  items: readonly T[],
  writesOf: (chunk: readonly T[]) => W[],
  commit: (writes: readonly W[], chunk: readonly T[]) => Promise<void>,
  report: {
    done: (chunk: readonly T[]) => Promise<void> | void;
    changed: (item: T) => Promise<void> | void;
  },
  room = transactionWrites,
): Promise<void> {
  const flush = async (chunk: T[]) => {
    if (chunk.length === 0) return;
    try {
      await commit(writesOf(chunk), chunk);
      await report.done(chunk);
    } catch (error) {
      if (!changedMeanwhile(error)) throw error;
      for (const item of chunk) {
        try {
          await commit(writesOf([item]), [item]);
          await report.done([item]);
        } catch (single) {
          if (!changedMeanwhile(single)) throw single;
          await report.changed(item);
        }
      }
    }
  };
  let chunk: T[] = [];
  for (const item of items) {
    if (chunk.length > 0 && writesOf([...chunk, item]).length > room) {
      await flush(chunk);
      chunk = [];
    }
    chunk.push(item);
  }
  await flush(chunk);
}

/** A versioned transaction's writes of some shifts: their changes (fragments, counters) and extra writes. */
export const shiftWritesOf =
  (plan: PlanRepository) =>
  (chunk: readonly ShiftWrites[]): TransactionWrite[] => [
    ...plan.planWrites(chunk.flatMap((shift) => shift.changes)),
    ...chunk.flatMap((shift) => shift.extra),
  ];
