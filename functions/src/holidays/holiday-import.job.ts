/**
 * Imports the public holidays of a country and region for some years (the spec's country data import). Runs
 * in the import worker because the holiday rules engine is too heavy for an API function.
 */
import * as z from 'zod';
import { holidayCountries } from '@app/shared/holidays/countries';
import { publicHolidays } from '@app/shared/holidays/public-holidays';
import type { JobType } from '../jobs/registry';
import { HolidayRepository, importedHolidayId } from './holiday.repository';

const ZHolidayImport = z.object({
  country: z.enum(holidayCountries),
  region: z.string().max(10).nullable(),
  years: z.array(z.number().int().min(2000).max(2100)).min(1).max(10),
});

export const holidayImportJob: JobType<typeof ZHolidayImport> = {
  type: 'holidays.import',
  kind: 'import',
  input: ZHolidayImport,
  async run({ tenant, input, progress, log }) {
    const repository = new HolidayRepository(tenant);
    const holidays = input.years.flatMap((year) =>
      publicHolidays(input.country, input.region ?? undefined, year).map((holiday) => ({
        ...holiday,
        id: importedHolidayId(input.country, input.region, holiday.date),
        country: input.country,
        region: input.region,
      })),
    );
    // One year at a time, so that the progress moves; a repeated import writes the same holidays again.
    let done = 0;
    for (const year of input.years) {
      const ofYear = holidays.filter((holiday) => holiday.date.startsWith(String(year)));
      await repository.putMany(ofYear);
      done += ofYear.length;
      await progress({ value: done, steps: holidays.length });
    }
    await log('INF', {
      key: 'task.holidaysImported',
      params: { count: holidays.length, years: input.years.join(', ') },
    });
    return { imported: holidays.length };
  },
};
