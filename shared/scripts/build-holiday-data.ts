/**
 * Writes the holiday rules of the countries we offer (from the pinned date-holidays package) into
 * `src/holidays/holiday-data.json`, and the time zones those rules name (from the pinned moment-timezone) into
 * `src/holidays/moment-zones.json`. The full data sets are 800 KB and 710 KB; the three countries' are 45 KB and
 * a few KB, which keeps the Lambda bundles small. Run after upgrading date-holidays or moment-timezone:
 * `npx tsx shared/scripts/build-holiday-data.ts`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { data } from 'date-holidays/data';
import { holidayCountries } from '../src/holidays/countries';

const trimmed = {
  ...data,
  holidays: Object.fromEntries(holidayCountries.map((country) => [country, data.holidays[country]])),
};
writeFileSync(new URL('../src/holidays/holiday-data.json', import.meta.url), `${JSON.stringify(trimmed)}\n`);
console.log(`holiday-data.json written (${holidayCountries.join(', ')})`);

interface NamedData {
  name?: string;
  names?: Record<string, string>;
  states?: Record<string, NamedData>;
}
/** Only the names of countries and regions: what the sign-up form and every API bundle with it need. */
const names = Object.fromEntries(
  holidayCountries.map((country) => {
    const { name, names: localNames, states } = data.holidays[country] as NamedData;
    return [
      country,
      {
        name,
        names: localNames,
        states: Object.fromEntries(
          Object.entries(states ?? {}).map(([code, state]) => [
            code,
            { name: state.name, names: state.names },
          ]),
        ),
      },
    ];
  }),
);
writeFileSync(new URL('../src/holidays/region-names.json', import.meta.url), `${JSON.stringify(names)}\n`);
console.log('region-names.json written');

/** Every `zones` list in the rules: the zones date-holidays may convert into. */
function zonesOf(value: unknown, found: Set<string>): Set<string> {
  if (Array.isArray(value)) value.forEach((item) => zonesOf(item, found));
  else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key === 'zones' && Array.isArray(item)) item.forEach((zone) => found.add(String(zone)));
      else zonesOf(item, found);
    }
  }
  return found;
}

interface PackedZones {
  version: string;
  zones: string[];
  links: string[];
}
const require = createRequire(import.meta.url);
const packed = JSON.parse(
  readFileSync(require.resolve('moment-timezone/data/packed/latest.json'), 'utf8'),
) as PackedZones;
const zones = zonesOf(trimmed.holidays, new Set());
const europe = {
  version: packed.version,
  zones: packed.zones.filter((zone) => zones.has(zone.split('|')[0] ?? '')),
  links: [],
};
writeFileSync(new URL('../src/holidays/moment-zones.json', import.meta.url), `${JSON.stringify(europe)}\n`);
console.log(`moment-zones.json written (${[...zones].join(', ')})`);
