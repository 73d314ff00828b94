/**
 * Undo and redo of a planner's own changes of the plan (issue 28; docs/decisions.md, "Undo and redo"): saves,
 * deletions and drops record the entries before and after them; a step writes the other side back through the
 * validator, at the versions the change left, so a shift someone changed since is never overwritten.
 */
import { randomUUID } from 'node:crypto';
import { AppError } from '@app/shared/api/errors';
import type {
  TPlanChangeKind,
  TPlanChangeSummary,
  TPlanHistory,
  TPlanHistoryResult,
} from '@app/shared/calendar/plan-history.contracts';
import type { Language } from '@app/shared/i18n/languages';
import type { Caller } from '../security/caller';
import { requireResponsibleForUnits } from '../units/responsibility-scope';
import { UserRepository } from '../directory/user.repository';
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
  commitPlan,
  countForcedCall,
  entrySnapshot,
  personUnits,
  validateChange,
  validatorAnswer,
} from './change-support';
import {
  planHistoryHours,
  PlanHistoryRepository,
  type EntryImage,
  type PlanChangeRecord,
} from './plan-history.repository';

type Direction = 'undo' | 'redo';

/** The history item a change writes in its own transaction: the entries before it and after it (at their versions). */
export function historyWrite(
  caller: Caller,
  kind: TPlanChangeKind,
  images: { before: readonly PlanEntry[]; after: readonly PlanEntry[] },
) {
  return new PlanHistoryRepository(caller.tenant).recordWrite({
    userId: caller.user.id,
    at: now().toISOString(),
    id: randomUUID(),
    kind,
    state: 'applied',
    before: [...images.before],
    after: [...images.after],
  });
}

/** The next change to undo (the newest applied) and to redo (the oldest undone after it). */
function nextSteps(changes: readonly PlanChangeRecord[]): Record<Direction, PlanChangeRecord | undefined> {
  const since = now().getTime() - planHistoryHours * 3600 * 1000;
  let redo: PlanChangeRecord | undefined;
  for (const change of changes) {
    // Newest first: undone changes until the first applied one; anything older waits behind that one.
    if (Date.parse(change.at) < since) break;
    if (change.state === 'applied') return { undo: change, redo };
    redo = change;
  }
  return { undo: undefined, redo };
}

export async function planHistory(caller: Caller): Promise<TPlanHistory> {
  return summarise(caller, nextSteps(await new PlanHistoryRepository(caller.tenant).recent(caller.user.id)));
}

export const undoChange = (caller: Caller, id: string, force: boolean, language: Language) =>
  step(caller, 'undo', id, force, language);

export const redoChange = (caller: Caller, id: string, force: boolean, language: Language) =>
  step(caller, 'redo', id, force, language);

async function step(
  caller: Caller,
  direction: Direction,
  id: string,
  force: boolean,
  language: Language,
): Promise<TPlanHistoryResult> {
  const history = new PlanHistoryRepository(caller.tenant);
  const changes = await history.recent(caller.user.id);
  const change = nextSteps(changes)[direction];
  // The button named another change (a newer one in another tab, or this one stepped already).
  if (!change || change.id !== id) throw new AppError('CONFLICT', { messageKey: 'calendar.history.moved' });
  const [stored, wanted] =
    direction === 'undo' ? [change.after, change.before] : [change.before, change.after];
  await requireResponsibleForUnits(caller, new Set([...stored, ...wanted].map((image) => image.unitId)));
  if (force) await countForcedCall(caller);

  const plan = new PlanRepository(caller.tenant);
  const wantedKeys = new Set(wanted.map(keyOf));
  const current = await Promise.all(stored.map(async (image) => ({ image, found: await plan.entry(image) })));
  const changedSince = () => new AppError('CONFLICT', { messageKey: 'calendar.history.changedSince' });
  for (const { image, found } of current) {
    if (!found || found.entry.version !== image.version) throw changedSince();
    // Undoing it would drop a colleague's swap or application without a word.
    if (!wantedKeys.has(keyOf(image)) && found.requests.length > 0)
      throw new AppError('CONFLICT', { messageKey: 'calendar.history.hasRequests' });
  }
  const storedKeys = new Set(stored.map(keyOf));
  const comingBack = wanted.filter((image) => !storedKeys.has(keyOf(image)));
  // A shift that comes back must not have been made again meanwhile (a redo after someone undid by hand).
  if ((await Promise.all(comingBack.map((image) => plan.entry(image)))).some((found) => found !== undefined))
    throw changedSince();

  const catalogue = await new CalendarReadsRepository(caller.tenant).catalogue();
  const added = wanted.map(withoutVersion);
  const removed = current.flatMap(({ found }) => (found ? [found.entry] : []));
  const verdict = await validateChange(caller, language, catalogue, { added, removed }, force);
  if (!verdict.pass) return validatorAnswer<TPlanHistory>(verdict, language, null);

  const units = await unitsOfPeople(caller, [...added, ...removed]);
  const unitsOf = (entry: NewPlanEntry) => (entry.userId ? (units.get(entry.userId) ?? []) : []);
  const storedByKey = new Map(removed.map((entry) => [keyOf(entry), entry]));
  const planChanges: PlanChange[] = [
    ...current.flatMap(({ found }): PlanChange[] =>
      found && !wantedKeys.has(keyOf(found.entry))
        ? [
            {
              kind: 'delete',
              entry: found.entry,
              personUnits: unitsOf(found.entry),
              requests: found.requests,
            },
          ]
        : [],
    ),
    ...added.map((entry): PlanChange => {
      const before = storedByKey.get(keyOf(entry));
      return before
        ? {
            kind: 'replace',
            before,
            after: entry,
            personUnitsBefore: unitsOf(before),
            personUnitsAfter: unitsOf(entry),
          }
        : { kind: 'create', entry, personUnits: unitsOf(entry) };
    }),
  ];
  const written = added.map((entry): EntryImage => ({
    ...entry,
    version: (storedByKey.get(keyOf(entry))?.version ?? 0) + 1,
  }));
  const next = {
    state: direction === 'undo' ? ('undone' as const) : ('applied' as const),
    before: direction === 'undo' ? written : change.before,
    after: direction === 'undo' ? change.after : written,
  };
  const first = written[0] ?? removed[0];
  await commitPlan(
    caller,
    direction === 'undo' ? 'calendar.undo' : 'calendar.redo',
    { id: first ? entryIdOf(first) : '', name: change.kind },
    { before: removed.map(entrySnapshot), after: added.map(entrySnapshot) },
    [...plan.planWrites(planChanges), history.stepWrite(change, next)],
  );
  const after = changes.map((candidate) =>
    candidate.id === change.id ? { ...candidate, ...next, version: candidate.version + 1 } : candidate,
  );
  return validatorAnswer(verdict, language, await summarise(caller, nextSteps(after), catalogue));
}

async function unitsOfPeople(caller: Caller, entries: readonly NewPlanEntry[]) {
  const people = [...new Set(entries.flatMap((entry) => (entry.userId ? [entry.userId] : [])))];
  return new Map(
    await Promise.all(people.map(async (userId) => [userId, await personUnits(caller, userId)] as const)),
  );
}

/** The steps as the buttons name them: the shift's name, its person and day. */
async function summarise(
  caller: Caller,
  steps: Record<Direction, PlanChangeRecord | undefined>,
  known?: Catalogue,
): Promise<TPlanHistory> {
  const shown = [steps.undo, steps.redo].flatMap((change) => {
    const entry = change ? (change.after[0] ?? change.before[0]) : undefined;
    return change && entry ? [{ change, entry }] : [];
  });
  if (shown.length === 0) return { undo: null, redo: null };
  const people = [...new Set(shown.flatMap(({ entry }) => (entry.userId ? [entry.userId] : [])))];
  const [catalogue, users] = await Promise.all([
    known ?? new CalendarReadsRepository(caller.tenant).catalogue(),
    new UserRepository(caller.tenant).getMany(people),
  ]);
  const names = new Map(users.map((user) => [user.id, user.displayName]));
  const summary = (change: PlanChangeRecord | undefined): TPlanChangeSummary | null => {
    const entry = shown.find((candidate) => candidate.change === change)?.entry;
    if (!change || !entry) return null;
    const template = catalogue.templates.find((candidate) => candidate.id === entry.templateId);
    const resource = catalogue.resources.find((candidate) => candidate.id === entry.resourceId);
    return {
      id: change.id,
      kind: change.kind,
      at: change.at,
      date: entry.date,
      shiftName: template?.name ?? resource?.caption ?? '',
      personName: entry.userId ? (names.get(entry.userId) ?? '') : null,
    };
  };
  return { undo: summary(steps.undo), redo: summary(steps.redo) };
}

const keyOf = (entry: Pick<NewPlanEntry, 'unitId' | 'date' | 'uuid'>) => entryIdOf(entry);

function withoutVersion(image: EntryImage): NewPlanEntry {
  const { version: _version, ...entry } = image;
  return entry;
}
