/**
 * Fixed bars and their entries (issue 12 deliverables 4 and 6): list, save and delete bars; load, save and delete
 * entries, serial breaks (one occurrence deleted) and the tooltip. Every change is one transaction with its audit
 * entry. Everyone with `calendar.view` reads them (the calendar draws them); a person who does not plan sees only
 * entries of the whole company or of their own units (others are as unknown as a missing one); planners
 * (`calendar.plan`, checked by the contracts) change them within their responsibility (docs/permissions.md): an
 * entry of some units needs each of them, one of the whole company and the bars themselves (company-wide rows,
 * deleted with all their entries) every unit; otherwise 403 NOT_RESPONSIBLE naming a unit outside.
 */
import { randomUUID } from 'node:crypto';
import type * as z from 'zod';
import { AppError } from '@app/shared/api/errors';
import { assertCurrentVersion } from '@app/shared/api/versions';
import type {
  TFixedBar,
  TFixedBarEntry,
  TFixedBarEntryDetails,
  TFixedBarTooltip,
  TFixedBarWithEntries,
  ZFixedBarEntrySave,
  ZFixedBarSave,
  ZFixedBarSerialBreak,
} from '@app/shared/plan-tools/fixed-bar';
import type { Language } from '@app/shared/i18n/languages';
import { hasPermission, type Caller } from '../security/caller';
import {
  isResponsibleForUnit,
  requireResponsibleForUnits,
  responsibleScope,
} from '../units/responsibility-scope';
import { AuditRepository } from '../audit/audit.repository';
import { actorOf, auditEntry, commitAudited } from '../audit/audit.service';
import { now as clockNow } from '../clock';
import { messageText } from '../api/messages';
import { invalid } from '../calendar/change-support';
import { unitsOfPerson } from '../absences/absence-support';
import { UnitRepository } from '../units/unit.repository';
import { TagRepository } from '../tags/tag.repository';
import {
  FixedBarRepository,
  type NewFixedBar,
  type NewFixedBarEntry,
  type StoredFixedBar,
  type StoredFixedBarEntry,
} from './fixed-bar.repository';
import {
  entryShownIn,
  firstOccurrence,
  fixedBarOccurrences,
  isFixedBarOccurrence,
} from '../calendar/fixed-bar-slots';

type BarInput = z.output<typeof ZFixedBarSave>;
type EntryInput = z.output<typeof ZFixedBarEntrySave>;
type BreakInput = z.output<typeof ZFixedBarSerialBreak>;
const maxWrites = 100;

const notFound = () => new AppError('NOT_FOUND', { messageKey: 'ITEM_NOT_EXISTS' });
const sortBars = (bars: StoredFixedBar[]) =>
  bars.sort((a, b) => a.order - b.order || a.name.localeCompare(b.name, 'de'));
const barTarget = (bar: Pick<NewFixedBar, 'id' | 'name'>) => ({
  type: 'fixedBar',
  id: bar.id,
  name: bar.name,
});
const entryTarget = (entry: Pick<NewFixedBarEntry, 'id' | 'caption'>) => ({
  type: 'fixedBarEntry',
  id: entry.id,
  name: entry.caption,
});
const entrySnapshot = (entry: NewFixedBarEntry) => ({
  fixedBarId: entry.fixedBarId,
  caption: entry.caption,
  fullCompany: entry.fullCompany,
  unitIds: entry.unitIds,
  startDate: entry.startDate,
  endDate: entry.endDate,
  serial: entry.serial !== null,
  breaks: entry.breaks,
});

/** A bar by id; 404 when unknown. */
async function requireBar(caller: Caller, id: string): Promise<StoredFixedBar> {
  const bar = await new FixedBarRepository(caller.tenant).getBar(id);
  if (!bar) throw new AppError('NOT_FOUND');
  return bar;
}

/** An entry as the caller may see it (see the file comment); 404 otherwise. */
async function requireEntry(caller: Caller, id: string): Promise<StoredFixedBarEntry> {
  const entry = await new FixedBarRepository(caller.tenant).getEntry(id);
  if (!entry || !visibleTo(caller, entry)) throw notFound();
  return entry;
}

/** Responsible for every unit of the company (the whole company's entries, the bars). */
async function requireEveryUnit(caller: Caller): Promise<void> {
  const scope = await responsibleScope(caller);
  await requireResponsibleForUnits(caller, scope.unitNames.keys());
}

/** The caller may change an entry shown in these units (or in the whole company). */
async function requireEntryUnits(
  caller: Caller,
  entry: Pick<NewFixedBarEntry, 'fullCompany' | 'unitIds'>,
): Promise<void> {
  if (entry.fullCompany) await requireEveryUnit(caller);
  else await requireResponsibleForUnits(caller, entry.unitIds);
}

/** Whether the caller may change the entry (its details' `canEdit`). */
async function mayEdit(caller: Caller, entry: NewFixedBarEntry): Promise<boolean> {
  if (!hasPermission(caller, 'calendar.plan')) return false;
  if (entry.fullCompany) return (await responsibleScope(caller)).all;
  const answers = await Promise.all(entry.unitIds.map((unitId) => isResponsibleForUnit(caller, unitId)));
  return answers.every(Boolean);
}

function visibleTo(caller: Caller, entry: NewFixedBarEntry): boolean {
  return hasPermission(caller, 'calendar.plan') || entryShownIn(entry, new Set(unitsOfPerson(caller.user)));
}

export async function listFixedBars(caller: Caller, includeDisabled: boolean): Promise<TFixedBar[]> {
  const bars = await new FixedBarRepository(caller.tenant).listBars();
  return sortBars(bars.filter((bar) => includeDisabled || bar.enabled));
}

export async function saveFixedBar(caller: Caller, input: BarInput, at = clockNow()): Promise<TFixedBar> {
  const repository = new FixedBarRepository(caller.tenant);
  const audit = new AuditRepository(caller.tenant);
  const fields = { name: input.name, color: input.color, enabled: input.enabled, order: input.order };
  await requireEveryUnit(caller);
  if (input.id === undefined) {
    const bar: NewFixedBar = { id: randomUUID(), ...fields };
    await audit.commit(
      auditEntry('fixedBar.create', actorOf(caller), barTarget(bar), { after: fields }, at),
      [repository.createBarWrite(bar)],
    );
    return { ...bar, version: 1 };
  }
  const before = await requireBar(caller, input.id);
  if (input.version === undefined) throw invalid('body.version', 'error.VALIDATION');
  assertCurrentVersion(before, input.version);
  const bar: NewFixedBar = { id: before.id, ...fields };
  const { id: _id, version: _version, ...previous } = before;
  await audit.commit(
    auditEntry('fixedBar.update', actorOf(caller), barTarget(bar), { before: previous, after: fields }, at),
    [repository.replaceBarWrite(bar, input.version)],
  );
  return { ...bar, version: input.version + 1 };
}

export async function fixedBarWithEntries(caller: Caller, id: string): Promise<TFixedBarWithEntries> {
  const repository = new FixedBarRepository(caller.tenant);
  const [bar, entries] = await Promise.all([requireBar(caller, id), repository.entriesOf(id)]);
  return { bar, entries: entries.filter((entry) => visibleTo(caller, entry)) };
}

/** The bar and all its entries in one transaction (a bar of more than 98 entries: delete entries first). */
export async function deleteFixedBar(caller: Caller, id: string, version: number, at = clockNow()) {
  const repository = new FixedBarRepository(caller.tenant);
  const [bar, entries] = await Promise.all([requireBar(caller, id), repository.entriesOf(id)]);
  await requireEveryUnit(caller);
  assertCurrentVersion(bar, version);
  if (entries.length + 2 > maxWrites) throw invalid('params.fixedBarId', 'error.VALIDATION');
  await commitAudited(
    caller,
    { action: 'fixedBar.delete', target: barTarget(bar), before: { entries: entries.length }, at: at },
    [
      repository.deleteBarWrite(bar.id, version),
      ...entries.map((entry) => repository.deleteEntryWrite(entry.id, entry.version)),
    ],
  );
}

/** The entry's fields as kept: checked against bar, units and tag; a series' days from its first occurrence. */
async function resolveEntry(caller: Caller, input: EntryInput) {
  const { id: _id, version: _version, ...fields } = input;
  const bar = await new FixedBarRepository(caller.tenant).getBar(fields.fixedBarId);
  if (!bar) throw invalid('body.fixedBarId', 'fixedbar-choose');
  const unitIds = fields.fullCompany ? [] : [...new Set(fields.unitIds)];
  if (!fields.fullCompany && unitIds.length === 0) throw invalid('body.unitIds', 'unit-choose2');
  if (unitIds.length) {
    const found = await new UnitRepository(caller.tenant).getMany(unitIds);
    if (found.length !== unitIds.length) throw invalid('body.unitIds', 'unit-choose2');
  }
  if (fields.tagId && !(await new TagRepository(caller.tenant).get(fields.tagId)))
    throw invalid('body.tagId', 'error.VALIDATION');
  const kept = { ...fields, unitIds };
  if (fields.serial) {
    const first = firstOccurrence(
      { ...kept, id: '', breaks: [], serialSourceId: null, serialSourceDate: null },
      caller.tenantRecord.timeZone,
    );
    if (!first) throw invalid('body.serial', 'serial.empty');
    return {
      ...kept,
      allDay: fields.serial.allDay,
      startDate: first.date,
      endDate: first.endDate,
      startTime: first.startTime,
      endTime: first.endTime,
    };
  }
  const times = fields.allDay
    ? { startTime: null, endTime: null }
    : { startTime: fields.startTime, endTime: fields.endTime };
  const wrongTimes =
    !fields.allDay &&
    (times.startTime === null ||
      times.endTime === null ||
      (fields.startDate === fields.endDate && times.endTime <= times.startTime));
  if (fields.endDate < fields.startDate || wrongTimes) throw invalid('body.endDate', 'fixedbar-range');
  return { ...kept, ...times };
}

export async function saveFixedBarEntry(
  caller: Caller,
  input: EntryInput,
  at = clockNow(),
): Promise<TFixedBarEntry> {
  const repository = new FixedBarRepository(caller.tenant);
  const audit = new AuditRepository(caller.tenant);
  if (input.id === undefined) {
    const resolved = await resolveEntry(caller, input);
    await requireEntryUnits(caller, resolved);
    const entry: NewFixedBarEntry = {
      ...resolved,
      id: randomUUID(),
      breaks: [],
      serialSourceId: null,
      serialSourceDate: null,
    };
    await audit.commit(
      auditEntry(
        'fixedBarEntry.create',
        actorOf(caller),
        entryTarget(entry),
        { after: entrySnapshot(entry) },
        at,
      ),
      [repository.createEntryWrite(entry)],
    );
    return { ...entry, version: 1 };
  }
  const before = await requireEntry(caller, input.id);
  if (input.version === undefined) throw invalid('body.version', 'error.VALIDATION');
  assertCurrentVersion(before, input.version);
  const resolved = await resolveEntry(caller, input);
  // Where it was shown and where it will be.
  await Promise.all([requireEntryUnits(caller, before), requireEntryUnits(caller, resolved)]);
  const { version: _read, ...stored } = before;
  // A series keeps its breaks while it stays a series; a single entry has none.
  const entry: NewFixedBarEntry = { ...stored, ...resolved, breaks: resolved.serial ? before.breaks : [] };
  await audit.commit(
    auditEntry(
      'fixedBarEntry.update',
      actorOf(caller),
      entryTarget(entry),
      { before: entrySnapshot(before), after: entrySnapshot(entry) },
      at,
    ),
    [repository.replaceEntryWrite(entry, input.version)],
  );
  return { ...entry, version: input.version + 1 };
}

export async function deleteFixedBarEntry(caller: Caller, id: string, version: number, at = clockNow()) {
  const before = await requireEntry(caller, id);
  await requireEntryUnits(caller, before);
  assertCurrentVersion(before, version);
  await commitAudited(
    caller,
    { action: 'fixedBarEntry.delete', target: entryTarget(before), before: entrySnapshot(before), at: at },
    [new FixedBarRepository(caller.tenant).deleteEntryWrite(id, version)],
  );
}

/** One occurrence of a series deleted: a break (spec serial-msg2 when the day is no occurrence). */
export async function fixedBarSerialBreak(
  caller: Caller,
  input: BreakInput,
  at = clockNow(),
): Promise<TFixedBarEntry> {
  const before = await requireEntry(caller, input.id);
  await requireEntryUnits(caller, before);
  assertCurrentVersion(before, input.version);
  if (!isFixedBarOccurrence(before, input.beginDate, caller.tenantRecord.timeZone))
    throw new AppError('SERIAL_BREAK_REFUSED');
  const { version: _read, ...stored } = before;
  const breaks = [...new Set([...before.breaks, input.beginDate])].sort();
  if (breaks.length > 1000) throw new AppError('SERIAL_BREAK_REFUSED');
  const entry: NewFixedBarEntry = { ...stored, breaks };
  await commitAudited(
    caller,
    {
      action: 'fixedBarEntry.update',
      target: entryTarget(entry),
      before: entrySnapshot(before),
      after: entrySnapshot(entry),
      at: at,
    },
    [new FixedBarRepository(caller.tenant).replaceEntryWrite(entry, input.version)],
  );
  return { ...entry, version: input.version + 1 };
}

/** The occurrence seen: `start` when it is one of the series, else the entry's start. */
function occurrenceOf(entry: StoredFixedBarEntry, start: string | undefined, timeZone: string): string {
  return entry.serial && start && isFixedBarOccurrence(entry, start, timeZone) ? start : entry.startDate;
}

export async function loadFixedBarEntry(
  caller: Caller,
  id: string,
  start: string | undefined,
): Promise<TFixedBarEntryDetails> {
  const entry = await requireEntry(caller, id);
  const [bar, units, tag] = await Promise.all([
    new FixedBarRepository(caller.tenant).getBar(entry.fixedBarId),
    entry.unitIds.length ? new UnitRepository(caller.tenant).getMany(entry.unitIds) : Promise.resolve([]),
    entry.tagId ? new TagRepository(caller.tenant).get(entry.tagId) : Promise.resolve(undefined),
  ]);
  const nameOf = new Map(units.map((unit) => [unit.id, unit.name]));
  return {
    entry,
    barName: bar?.name ?? '',
    barColor: bar?.color ?? '',
    unitNames: entry.unitIds.flatMap((unitId) => {
      const name = nameOf.get(unitId);
      return name === undefined ? [] : [name];
    }),
    tagName: tag?.name ?? null,
    tagColor: tag?.color ?? null,
    occurrence: occurrenceOf(entry, start, caller.tenantRecord.timeZone),
    canEdit: await mayEdit(caller, entry),
  };
}

export async function fixedBarTooltip(
  caller: Caller,
  id: string,
  start: string | undefined,
  language: Language,
): Promise<TFixedBarTooltip> {
  const details = await loadFixedBarEntry(caller, id, start);
  const { entry } = details;
  const timeZone = caller.tenantRecord.timeZone;
  const [shown] = fixedBarOccurrences(entry, details.occurrence, details.occurrence, timeZone);
  const period = shown ?? {
    date: entry.startDate,
    endDate: entry.endDate,
    startTime: entry.startTime,
    endTime: entry.endTime,
  };
  const days = period.endDate === period.date ? period.date : `${period.date} – ${period.endDate}`;
  const times = period.startTime && period.endTime ? ` ${period.startTime}–${period.endTime}` : '';
  return {
    title: entry.caption,
    lines: [
      details.barName,
      `${days}${times}`,
      entry.fullCompany ? messageText('fixedbar.wholeCompany', language) : details.unitNames.join(', '),
      ...(details.tagName ? [details.tagName] : []),
      ...(entry.comment ? [entry.comment] : []),
    ],
  };
}
