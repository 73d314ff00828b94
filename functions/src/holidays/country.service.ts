/**
 * The tenant's countries and regions, and the start of the country data import. Regions and countries made by
 * hand and imported ones are the same items: an import renames nothing a person renamed only when it runs again.
 */
import { AppError } from '@app/shared/api/errors';
import { holidayCountries, type HolidayCountry } from '@app/shared/holidays/countries';
import { holidayCountryName, holidayRegions } from '@app/shared/holidays/regions';
import type {
  TAvailableCountry,
  TCountry,
  TCountrySave,
  TImportRun,
  TRegion,
  TRegionSave,
} from '@app/shared/holidays/holiday';
import type { Language } from '@app/shared/i18n/languages';
import type { TTaskProgress } from '@app/shared/tasks/task';
import type { Caller } from '../security/caller';
import { commitAudited } from '../audit/audit.service';
import { startTask } from '../tasks/task.service';
import { now } from '../clock';
import { HolidayRepository, type Country } from './holiday.repository';

const isImportable = (code: string): code is HolidayCountry =>
  (holidayCountries as readonly string[]).includes(code);

function toCountry(country: Country): TCountry {
  return {
    code: country.code,
    name: country.name,
    installedVersion: country.installedVersion,
    installedAt: country.installedAt,
  };
}

export async function requireCountry(caller: Caller, code: string): Promise<Country> {
  const country = await new HolidayRepository(caller.tenant).getCountry(code);
  if (!country) throw new AppError('NOT_FOUND');
  return country;
}

export async function availableCountries(caller: Caller, language: Language): Promise<TAvailableCountry[]> {
  const installed = new Set((await new HolidayRepository(caller.tenant).listCountries()).map((c) => c.code));
  return holidayCountries
    .map((code) => ({
      code,
      name: holidayCountryName(code, language),
      regions: holidayRegions(code, language),
      installed: installed.has(code),
      hasSchoolHolidays: true,
    }))
    .sort((a, b) => a.name.localeCompare(b.name, language));
}

/** Starts the import task; the caller follows it with `GET /api/tasks/{id}`. */
export async function runImport(
  caller: Caller,
  body: TImportRun,
  language: Language,
): Promise<TTaskProgress> {
  const { country } = body;
  if (!isImportable(country)) {
    throw AppError.validation([{ path: 'body.country', code: 'not_importable', message: country }]);
  }
  const known = new Set(holidayRegions(country, 'de').map((region) => region.code));
  const unknown = (body.regions ?? []).filter((region) => !known.has(region.split('~')[0] ?? region));
  if (unknown.length) {
    throw AppError.validation([
      { path: 'body.regions', code: 'unknown_region', message: unknown.join(', ') },
    ]);
  }
  const year = now().getUTCFullYear();
  return startTask(
    caller.tenant,
    {
      kind: 'import',
      type: 'holidays.import',
      name: { key: 'task.name.countryImport' },
      input: {
        country,
        ...(body.regions ? { regions: body.regions } : {}),
        years: body.years ?? [year, year + 1],
        virtual: body.virtual ?? false,
        language,
      },
    },
    language,
  );
}

export async function listCountries(caller: Caller): Promise<TCountry[]> {
  return (await new HolidayRepository(caller.tenant).listCountries()).map(toCountry);
}

export async function getCountry(caller: Caller, code: string): Promise<TCountry> {
  return toCountry(await requireCountry(caller, code));
}

export async function saveCountry(caller: Caller, code: string, body: TCountrySave): Promise<TCountry> {
  const repository = new HolidayRepository(caller.tenant);
  const before = await repository.getCountry(code);
  const after: Country = before
    ? { ...before, name: body.name }
    : { code, name: body.name, installedVersion: null, installedAt: null };
  await commitAudited(
    caller,
    {
      action: 'holidays.save',
      target: { type: 'country', id: code, name: body.name },
      before: before ? { name: before.name } : undefined,
      after: { name: after.name },
      at: now(),
    },
    [repository.countryPutWrite(after)],
  );
  return toCountry(after);
}

export async function deleteCountry(caller: Caller, code: string): Promise<void> {
  const country = await requireCountry(caller, code);
  const repository = new HolidayRepository(caller.tenant);
  const regions = await repository.listRegions(code);
  await commitAudited(
    caller,
    {
      action: 'holidays.delete',
      target: { type: 'country', id: code, name: country.name },
      before: { name: country.name, regions: regions.length },
      at: now(),
    },
    [
      repository.countryDeleteWrite(code),
      // A country has at most a few dozen regions (Switzerland: 26 cantons and 10 variants).
      ...regions.map((region) => repository.regionDeleteWrite(code, region.code)),
    ],
  );
}

export async function listRegions(caller: Caller, country: string): Promise<TRegion[]> {
  await requireCountry(caller, country);
  const regions = await new HolidayRepository(caller.tenant).listRegions(country);
  return regions
    .map((region) => ({ country: region.country, code: region.code, name: region.name }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

export async function saveRegion(caller: Caller, body: TRegionSave): Promise<TRegion> {
  await requireCountry(caller, body.country);
  const repository = new HolidayRepository(caller.tenant);
  const before = await repository.getRegion(body.country, body.code);
  const after = { country: body.country, code: body.code, name: body.name };
  await commitAudited(
    caller,
    {
      action: 'holidays.save',
      target: { type: 'region', id: `${body.country}-${body.code}`, name: body.name },
      before: before ? { name: before.name } : undefined,
      after: { name: after.name },
      at: now(),
    },
    [repository.regionPutWrite(after)],
  );
  return after;
}

export async function deleteRegion(caller: Caller, country: string, code: string): Promise<void> {
  const repository = new HolidayRepository(caller.tenant);
  const region = await repository.getRegion(country, code);
  if (!region) throw new AppError('NOT_FOUND');
  await commitAudited(
    caller,
    {
      action: 'holidays.delete',
      target: { type: 'region', id: `${country}-${code}`, name: region.name },
      before: { name: region.name },
      at: now(),
    },
    [repository.regionDeleteWrite(country, code)],
  );
}
