/**
 * States and cantons of the countries we know holidays for, named in German or English. Read from the holiday
 * data directly, so that the sign-up form's API need not load the holiday rules engine.
 */
import holidayData from './holiday-data.json';
import type { HolidayCountry } from './countries';

export interface HolidayRegion {
  code: string;
  name: string;
}

interface RegionData {
  name?: string;
  names?: Record<string, string>;
}

export function holidayRegions(country: HolidayCountry, language: 'de' | 'en'): HolidayRegion[] {
  const states = (holidayData.holidays[country] as { states?: Record<string, RegionData> }).states ?? {};
  return Object.entries(states)
    .map(([code, region]) => ({
      code,
      name: region.names?.[language] ?? region.names?.de ?? region.name ?? code,
    }))
    .sort((a, b) => a.name.localeCompare(b.name, language));
}

export function isHolidayRegion(country: HolidayCountry, region: string): boolean {
  return holidayRegions(country, 'de').some((candidate) => candidate.code === region);
}
