import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type {
  TCountrySave,
  THolidaySave,
  TImportRun,
  TRegionSave,
  TSchoolHolidaySave,
} from '@app/shared/holidays/holiday';
import { countryContracts } from '@app/shared/holidays/countries.contracts';
import { holidayContracts } from '@app/shared/holidays/holidays.contracts';
import { callApi } from '#lib/api';

const countriesKey = ['countries'] as const;

export const countriesQuery = queryOptions({
  queryKey: [...countriesKey, 'list'],
  queryFn: ({ signal }) => callApi(countryContracts.countries, {}, { signal }),
});

export const availableCountriesQuery = queryOptions({
  queryKey: [...countriesKey, 'available'],
  queryFn: ({ signal }) => callApi(countryContracts.availableCountries, {}, { signal }),
});

export function regionsQuery(countryCode: string) {
  return queryOptions({
    queryKey: [...countriesKey, countryCode, 'regions'],
    queryFn: ({ signal }) => callApi(countryContracts.regions, { params: { countryCode } }, { signal }),
  });
}

export function holidaysQuery(country: string, region: string | null, year: number) {
  return queryOptions({
    queryKey: [...countriesKey, country, region, year, 'holidays'],
    queryFn: ({ signal }) =>
      callApi(
        holidayContracts.list,
        { query: { country, ...(region ? { region } : {}), year: String(year) } },
        { signal },
      ),
  });
}

/** After any change: countries, regions and holidays are read again. */
export async function refreshCountries(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: countriesKey });
}

export const saveCountry = (code: string, body: TCountrySave) =>
  callApi(countryContracts.saveCountry, { params: { countryCode: code }, body });
export const deleteCountry = (code: string) =>
  callApi(countryContracts.deleteCountry, { params: { countryCode: code } });
export const saveRegion = (body: TRegionSave) => callApi(countryContracts.saveRegion, { body });
export const startImport = (body: TImportRun) => callApi(countryContracts.importRun, { body });

export const saveHoliday = (body: THolidaySave, holidayId?: string) =>
  holidayId
    ? callApi(holidayContracts.update, { params: { holidayId }, body })
    : callApi(holidayContracts.create, { body });
export const deleteHoliday = (holidayId: string) =>
  callApi(holidayContracts.delete, { params: { holidayId } });

export const saveSchoolHoliday = (body: TSchoolHolidaySave, schoolHolidayId?: string) =>
  schoolHolidayId
    ? callApi(holidayContracts.updateSchoolHoliday, { params: { schoolHolidayId }, body })
    : callApi(holidayContracts.createSchoolHoliday, { body });
export const deleteSchoolHoliday = (schoolHolidayId: string) =>
  callApi(holidayContracts.deleteSchoolHoliday, { params: { schoolHolidayId } });
