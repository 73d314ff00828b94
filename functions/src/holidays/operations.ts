import { countryContracts as countries } from '@app/shared/holidays/countries.contracts';
import { holidayContracts as holidays } from '@app/shared/holidays/holidays.contracts';
import { implement } from '../api/operation';
import {
  availableCountries,
  deleteCountry,
  deleteRegion,
  getCountry,
  listCountries,
  listRegions,
  runImport,
  saveCountry,
  saveRegion,
} from './country.service';
import {
  deleteHoliday,
  deleteSchoolHoliday,
  getHoliday,
  getSchoolHoliday,
  listHolidays,
  saveHoliday,
  saveSchoolHoliday,
} from './holiday.service';

export const holidayOperations = [
  implement(countries.availableCountries, {
    handler: ({ caller, language }) => availableCountries(caller, language),
  }),
  implement(countries.importRun, {
    handler: ({ caller, body, language }) => runImport(caller, body, language),
  }),
  implement(countries.countries, { handler: ({ caller }) => listCountries(caller) }),
  implement(countries.country, { handler: ({ caller, params }) => getCountry(caller, params.countryCode) }),
  implement(countries.saveCountry, {
    handler: ({ caller, params, body }) => saveCountry(caller, params.countryCode, body),
  }),
  implement(countries.deleteCountry, {
    handler: ({ caller, params }) => deleteCountry(caller, params.countryCode),
  }),
  implement(countries.regions, { handler: ({ caller, params }) => listRegions(caller, params.countryCode) }),
  implement(countries.saveRegion, { handler: ({ caller, body }) => saveRegion(caller, body) }),
  implement(countries.deleteRegion, {
    handler: ({ caller, params }) => deleteRegion(caller, params.countryCode, params.regionCode),
  }),
  implement(holidays.list, { handler: ({ caller, query }) => listHolidays(caller, query) }),
  implement(holidays.get, { handler: ({ caller, params }) => getHoliday(caller, params.holidayId) }),
  implement(holidays.create, { handler: ({ caller, body }) => saveHoliday(caller, body) }),
  implement(holidays.update, {
    handler: ({ caller, params, body }) => saveHoliday(caller, body, params.holidayId),
  }),
  implement(holidays.delete, { handler: ({ caller, params }) => deleteHoliday(caller, params.holidayId) }),
  implement(holidays.getSchoolHoliday, {
    handler: ({ caller, params }) => getSchoolHoliday(caller, params.schoolHolidayId),
  }),
  implement(holidays.createSchoolHoliday, { handler: ({ caller, body }) => saveSchoolHoliday(caller, body) }),
  implement(holidays.updateSchoolHoliday, {
    handler: ({ caller, params, body }) => saveSchoolHoliday(caller, body, params.schoolHolidayId),
  }),
  implement(holidays.deleteSchoolHoliday, {
    handler: ({ caller, params }) => deleteSchoolHoliday(caller, params.schoolHolidayId),
  }),
];
