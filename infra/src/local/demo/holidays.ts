/**
 * The care home's holidays: the sign-up imported North Rhine-Westphalia's public and school holidays; the
 * administrator then ran the country importer for all of Germany (this year and next, as a task the admin sees)
 * and added the school's movable school-free day by hand, as a planner in NRW would.
 */
import type { Caller } from '@app/functions/security/caller';
import { now } from '@app/functions/clock';

export async function seedDemoHolidays(admin: Caller): Promise<void> {
  const { listCountries, runImport, saveCountry } = await import('@app/functions/holidays/country.service');
  const { saveSchoolHoliday } = await import('@app/functions/holidays/holiday.service');
  await runImport(admin, { country: 'DE' }, 'de');
  // The import task may still be running: the country must exist before anything is added by hand.
  if (!(await listCountries(admin)).some((country) => country.code === 'DE')) {
    await saveCountry(admin, 'DE', { name: 'Deutschland' });
  }
  const year = now().getUTCFullYear() + 1;
  await saveSchoolHoliday(admin, {
    country: 'DE',
    region: 'NW',
    name: 'Beweglicher Ferientag',
    start: `${year}-02-16`,
    end: `${year}-02-16`,
  });
}
