/**
 * A person's year tables (docs/time.md "Year tables"): read (own with `time.track`, others with `user.show`),
 * create, edit, delete, recalculate, the vacation account and the initial tracking data. Every change is one
 * transaction with its audit entry; a closed year refuses changes (YEAR_CLOSED). Changes act only on people the
 * caller is responsible for (403 NOT_RESPONSIBLE), and what decides on one's own account (editing, deleting,
 * special entries, initial data) is refused on one's own table (403 OWN_DECISION; administrators may, marked in
 * the audit); creating and recalculating only compute from what others decided.
 */
import { AppError } from '@app/shared/api/errors';
import type { TYearTableView } from '@app/shared/year-tables/year-tables.contracts';
import type { YearInputs } from '@app/shared/year-tables/year-calculation';
import {
  maxYear,
  minYear,
  yearTableIdOf,
  type TTrackingInit,
  type TTrackingInitSave,
  type TVacationAccount,
  type TYearTable,
  type TYearTableSave,
} from '@app/shared/year-tables/year-table';
import { parseYearTableId } from '@app/shared/year-tables/year-table';
import { hasPermission, type Caller } from '../security/caller';
import {
  decidesOwn,
  isResponsibleForPerson,
  requireNotOwnDecision,
  requireResponsibleForPerson,
} from '../units/responsibility-scope';
import { commitAudited } from '../audit/audit.service';
import { now } from '../clock';
import { UserRepository, type User } from '../directory/user.repository';
import { YearTableRepository, type NewYearTable, type TransactionWrite } from '../time/year-table.repository';
import { newYearTable, personYearInputs, recalculated, todayOf } from './year-inputs';

const targetOf = (person: Pick<User, 'id' | 'displayName'>, year: number) => ({
  type: 'yearTable',
  id: yearTableIdOf(person.id, year),
  name: `${person.displayName} ${String(year)}`,
});
const strip = ({ id: _id, version: _version, ...stored }: TYearTable): NewYearTable => stored;

export function validation(path: string, message: string, params: Record<string, number> = {}): AppError {
  return new AppError('VALIDATION', { details: { issues: [{ path, code: 'custom', message }], ...params } });
}

/** The person named in a call; 404 when unknown (another tenant's id finds nothing either). */
export async function requirePerson(caller: Caller, userId: string): Promise<User> {
  if (userId === caller.user.id) return caller.user;
  const person = await new UserRepository(caller.tenant).get(userId);
  if (!person) throw new AppError('NOT_FOUND');
  return person;
}

/** The person of a change of their year table: within the caller's responsible units (403 NOT_RESPONSIBLE). */
export async function editablePerson(caller: Caller, userId: string): Promise<User> {
  const person = await requirePerson(caller, userId);
  await requireResponsibleForPerson(caller, person);
  return person;
}

/**
 * The person of a decision on their account (edit, delete, special entries, initial data): responsible for them
 * and not one's own (403 OWN_DECISION; an administrator's own is answered `ownDecision` for the audit).
 */
export async function decidedPerson(
  caller: Caller,
  userId: string,
): Promise<{ person: User; own: { ownDecision: boolean } }> {
  const own = requireNotOwnDecision(caller, userId);
  return { person: await editablePerson(caller, userId), own };
}

/** The audit data of a decision: an administrator's own is marked `ownDecision: true`. */
export const markOwn = <T extends object>(after: T, own: { ownDecision: boolean }) =>
  own.ownDecision ? { ...after, ownDecision: true as const } : after;

/** One's own year table always (the contract asks `time.track`); others' with `user.show`. */
async function readablePerson(caller: Caller, userId: string): Promise<User> {
  const person = await requirePerson(caller, userId);
  if (person.id !== caller.user.id && !hasPermission(caller, 'user.show')) throw new AppError('FORBIDDEN');
  return person;
}

async function requireTable(repository: YearTableRepository, userId: string, year: number) {
  const table = await repository.year(userId, year);
  if (!table) throw new AppError('NOT_FOUND');
  return table;
}

function assertOpen(table: TYearTable): void {
  if (table.closed) throw new AppError('YEAR_CLOSED');
}

const suggestionOf = (years: readonly number[], today: string) =>
  Math.min(maxYear, years.length ? Math.max(...years) + 1 : Number(today.slice(0, 4)));

/**
 * An open year as a calculation gives it now, without writing it: the year account, the absences page, the leave
 * request and Soll/Ist show one balance (docs/time.md, "One balance"). A closed year as it was closed.
 */
async function liveTable(caller: Caller, person: User, table: TYearTable): Promise<TYearTable> {
  if (table.closed) return table;
  const [previous, inputs] = await Promise.all([
    new YearTableRepository(caller.tenant).year(person.id, table.year - 1),
    personYearInputs(caller, person, table.year),
  ]);
  const live = recalculated(strip(table), previous, inputs, now().toISOString());
  return { ...live, id: table.id, version: table.version };
}

export async function getYearTable(caller: Caller, userId: string, year: number): Promise<TYearTableView> {
  const person = await readablePerson(caller, userId);
  const repository = new YearTableRepository(caller.tenant);
  const [table, specials, years, init] = await Promise.all([
    repository.year(person.id, year).then((found) => found && liveTable(caller, person, found)),
    repository.specialsOf(person.id, year),
    repository.yearsOfPerson(person.id),
    repository.trackingInit(person.id),
  ]);
  return {
    userId: person.id,
    displayName: person.displayName,
    year,
    table: table ?? null,
    specials,
    years,
    suggestedYear: suggestionOf(years, todayOf(caller)),
    trackingInit: init ?? null,
    // The page offers changes only where they are allowed: responsible for the person, not one's own account.
    editable:
      hasPermission(caller, 'yeartable.edit') &&
      !decidesOwn(caller, person.id) &&
      (await isResponsibleForPerson(caller, person)),
  };
}

export async function suggestNextYear(caller: Caller, userId: string): Promise<{ year: number }> {
  const person = await editablePerson(caller, userId);
  const years = await new YearTableRepository(caller.tenant).yearsOfPerson(person.id);
  return { year: suggestionOf(years, todayOf(caller)) };
}

/** Recalculate and write at the version read, with the audit entry and any further writes. */
async function commitRecalculation(
  caller: Caller,
  person: User,
  table: NewYearTable,
  readVersion: number | null,
  action: 'yearTable.create' | 'yearTable.save' | 'yearTable.calculate',
  before: TYearTable | null,
  more: TransactionWrite[] = [],
  /** What the caller changes in the same transaction and the stored inputs do not show yet. */
  patch: Partial<YearInputs> = {},
  own = { ownDecision: false },
): Promise<TYearTable> {
  const repository = new YearTableRepository(caller.tenant);
  const [previous, inputs] = await Promise.all([
    repository.year(person.id, table.year - 1),
    personYearInputs(caller, person, table.year),
  ]);
  const at = now();
  const next = recalculated(table, previous, { ...inputs, ...patch }, at.toISOString());
  const write =
    readVersion === null ? repository.createWrite(next) : repository.replaceWrite(next, readVersion);
  await commitAudited(
    caller,
    { action: action, target: targetOf(person, table.year), before, after: markOwn(next, own), at: at },
    [write, ...more],
  );
  return { ...next, id: yearTableIdOf(person.id, next.year), version: (readVersion ?? 0) + 1 };
}

export async function createYear(caller: Caller, userId: string, year: number): Promise<TYearTable> {
  if (year < minYear || year > maxYear) throw validation('body.year', 'yearTables.error.yearRange');
  const person = await editablePerson(caller, userId);
  const repository = new YearTableRepository(caller.tenant);
  const [existing, previous, init] = await Promise.all([
    repository.year(person.id, year),
    repository.year(person.id, year - 1),
    repository.trackingInit(person.id),
  ]);
  if (existing) throw new AppError('YEAR_EXISTS');
  try {
    return await commitRecalculation(
      caller,
      person,
      newYearTable(person.id, year, previous, init),
      null,
      'yearTable.create',
      null,
    );
  } catch (error) {
    // Two simultaneous creations: the second finds the key taken.
    if (error instanceof AppError && error.code === 'CONFLICT') throw new AppError('YEAR_EXISTS');
    throw error;
  }
}

export async function saveYearTable(caller: Caller, input: TYearTableSave): Promise<TYearTable> {
  const { userId, year } = parseYearTableId(input.id);
  const { person, own } = await decidedPerson(caller, userId);
  const table = await requireTable(new YearTableRepository(caller.tenant), person.id, year);
  assertOpen(table);
  if (table.version !== input.version) throw new AppError('CONFLICT');
  const edited: NewYearTable = {
    ...strip(table),
    leave: {
      ...table.leave,
      entitlementDays: input.entitlementDays,
      carryOverOverrideDays: input.carryOverOverrideDays,
      carryOverExpiresOn: input.carryOverExpiresOn,
    },
    timeAccount: {
      ...table.timeAccount,
      openingMinutes: input.openingMinutes,
      payoutMinutes: input.payoutMinutes,
    },
  };
  return commitRecalculation(caller, person, edited, table.version, 'yearTable.save', table, [], {}, own);
}

export async function requestCalculation(caller: Caller, userId: string, year: number): Promise<TYearTable> {
  const person = await editablePerson(caller, userId);
  const table = await requireTable(new YearTableRepository(caller.tenant), person.id, year);
  assertOpen(table);
  return commitRecalculation(caller, person, strip(table), table.version, 'yearTable.calculate', table);
}

/** The person's current year, recalculated (created first when missing). */
export async function recalculateTimeAccount(caller: Caller, userId: string): Promise<TYearTable> {
  const year = Number(todayOf(caller).slice(0, 4));
  const person = await editablePerson(caller, userId);
  const table = await new YearTableRepository(caller.tenant).year(person.id, year);
  return table ? requestCalculation(caller, person.id, year) : createYear(caller, person.id, year);
}

export async function deleteYearTable(
  caller: Caller,
  userId: string,
  year: number,
  version: number,
): Promise<void> {
  const { person, own } = await decidedPerson(caller, userId);
  const repository = new YearTableRepository(caller.tenant);
  const table = await requireTable(repository, person.id, year);
  assertOpen(table);
  if (table.version !== version) throw new AppError('CONFLICT');
  const specials = await repository.specialsOf(person.id, year);
  await commitAudited(
    caller,
    {
      action: 'yearTable.delete',
      target: targetOf(person, year),
      before: table,
      ...(own.ownDecision ? { after: { ownDecision: true } } : {}),
      at: now(),
    },
    [repository.deleteWrite(table), ...specials.map((entry) => repository.specialDeleteWrite(entry))],
  );
}

/** The leave of the current year: what a calculation gives now, with the table's base or, without one, the defaults. */
export async function vacationAccount(caller: Caller, userId: string): Promise<TVacationAccount> {
  const person = await readablePerson(caller, userId);
  const year = Number(todayOf(caller).slice(0, 4));
  const repository = new YearTableRepository(caller.tenant);
  const table = await repository.year(person.id, year);
  let live: Pick<TYearTable, 'leave' | 'timeAccount' | 'months'>;
  if (table) live = await liveTable(caller, person, table);
  else {
    const [previous, init, inputs] = await Promise.all([
      repository.year(person.id, year - 1),
      repository.trackingInit(person.id),
      personYearInputs(caller, person, year),
    ]);
    live = recalculated(newYearTable(person.id, year, previous, init), previous, inputs, '');
  }
  const { leave, timeAccount } = live;
  const tracked = timeAccount.openingMinutes !== 0 || live.months.some((month) => month.targetMinutes !== 0);
  return {
    userId: person.id,
    year,
    stored: table !== undefined,
    entitlementDays: leave.entitlementDays,
    carryOverDays: (leave.carryOverOverrideDays ?? leave.carryOverDays) - leave.lapsedDays,
    takenDays: leave.takenDays,
    plannedDays: leave.plannedDays,
    remainingDays: leave.remainingDays,
    timeAccountMinutes: tracked ? timeAccount.closingMinutes : null,
  };
}

/**
 * The initial tracking data; the open year of its start date is recalculated in the same transaction when it
 * exists (its carry-over and opening follow the new data unless a year before it exists).
 */
export async function saveTrackingInit(
  caller: Caller,
  userId: string,
  input: TTrackingInitSave,
): Promise<TTrackingInit> {
  const { person, own } = await decidedPerson(caller, userId);
  const repository = new YearTableRepository(caller.tenant);
  const current = await repository.trackingInit(person.id);
  if ((current?.version ?? null) !== input.version) throw new AppError('CONFLICT');
  const init = {
    userId: person.id,
    startDate: input.startDate,
    openingMinutes: input.openingMinutes,
    openingLeaveDays: input.openingLeaveDays,
  };
  const initWrite = repository.trackingInitWrite(init, current?.version ?? null);
  const year = Number(input.startDate.slice(0, 4));
  const [table, previous] = await Promise.all([
    repository.year(person.id, year),
    repository.year(person.id, year - 1),
  ]);
  if (table && !table.closed && !previous) {
    const base = strip(table);
    const next: NewYearTable = {
      ...base,
      leave: { ...base.leave, carryOverDays: init.openingLeaveDays },
      timeAccount: { ...base.timeAccount, openingMinutes: init.openingMinutes },
    };
    await commitRecalculation(
      caller,
      person,
      next,
      table.version,
      'yearTable.save',
      table,
      [initWrite],
      { trackingStart: init.startDate },
      own,
    );
  } else {
    await commitAudited(
      caller,
      {
        action: 'yearTable.trackingInit',
        target: { type: 'user', id: person.id, name: person.displayName },
        before: current ?? null,
        after: markOwn(init, own),
        at: now(),
      },
      [initWrite],
    );
  }
  return { ...init, version: (current?.version ?? 0) + 1 };
}
