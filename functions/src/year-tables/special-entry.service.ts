/**
 * Special entries of a year (leave days granted or deducted, time corrections, payouts): a change recalculates
 * the year in the same transaction, so that the table's totals always include its entries. Closed years refuse.
 * Only on people the caller is responsible for, never on one's own account (administrators excepted, marked in the
 * audit).
 */
import { randomUUID } from 'node:crypto';
import { AppError } from '@app/shared/api/errors';
import { maxSpecialEntries, type TSpecialEntry } from '@app/shared/year-tables/year-table';
import type { TSpecialEntrySave } from '@app/shared/year-tables/year-tables.contracts';
import { ZSpecialEntrySave } from '@app/shared/year-tables/year-tables.contracts';
import { commitAudited } from '../audit/audit.service';
import { now } from '../clock';
import type { Caller } from '../security/caller';
import { YearTableRepository } from '../time/year-table.repository';
import { personYearInputs, recalculated } from './year-inputs';
import { decidedPerson, markOwn, validation } from './year-table.service';

/** The year (open, present) with the writes that recalculate it given the entries after the change. */
async function yearWrites(caller: Caller, userId: string, year: number, specials: TSpecialEntry[]) {
  const repository = new YearTableRepository(caller.tenant);
  const { person, own } = await decidedPerson(caller, userId);
  const [table, previous, inputs] = await Promise.all([
    repository.year(person.id, year),
    repository.year(person.id, year - 1),
    personYearInputs(caller, person, year),
  ]);
  if (!table) throw new AppError('NOT_FOUND');
  if (table.closed) throw new AppError('YEAR_CLOSED');
  const { id: _id, version, ...stored } = table;
  const next = recalculated(stored, previous, { ...inputs, specials }, now().toISOString());
  return { person, own, repository, write: repository.replaceWrite(next, version) };
}

export async function saveSpecialEntry(caller: Caller, raw: TSpecialEntrySave): Promise<TSpecialEntry> {
  const input = ZSpecialEntrySave.parse(raw);
  if (!input.entry.date.startsWith(String(input.year)))
    throw validation('body.entry.date', 'yearTables.error.yearRange');
  // Refused before anything is read of the person's entries.
  await decidedPerson(caller, input.userId);
  const repository = new YearTableRepository(caller.tenant);
  const current = input.id ? await repository.special(input.userId, input.year, input.id) : undefined;
  if (input.id && !current) throw new AppError('NOT_FOUND');
  if (current && current.version !== input.version) throw new AppError('CONFLICT');
  const entry = {
    id: current?.id ?? randomUUID(),
    userId: input.userId,
    year: input.year,
    ...input.entry,
  };
  const others = (await repository.specialsOf(input.userId, input.year)).filter((e) => e.id !== entry.id);
  if (others.length >= maxSpecialEntries)
    throw validation('body.entry', 'yearTables.error.tooManySpecials', { max: maxSpecialEntries });
  const { person, own, write } = await yearWrites(caller, input.userId, input.year, [
    ...others,
    { ...entry, version: 1 },
  ]);
  const entryWrite = current
    ? repository.specialReplaceWrite(entry, current.version)
    : repository.specialCreateWrite(entry);
  await commitAudited(
    caller,
    {
      action: 'yearTable.special',
      target: { type: 'yearTableSpecial', id: entry.id, name: `${person.displayName} ${entry.date}` },
      before: current ?? null,
      after: markOwn(entry, own),
      at: now(),
    },
    [entryWrite, write],
  );
  return { ...entry, version: (current?.version ?? 0) + 1 };
}

export async function deleteSpecialEntry(
  caller: Caller,
  specialId: string,
  query: { userId: string; year: number; version: number },
): Promise<void> {
  const { person } = await decidedPerson(caller, query.userId);
  const repository = new YearTableRepository(caller.tenant);
  const current = await repository.special(person.id, query.year, specialId);
  if (!current) throw new AppError('NOT_FOUND');
  if (current.version !== query.version) throw new AppError('CONFLICT');
  const others = (await repository.specialsOf(person.id, query.year)).filter((e) => e.id !== specialId);
  const { own, write } = await yearWrites(caller, person.id, query.year, others);
  await commitAudited(
    caller,
    {
      action: 'yearTable.special',
      target: { type: 'yearTableSpecial', id: current.id, name: `${person.displayName} ${current.date}` },
      before: current,
      ...(own.ownDecision ? { after: { ownDecision: true } } : {}),
      at: now(),
    },
    [repository.specialDeleteWrite(current), write],
  );
}
