/**
 * Public and school holidays kept by hand beside the imported ones. Their public ids name their keys
 * (`<country>.<region or ->.<date>.<uuid>`), so a changed date, country or region is a delete and a put in one
 * transaction under a new id.
 */
import { randomUUID } from 'node:crypto';
import { AppError } from '@app/shared/api/errors';
import { schoolHolidayAttribution } from '@app/shared/holidays/school-holidays';
import type {
  THoliday,
  THolidayList,
  THolidaySave,
  TSchoolHoliday,
  TSchoolHolidaySave,
} from '@app/shared/holidays/holiday';
import type { Caller } from '../security/caller';
import { commitAudited } from '../audit/audit.service';
import { now } from '../clock';
import { HolidayRepository, type Holiday, type SchoolHoliday } from './holiday.repository';
import { requireCountry } from './country.service';

interface KeyParts {
  country: string;
  region: string | null;
  date: string;
  id: string;
}

/** The parts of a composite id (the schema checked its shape). */
function keyOf(publicId: string): KeyParts {
  const [country = '', region = '-', date = '', id = ''] = publicId.split('.');
  return { country, region: region === '-' ? null : region, date, id };
}

const holidayIdOf = (holiday: Pick<Holiday, 'country' | 'region' | 'date' | 'id'>) =>
  `${holiday.country}.${holiday.region ?? '-'}.${holiday.date}.${holiday.id}`;
const schoolHolidayIdOf = (entry: Pick<SchoolHoliday, 'country' | 'region' | 'start' | 'id'>) =>
  `${entry.country}.${entry.region}.${entry.start}.${entry.id}`;

function toHoliday(holiday: Holiday): THoliday {
  return {
    id: holidayIdOf(holiday),
    country: holiday.country,
    region: holiday.region,
    date: holiday.date,
    name: holiday.name,
    halfDay: holiday.halfDay ?? false,
    source: holiday.source ?? 'import',
  };
}

function toSchoolHoliday(entry: SchoolHoliday): TSchoolHoliday {
  return { ...entry, id: schoolHolidayIdOf(entry) };
}

export async function listHolidays(
  caller: Caller,
  query: { country: string; region?: string | undefined; year: number },
): Promise<THolidayList> {
  const repository = new HolidayRepository(caller.tenant);
  const from = `${query.year}-01-01`;
  const to = `${query.year}-12-31`;
  const [holidays, schoolHolidays] = await Promise.all([
    repository.list(query.country, query.region ?? null, from, to),
    query.region ? repository.listSchoolHolidays(query.country, query.region, from, to) : [],
  ]);
  return {
    holidays: holidays.map(toHoliday),
    schoolHolidays: schoolHolidays.map(toSchoolHoliday),
    attribution: schoolHolidayAttribution,
  };
}

async function requireHoliday(caller: Caller, publicId: string): Promise<Holiday> {
  const key = keyOf(publicId);
  const holiday = await new HolidayRepository(caller.tenant).getHoliday(
    key.country,
    key.region,
    key.date,
    key.id,
  );
  if (!holiday) throw new AppError('NOT_FOUND');
  return holiday;
}

async function requireSchoolHoliday(caller: Caller, publicId: string): Promise<SchoolHoliday> {
  const key = keyOf(publicId);
  const entry = await new HolidayRepository(caller.tenant).getSchoolHoliday(
    key.country,
    key.region ?? '-',
    key.date,
    key.id,
  );
  if (!entry) throw new AppError('NOT_FOUND');
  return entry;
}

export async function getHoliday(caller: Caller, publicId: string): Promise<THoliday> {
  return toHoliday(await requireHoliday(caller, publicId));
}

export async function getSchoolHoliday(caller: Caller, publicId: string): Promise<TSchoolHoliday> {
  return toSchoolHoliday(await requireSchoolHoliday(caller, publicId));
}

const sameKey = (a: KeyParts, b: KeyParts) =>
  a.country === b.country && a.region === b.region && a.date === b.date;

/** Creates (no `publicId`) or changes a public holiday. */
export async function saveHoliday(caller: Caller, body: THolidaySave, publicId?: string): Promise<THoliday> {
  await requireCountry(caller, body.country);
  const before = publicId ? await requireHoliday(caller, publicId) : undefined;
  const repository = new HolidayRepository(caller.tenant);
  const region = body.region ?? null;
  const next: Holiday = {
    id: before && sameKey(before, { ...body, region, id: '' }) ? before.id : randomUUID(),
    country: body.country,
    region,
    date: body.date,
    name: body.name,
    halfDay: body.halfDay ?? false,
    source: 'manual',
  };
  const writes = [repository.holidayPutWrite(next)];
  if (before && before.id !== next.id) writes.unshift(repository.holidayDeleteWrite(before));
  await commitAudited(
    caller,
    {
      action: 'holidays.save',
      target: { type: 'holiday', id: holidayIdOf(next), name: next.name.de },
      before: before ? toHoliday(before) : undefined,
      after: toHoliday(next),
      at: now(),
    },
    writes,
  );
  return toHoliday(next);
}

export async function deleteHoliday(caller: Caller, publicId: string): Promise<void> {
  const holiday = await requireHoliday(caller, publicId);
  const repository = new HolidayRepository(caller.tenant);
  await commitAudited(
    caller,
    {
      action: 'holidays.delete',
      target: { type: 'holiday', id: publicId, name: holiday.name.de },
      before: toHoliday(holiday),
      at: now(),
    },
    [repository.holidayDeleteWrite(holiday)],
  );
}

/** Creates (no `publicId`) or changes school holidays. */
export async function saveSchoolHoliday(
  caller: Caller,
  body: TSchoolHolidaySave,
  publicId?: string,
): Promise<TSchoolHoliday> {
  await requireCountry(caller, body.country);
  const before = publicId ? await requireSchoolHoliday(caller, publicId) : undefined;
  const repository = new HolidayRepository(caller.tenant);
  const keepsKey =
    before && before.country === body.country && before.region === body.region && before.start === body.start;
  const next: SchoolHoliday = {
    id: keepsKey ? before.id : randomUUID(),
    country: body.country,
    region: body.region,
    name: body.name,
    start: body.start,
    end: body.end,
    status: null,
    note: null,
    source: 'manual',
  };
  const writes = [repository.schoolHolidayPutWrite(next)];
  if (before && !keepsKey) writes.unshift(repository.schoolHolidayDeleteWrite(before));
  await commitAudited(
    caller,
    {
      action: 'holidays.save',
      target: { type: 'schoolHoliday', id: schoolHolidayIdOf(next), name: next.name },
      before: before ? toSchoolHoliday(before) : undefined,
      after: toSchoolHoliday(next),
      at: now(),
    },
    writes,
  );
  return toSchoolHoliday(next);
}

export async function deleteSchoolHoliday(caller: Caller, publicId: string): Promise<void> {
  const entry = await requireSchoolHoliday(caller, publicId);
  const repository = new HolidayRepository(caller.tenant);
  await commitAudited(
    caller,
    {
      action: 'holidays.delete',
      target: { type: 'schoolHoliday', id: publicId, name: entry.name },
      before: toSchoolHoliday(entry),
      at: now(),
    },
    [repository.schoolHolidayDeleteWrite(entry)],
  );
}
