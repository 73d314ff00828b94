/**
 * States and cantons of the countries we know holidays for, named in German or English. Read from the names
 * extracted from the holiday data (shared/scripts/build-holiday-data.ts), so that the sign-up form's API carries
 * neither the holiday rules engine nor its rules.
 */
import regionData from './region-names.json';
import type { HolidayCountry } from './countries';

export interface HolidayRegion {
  code: string;
  name: string;
}

interface RegionData {
  name?: string;
  names?: Record<string, string>;
}

/**
 * Names people look for in a list: the city states by their city (the data says "Hansestadt Bremen", which sorted
 * under H), in both languages.
 */
const regionNames: Partial<Record<string, string>> = { 'DE-HB': 'Bremen', 'DE-HH': 'Hamburg' };

/** Sorted by the name itself, without the "Kanton" / "Canton of" / "Land" every entry of a country may carry. */
function sortKey(name: string): string {
  return name.replace(/^(Kanton|Canton of|Land) /, '');
}

export function holidayRegions(country: HolidayCountry, language: 'de' | 'en'): HolidayRegion[] {
  const states = (regionData[country] as { states?: Record<string, RegionData> }).states ?? {};
  return Object.entries(states)
    .map(([code, region]) => ({
      code,
      name:
        regionNames[`${country}-${code}`] ??
        region.names?.[language] ??
        region.names?.de ??
        region.name ??
        code,
    }))
    .sort((a, b) => sortKey(a.name).localeCompare(sortKey(b.name), language));
}

export function isHolidayRegion(country: HolidayCountry, region: string): boolean {
  return holidayRegions(country, 'de').some((candidate) => candidate.code === region);
}

/** A country's name in German or English, from the holiday data. */
export function holidayCountryName(country: HolidayCountry, language: 'de' | 'en'): string {
  const names = (regionData[country] as { names?: Record<string, string> }).names;
  return names?.[language] ?? names?.de ?? country;
}
