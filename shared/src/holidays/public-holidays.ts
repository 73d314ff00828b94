// date-holidays-parser ships its types outside its package.json "exports"; this pulls them in.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- no import can reach them
/// <reference path="../../../node_modules/date-holidays-parser/types/index.d.ts" />
/**
 * Public holidays by country and region (state, canton), in German and English, from the date-holidays rules
 * (trimmed to our countries by scripts/build-holiday-data.ts). The rules engine brings moment-timezone along
 * (700 KB), so only the workers use this module, never an API function.
 */
import HolidaysParser from 'date-holidays-parser';
import holidayData from './holiday-data.json';
import type { HolidayCountry } from './countries';

export interface PublicHoliday {
  /** `YYYY-MM-DD` */
  date: string;
  name: { de: string; en: string };
}

/** Public holidays (type `public` only) of a year for a country and optional region. */
export function publicHolidays(
  country: HolidayCountry,
  region: string | undefined,
  year: number,
): PublicHoliday[] {
  const names = (language: 'de' | 'en') => {
    const parser = new HolidaysParser(holidayData, country, region ?? '', {
      languages: [language],
      types: ['public'],
    });
    return parser.getHolidays(year, language).filter((holiday) => holiday.type === 'public');
  };
  const german = names('de');
  const english = new Map(names('en').map((holiday) => [holiday.date.slice(0, 10), holiday.name]));
  const byDate = new Map<string, PublicHoliday>();
  for (const holiday of german) {
    const date = holiday.date.slice(0, 10);
    // Two rules may fall on one day (Easter Sunday and a regional feast): the first one names the day.
    if (!byDate.has(date))
      byDate.set(date, { date, name: { de: holiday.name, en: english.get(date) ?? holiday.name } });
  }
  return [...byDate.values()].sort((a, b) => a.date.localeCompare(b.date));
}
