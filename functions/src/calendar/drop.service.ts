/**
 * Drops in the calendar (`actions/execute`): DROP_SETUSER puts the dragged person on an open slot (the stored
 * open entry, at its version) or a ghost (a new entry from `targetTemplateId`); DROP_MOVEUSER moves an entry to
 * another person or day (another unit or day: a delete and a put in one transaction, with a new id);
 * DROP_COPY copies it. Two drops on one open slot: both write at the slot's version, exactly one wins.
 */
import { randomUUID } from 'node:crypto';
import { AppError } from '@app/shared/api/errors';
import type { TActionExecute } from '@app/shared/calendar/calendar.contracts';
import type { TPlanChangeKind } from '@app/shared/calendar/plan-history.contracts';
import type { TShiftEntry } from '@app/shared/calendar/shift-entry';
import type { Language } from '@app/shared/i18n/languages';
import type { TPause } from '@app/shared/shifts/shift-template';
import type { Caller } from '../security/caller';
import { requireResponsibleForUnits } from '../units/responsibility-scope';
import { now } from '../clock';
import { UserRepository } from '../directory/user.repository';
import { CalendarReadsRepository } from './calendar-reads.repository';
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
import { buildEntry, requireEntry } from './entry.service';
import { historyWrite } from './plan-history.service';

type Drop = Required<Pick<TActionExecute, 'command'>> & { force: boolean; data: TActionExecute['data'] };

/** What a drop is in the planner's history of changes (undo and redo). */
const dropKinds: Record<Drop['command'], TPlanChangeKind> = {
  DROP_SETUSER: 'assign',
  DROP_MOVEUSER: 'move',
  DROP_COPY: 'copy',
};

/** The fields of an existing entry that a copy or move keeps. */
const keptFields = (entry: PlanEntry) => ({
  templateId: entry.templateId,
  resourceId: entry.resourceId,
  itemClass: entry.itemClass,
  begin: entry.begin,
  end: entry.end,
  pause1: entry.pause1 as TPause,
  pause2: entry.pause2 as TPause,
  notes: entry.notes,
});

export async function executeDrop(caller: Caller, drop: Drop, language: Language) {
  if (drop.force) await countForcedCall(caller);
  const { data } = drop;
  const plan = new PlanRepository(caller.tenant);
  const reads = new CalendarReadsRepository(caller.tenant);
  const [catalogue] = await Promise.all([
    reads.catalogue(),
    assertPlace(caller, data.targetGroupId, data.targetUserId, 'body.data.targetUserId'),
  ]);
  // The units the drop writes: the target, an open slot's and a moved entry's unit (docs/permissions.md).
  await requireResponsibleForUnits(caller, [data.targetGroupId]);
  const createdAt = now().toISOString();

  let changes: PlanChange[];
  let written: NewPlanEntry[];
  let replaced = new Map<string, PlanEntry>();
  let requestsMoved:
    | { from: Awaited<ReturnType<typeof requireEntry>>['requests']; to: NewPlanEntry }
    | undefined;

  if (drop.command === 'DROP_SETUSER') {
    const userId = data.sourceUserId ?? data.targetUserId;
    if (!userId) throw invalid('body.data.sourceUserId', 'calendar.entry.userUnknown');
    if (!data.targetUserId && data.sourceUserId) {
      const person = await new UserRepository(caller.tenant).get(data.sourceUserId);
      if (!person) throw invalid('body.data.sourceUserId', 'calendar.entry.userUnknown');
    }
    const units = await personUnits(caller, userId);
    if (data.targetEntryId) {
      const { entry: slot } = await requireEntry(caller, data.targetEntryId);
      await requireResponsibleForUnits(caller, [slot.unitId]);
      // The slot was taken meanwhile (or the version read is stale): the other planner won.
      if (slot.userId !== null || (data.version !== undefined && slot.version !== data.version))
        throw new AppError('CONFLICT');
      const after: NewPlanEntry = withoutVersion({ ...slot, userId });
      changes = [{ kind: 'replace', before: slot, after, personUnitsBefore: [], personUnitsAfter: units }];
      written = [after];
      replaced = new Map([[slot.uuid, slot]]);
    } else {
      if (!data.targetTemplateId)
        throw invalid('body.data.targetTemplateId', 'calendar.entry.templateUnknown');
      const entry = buildEntry(
        caller,
        catalogue,
        {
          unitId: data.targetGroupId,
          date: data.targetDate,
          userId,
          templateId: data.targetTemplateId,
          resourceId: data.targetResourceId,
          notes: '',
        },
        { uuid: randomUUID(), createdAt },
      );
      changes = [{ kind: 'create', entry, personUnits: units }];
      written = [entry];
    }
  } else {
    if (!data.sourceEntryId) throw invalid('body.data.sourceEntryId', 'calendar.entry.sourceRequired');
    const source = await requireEntry(caller, data.sourceEntryId);
    const before = source.entry;
    if (drop.command !== 'DROP_COPY') await requireResponsibleForUnits(caller, [before.unitId]);
    if (data.version !== undefined && before.version !== data.version) throw new AppError('CONFLICT');
    const userId = data.targetUserId;
    const samePlace = before.unitId === data.targetGroupId && before.date === data.targetDate;
    const [unitsBefore, unitsAfter] = await Promise.all([
      personUnits(caller, before.userId),
      personUnits(caller, userId),
    ]);
    const fields = {
      unitId: data.targetGroupId,
      date: data.targetDate,
      userId,
      ...keptFields(before),
      ...(data.targetResourceId ? { resourceId: data.targetResourceId } : {}),
    };
    if (drop.command === 'DROP_COPY') {
      const entry = buildEntry(caller, catalogue, fields, { uuid: randomUUID(), createdAt });
      changes = [{ kind: 'create', entry, personUnits: unitsAfter }];
      written = [entry];
    } else {
      const moved = !samePlace;
      const entry = buildEntry(caller, catalogue, fields, {
        uuid: moved ? randomUUID() : before.uuid,
        createdAt: before.createdAt,
        keep: before,
      });
      changes = replaceChanges(
        before,
        entry,
        moved,
        { before: unitsBefore, after: unitsAfter },
        source.requests,
      );
      written = [entry];
      replaced = new Map([[before.uuid, before]]);
      if (moved) requestsMoved = { from: source.requests, to: entry };
    }
  }

  // One check of the whole drop: a move's source day is in it too (a slot it leaves short warns).
  const verdict = await validateChange(
    caller,
    language,
    catalogue,
    { added: written, removed: [...replaced.values()] },
    drop.force,
  );
  if (!verdict.pass) return validatorAnswer<TShiftEntry[]>(verdict, language, null);

  const writes = plan.planWrites(changes);
  if (requestsMoved)
    writes.push(
      ...plan.movedRequestWrites(requestsMoved.from, {
        unitId: requestsMoved.to.unitId,
        date: requestsMoved.to.date,
        entryUuid: requestsMoved.to.uuid,
      }),
    );
  const versions = new Map(
    changes.flatMap((change) =>
      change.kind === 'replace' ? [[change.before.uuid, change.before.version + 1] as const] : [],
    ),
  );
  const stored = written.map((entry) => ({ ...entry, version: versions.get(entry.uuid) ?? 1 }));
  // An open shift dragged onto a person is given to them, whichever end of the drag was held.
  const filled = [...replaced.values()].some((entry) => entry.userId === null) && data.targetUserId !== null;
  const kind = filled && drop.command !== 'DROP_COPY' ? 'assign' : dropKinds[drop.command];
  writes.push(historyWrite(caller, kind, { before: [...replaced.values()], after: stored }));
  const first = written[0];
  await commitPlan(
    caller,
    'calendar.drop',
    { id: first ? entryIdOf(first) : '', name: drop.command },
    {
      before: changes.flatMap((change) =>
        change.kind === 'create'
          ? []
          : [entrySnapshot(change.kind === 'replace' ? change.before : change.entry)],
      ),
      after: written.map(entrySnapshot),
    },
    writes,
  );
  const entries = await toShiftEntries(
    caller,
    stored.map((entry) => ({ entry, requests: [] })),
    catalogue,
  );
  return validatorAnswer(verdict, language, entries);
}

function withoutVersion(entry: PlanEntry): NewPlanEntry {
  const { version: _version, ...rest } = entry;
  return rest;
}
