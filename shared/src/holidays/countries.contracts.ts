import * as z from 'zod';
import { defineContracts } from '../api/contract';
import { ZTaskProgress } from '../tasks/task';
import {
  ZAvailableCountry,
  ZCountry,
  ZCountryCode,
  ZCountrySave,
  ZImportRun,
  ZRegion,
  ZRegionCode,
  ZRegionSave,
} from './holiday';

const ZCountryParams = z.object({ countryCode: ZCountryCode });

/**
 * The tenant's countries and regions, and the country data importer. Everyone signed in reads them (the calendar
 * shows holidays); changing them and importing needs `masterdata.edit`.
 */
export const countryContracts = defineContracts('holidays', {
  availableCountries: {
    method: 'GET',
    path: '/api/import/countries',
    auth: 'user',
    summary: 'Countries the importer offers, with their regions and whether the tenant has them installed',
    specCalls: ['GET /api/country/availablecountries'],
    permission: 'masterdata.edit',
    request: {},
    response: z.array(ZAvailableCountry),
  },
  importRun: {
    method: 'POST',
    path: '/api/import/run',
    auth: 'user',
    summary:
      'Start the country data import (public and school holidays of the regions for the years) as a task; virtual: a dry run that writes nothing',
    specCalls: ['POST /api/import/run'],
    permission: 'masterdata.edit',
    successStatus: 202,
    request: { body: ZImportRun },
    examples: { body: { country: 'DE', regions: ['BY'], years: [2026], virtual: true } },
    response: ZTaskProgress,
  },
  countries: {
    method: 'GET',
    path: '/api/countries',
    auth: 'user',
    summary: 'The countries of the tenant, by name',
    specCalls: [],
    request: {},
    response: z.array(ZCountry),
  },
  country: {
    method: 'GET',
    path: '/api/countries/{countryCode}',
    auth: 'user',
    summary: 'One country of the tenant',
    specCalls: [],
    specForms: ['/Countries/EditCountry/{id}'],
    request: { params: ZCountryParams },
    response: ZCountry,
  },
  saveCountry: {
    method: 'PUT',
    path: '/api/countries/{countryCode}',
    auth: 'user',
    summary: 'Add a country by hand or rename one',
    specCalls: [],
    specForms: ['/Countries/EditCountry/{id}'],
    permission: 'masterdata.edit',
    request: { params: ZCountryParams, body: ZCountrySave },
    examples: { body: { name: 'Deutschland' } },
    response: ZCountry,
  },
  deleteCountry: {
    method: 'DELETE',
    path: '/api/countries/{countryCode}',
    auth: 'user',
    summary: 'Remove a country and its regions from the tenant (its holidays stay until imported again)',
    specCalls: [],
    permission: 'masterdata.edit',
    successStatus: 204,
    request: { params: ZCountryParams },
  },
  regions: {
    method: 'GET',
    path: '/api/countries/{countryCode}/regions',
    auth: 'user',
    summary: 'The regions of a country, by name',
    specCalls: [],
    request: { params: ZCountryParams },
    response: z.array(ZRegion),
  },
  saveRegion: {
    method: 'POST',
    path: '/api/regions',
    auth: 'user',
    summary: 'Add or rename a region of a country (400 country-choose without a country)',
    specCalls: [],
    specForms: ['/Countries/EditRegion/{id}?countryId'],
    permission: 'masterdata.edit',
    request: { body: ZRegionSave },
    examples: { body: { country: 'DE', code: 'BY', name: 'Bayern' } },
    response: ZRegion,
  },
  deleteRegion: {
    method: 'DELETE',
    path: '/api/countries/{countryCode}/regions/{regionCode}',
    auth: 'user',
    summary: 'Remove a region from a country (its holidays stay until imported again)',
    specCalls: [],
    permission: 'masterdata.edit',
    successStatus: 204,
    request: { params: ZCountryParams.extend({ regionCode: ZRegionCode }) },
  },
});
