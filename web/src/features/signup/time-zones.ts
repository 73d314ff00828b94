import type { HolidayCountry } from '@app/shared/holidays/countries';
import type { ComboBoxOption } from '#ui/combo-box-field';

/** The time zone of each sign-up country: choosing the country sets it (the user may still pick another). */
export const countryTimeZones: Record<HolidayCountry, string> = {
  DE: 'Europe/Berlin',
  AT: 'Europe/Vienna',
  CH: 'Europe/Zurich',
};

/** Fallback when the browser cannot list its time zones (older engines). */
const commonZones = ['Europe/Berlin', 'Europe/Vienna', 'Europe/Zurich', 'Europe/London', 'UTC'];

/**
 * German and English names of cities and countries that the zone's id does not contain, so that a search for
 * "Wien", "Zürich" or "Österreich" finds the zone too (the id's own city, "Vienna", always matches).
 */
const otherNames: Record<string, string> = {
  'Europe/Berlin': 'Deutschland Germany Busingen',
  'Europe/Vienna': 'Wien Österreich Austria',
  'Europe/Zurich': 'Zürich Schweiz Switzerland Bern Basel Genf Geneva Lausanne Luzern',
  'Europe/Rome': 'Rom Italien Italy',
  'Europe/Prague': 'Prag Tschechien Czechia',
  'Europe/Warsaw': 'Warschau Polen Poland',
  'Europe/Brussels': 'Brüssel Belgien Belgium',
  'Europe/Copenhagen': 'Kopenhagen Dänemark Denmark',
  'Europe/Lisbon': 'Lissabon Portugal',
  'Europe/Luxembourg': 'Luxemburg',
  'Europe/Moscow': 'Moskau Russland Russia',
  'Europe/Athens': 'Athen Griechenland Greece',
  'Europe/Bucharest': 'Bukarest Rumänien Romania',
  'Europe/Belgrade': 'Belgrad Serbien Serbia',
  'Europe/Kyiv': 'Kiew Ukraine',
  'Europe/Kiev': 'Kiew Ukraine',
  'Europe/Vaduz': 'Liechtenstein',
  'Europe/Amsterdam': 'Niederlande Netherlands',
  'Europe/Paris': 'Frankreich France',
  'Europe/Madrid': 'Spanien Spain',
  'Europe/London': 'England Großbritannien United Kingdom',
  'Europe/Budapest': 'Ungarn Hungary',
  'Europe/Bratislava': 'Pressburg Slowakei Slovakia',
  'Europe/Ljubljana': 'Laibach Slowenien Slovenia',
  'Europe/Zagreb': 'Agram Kroatien Croatia',
  'Europe/Stockholm': 'Schweden Sweden',
  'Europe/Oslo': 'Norwegen Norway',
  'Europe/Helsinki': 'Finnland Finland',
  'Europe/Istanbul': 'Türkei Turkey',
};

/** The IANA time zones the browser knows, for the sign-up's time zone choice ("Europe/Berlin"). */
export function timeZoneOptions(): ComboBoxOption[] {
  let zones: string[];
  try {
    zones = Intl.supportedValuesOf('timeZone');
  } catch {
    zones = commonZones;
  }
  for (const zone of Object.values(countryTimeZones)) if (!zones.includes(zone)) zones = [zone, ...zones];
  return zones.map((zone) => {
    const keywords = otherNames[zone];
    return { id: zone, label: zone.replaceAll('_', ' '), ...(keywords ? { keywords } : {}) };
  });
}
