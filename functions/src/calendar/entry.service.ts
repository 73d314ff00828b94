/**
 * Shift entries: one with its requests, save (new, changed, or moved to another unit or day: a delete and a put
 * in one transaction with a new id), delete, and delete a series from an entry on.
 */
import { randomUUID } from 'node:crypto';
import { AppError } from '@app/shared/api/errors';
import { parseEntryId, type EntryKey } from '@app/shared/calendar/entry-id';
import type { TShiftEntry, TShiftEntrySaveParsed } from '@app/shared/calendar/shift-entry';
import type { TEntryDeleteResult, TEntryResult } from '@app/shared/calendar/calendar.contracts';
import type { Language } from '@app/shared/i18n/languages';
import { paidMinutes } from '@app/shared/shifts/shift-hours';
import { noPause, type TPause } from '@app/shared/shifts/shift-template';
import type { Caller } from '../security/caller';
import { requireResponsibleForUnits } from '../units/responsibility-scope';
import { seesEntry } from './visibility';
import { now } from '../clock';
import { CalendarReadsRepository, type Catalogue } from './calendar-reads.repository';
import {
  entryIdOf,
  PlanRepository,
  type NewPlanEntry,
  type PlanChange,
  type PlanEntry,
} from './plan.repository';
import {
  assertPlace,
  commitPlan,
  countForcedCall,
  entrySnapshot,
  invalid,
  personUnits,
  replaceChanges,
  toShiftEntries,
  validateChange,
  validatorAnswer,
} from './change-support';
import { historyWrite } from './plan-history.service';

/** Entries of a series deleted per transaction (each with its fragments and counters, under 100 writes). */
const serialChunk = 12;

export function entryKeyOf(entryId: string): EntryKey {
  const key = parseEntryId(entryId);
  // The contract's schema checked the shape; a key that does not parse names nothing.
  if (!key) throw new AppError('NOT_FOUND');
  return key;
}

export async function requireEntry(caller: Caller, entryId: string) {
  const found = await new PlanRepository(caller.tenant).entry(entryKeyOf(entryId));
  if (!found) throw new AppError('NOT_FOUND');
  return found;
}

export async function getEntry(caller: Caller, entryId: string): Promise<TShiftEntry> {
  const found = await requireEntry(caller, entryId);
  // Need to know (visibility.ts): a shift the calendar would not show the caller is not found either.
  if (!(await seesEntry(caller, found.entry))) throw new AppError('NOT_FOUND');
  const [entry] = await toShiftEntries(caller, [found]);
  if (!entry) throw new AppError('NOT_FOUND');
  return entry;
}

/** The entry a save or drop writes: times and pauses from the template unless given, paid minutes fixed. */
export function buildEntry(
  caller: Caller,
  catalogue: Catalogue,
  input: {
    unitId: string;
    date: string;
    userId: string | null;
    templateId: string | null;
    resourceId?: string | undefined;
    itemClass?: number | undefined;
    begin?: string | null | undefined;
    end?: string | null | undefined;
    pause1?: TPause | undefined;
    pause2?: TPause | undefined;
    notes: string;
  },
  base: { uuid: string; createdAt: string; keep?: PlanEntry | undefined },
): NewPlanEntry {
  const template = input.templateId
    ? catalogue.templates.find((candidate) => candidate.id === input.templateId)
    : undefined;
  if (input.templateId && !template) throw invalid('body.templateId', 'calendar.entry.templateUnknown');
  const resourceId = input.resourceId ?? template?.resourceId;
  if (!resourceId || !catalogue.resources.some((resource) => resource.id === resourceId))
    throw invalid('body.resourceId', 'calendar.entry.resourceUnknown');
  const itemClass = input.itemClass ?? template?.itemClass ?? 0;
  const begin = input.begin !== undefined ? input.begin : (template?.begin ?? null);
  const end = input.end !== undefined ? input.end : (template?.end ?? null);
  if (itemClass !== 99 && (begin === null || end === null))
    throw invalid('body.begin', 'calendar.entry.timesRequired');
  const pause1 = input.pause1 ?? (template ? (template.pause1 as TPause) : noPause);
  const pause2 = input.pause2 ?? (template ? (template.pause2 as TPause) : noPause);
  const times = { itemClass, begin, end, pause1, pause2 };
  const { keep } = base;
  return {
    unitId: input.unitId,
    date: input.date,
    uuid: base.uuid,
    userId: input.userId,
    templateId: input.templateId,
    resourceId,
    ...times,
    minutes: paidMinutes(times, input.date, caller.tenantRecord.timeZone),
    notes: input.notes,
    ...(keep?.displayFields?.length ? { displayFields: keep.displayFields } : {}),
    ...(keep?.mergedIds?.length ? { mergedIds: keep.mergedIds } : {}),
    ...(keep?.serialId ? { serialId: keep.serialId } : {}),
    createdAt: base.createdAt,
  };
}

export async function saveEntry(
  caller: Caller,
  input: TShiftEntrySaveParsed,
  force: boolean,
  language: Language,
): Promise<TEntryResult> {
  if (force) await countForcedCall(caller);
  const plan = new PlanRepository(caller.tenant);
  const [catalogue, existing] = await Promise.all([
    new CalendarReadsRepository(caller.tenant).catalogue(),
    input.id ? requireEntry(caller, input.id) : Promise.resolve(undefined),
    assertPlace(caller, input.unitId, input.userId),
  ]);
  if (existing && existing.entry.version !== input.version) throw new AppError('CONFLICT');
  // The unit written and, for a change or move, the unit the entry leaves (docs/permissions.md).
  await requireResponsibleForUnits(caller, [input.unitId, ...(existing ? [existing.entry.unitId] : [])]);
  const before = existing?.entry;
  const moved = before !== undefined && (before.unitId !== input.unitId || before.date !== input.date);
  const entry = buildEntry(caller, catalogue, input, {
    uuid: before && !moved ? before.uuid : randomUUID(),
    createdAt: before?.createdAt ?? now().toISOString(),
    keep: before,
  });
  const verdict = await validateChange(
    caller,
    language,
    catalogue,
    { added: [entry], removed: before ? [before] : [] },
    force,
  );
  if (!verdict.pass) return validatorAnswer(verdict, language, null);

  const [unitsBefore, unitsAfter] = await Promise.all([
    personUnits(caller, before?.userId ?? null),
    personUnits(caller, entry.userId),
  ]);
  const requests = existing?.requests ?? [];
  const changes: PlanChange[] = before
    ? replaceChanges(before, entry, moved, { before: unitsBefore, after: unitsAfter }, requests)
    : [{ kind: 'create', entry, personUnits: unitsAfter }];
  const version = before && !moved ? before.version + 1 : 1;
  const written = { ...entry, version };
  const writes = plan.planWrites(changes);
  if (moved) writes.push(...plan.movedRequestWrites(requests, { ...entry, entryUuid: entry.uuid }));
  writes.push(
    historyWrite(caller, before ? 'change' : 'create', { before: before ? [before] : [], after: [written] }),
  );
  await commitPlan(
    caller,
    'calendar.entry.save',
    { id: entryIdOf(entry), name: entry.date },
    { before: before ? entrySnapshot(before) : null, after: entrySnapshot(entry) },
    writes,
  );
  const movedRequests = requests.map((request) => ({
    ...request,
    unitId: entry.unitId,
    date: entry.date,
    entryUuid: entry.uuid,
    version: 1,
  }));
  const [answer] = await toShiftEntries(
    caller,
    [{ entry: written, requests: moved ? movedRequests : requests }],
    catalogue,
  );
  return validatorAnswer(verdict, language, answer ?? null);
}

/**
 * Deletes an entry, checked like a save: what the removal breaks (a day below its minimum staffing, a shift
 * another depends on) refuses it with the findings until forced.
 */
export async function deleteEntry(
  caller: Caller,
  entryId: string,
  version: number,
  force: boolean,
  language: Language,
): Promise<TEntryDeleteResult> {
  if (force) await countForcedCall(caller);
  const { entry, requests } = await requireEntry(caller, entryId);
  await requireResponsibleForUnits(caller, [entry.unitId]);
  if (entry.version !== version) throw new AppError('CONFLICT');
  const catalogue = await new CalendarReadsRepository(caller.tenant).catalogue();
  const verdict = await validateChange(caller, language, catalogue, { added: [], removed: [entry] }, force);
  if (!verdict.pass) return validatorAnswer(verdict, language, null);
  const plan = new PlanRepository(caller.tenant);
  await commitPlan(
    caller,
    'calendar.entry.delete',
    { id: entryId, name: entry.date },
    { before: entrySnapshot(entry) },
    [
      ...plan.deleteWrites(entry, await personUnits(caller, entry.userId), requests),
      historyWrite(caller, 'delete', { before: [entry], after: [] }),
    ],
  );
  return validatorAnswer(verdict, language, { id: entryId, deleted: true as const });
}

/**
 * `DeleteSerial`: the entries of the entry's series from its day on (only its resource's with
 * `sourceResourceOnly`); `virtual` only counts. Not atomic beyond chunks of `serialChunk` entries.
 */
export async function deleteSerial(
  caller: Caller,
  entryId: string,
  options: { virtual: boolean; sourceResourceOnly: boolean },
) {
  const { entry } = await requireEntry(caller, entryId);
  const plan = new PlanRepository(caller.tenant);
  const catalogue = await new CalendarReadsRepository(caller.tenant).catalogue();
  const resourceName =
    catalogue.resources.find((resource) => resource.id === entry.resourceId)?.caption ?? '';
  const series = entry.serialId ? await plan.serial(entry.serialId, entry.date) : [entry];
  const chosen = options.sourceResourceOnly
    ? series.filter((candidate) => candidate.resourceId === entry.resourceId)
    : series;
  const multiResource = new Set(series.map((candidate) => candidate.resourceId)).size > 1;
  // Every unit the chosen part of the series lies in (an entry may have been moved to another unit).
  await requireResponsibleForUnits(caller, [entry.unitId, ...chosen.map((candidate) => candidate.unitId)]);
  if (!options.virtual) {
    const unitsByUser = new Map<string, string[]>();
    for (const userId of new Set(chosen.flatMap((candidate) => (candidate.userId ? [candidate.userId] : []))))
      unitsByUser.set(userId, await personUnits(caller, userId));
    for (let start = 0; start < chosen.length; start += serialChunk) {
      const chunk = chosen.slice(start, start + serialChunk);
      const withRequests = await Promise.all(
        chunk.map((candidate) =>
          plan.entry({ unitId: candidate.unitId, date: candidate.date, uuid: candidate.uuid }),
        ),
      );
      const changes: PlanChange[] = withRequests.flatMap((found) =>
        found
          ? [
              {
                kind: 'delete' as const,
                entry: found.entry,
                personUnits: found.entry.userId ? (unitsByUser.get(found.entry.userId) ?? []) : [],
                requests: found.requests,
              },
            ]
          : [],
      );
      await commitPlan(
        caller,
        'calendar.entry.delete',
        { id: entryId, name: entry.serialId ?? entry.date },
        { before: { serialId: entry.serialId ?? null, from: entry.date, count: changes.length } },
        plan.planWrites(changes),
      );
    }
  }
  return { count: chosen.length, resource: resourceName, multiResource };
}
