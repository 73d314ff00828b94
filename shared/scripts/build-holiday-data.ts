/**
 * Writes the holiday rules of the countries we offer (from the pinned date-holidays package) into
 * `src/holidays/holiday-data.json`. The full data set is 800 KB; the three countries are 45 KB, which keeps the
 * Lambda bundles small. Run after upgrading date-holidays: `npx tsx shared/scripts/build-holiday-data.ts`.
 */
import { writeFileSync } from 'node:fs';
import { data } from 'date-holidays/data';
import { holidayCountries } from '../src/holidays/countries';

const trimmed = {
  ...data,
  holidays: Object.fromEntries(holidayCountries.map((country) => [country, data.holidays[country]])),
};
writeFileSync(new URL('../src/holidays/holiday-data.json', import.meta.url), `${JSON.stringify(trimmed)}\n`);
console.log(`holiday-data.json written (${holidayCountries.join(', ')})`);
